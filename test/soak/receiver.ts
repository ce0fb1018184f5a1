import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the soak receiver saw, per webhook action. */
export type Deliveries = {
  /** Distinct event ids (the `webhook-id` header) received per action. */
  unique: (action: string) => number;
  /** Deliveries of an event id already received (at-least-once redeliveries). */
  duplicates: () => number;
  /** Every delivery, duplicates included. */
  total: () => number;
};

/** The loopback receiver: its URL, its counts and how to stop it. */
export type SoakReceiver = { url: string; deliveries: Deliveries; close: () => Promise<void> };

/**
 * A webhook receiver on 127.0.0.1 that answers 200 at once and keeps only counts: one Set of
 * event ids per action. It runs in the process whose memory the soak measures, so it stores
 * neither bodies nor headers (the integration tests' receiver keeps every request).
 */
export const startSoakReceiver = async (): Promise<SoakReceiver> => {
  const seen = new Map<string, Set<string>>();
  let duplicates = 0;
  let total = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      total += 1;
      const id = String(req.headers['webhook-id'] ?? '');
      let action = 'unknown';
      try {
        action = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).action ?? 'unknown');
      } catch {
        // A body that is not JSON still counts, under 'unknown', so that nothing goes unseen.
      }
      const ids = seen.get(action) ?? new Set<string>();
      seen.set(action, ids);
      if (ids.has(id)) duplicates += 1;
      else ids.add(id);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  // Keep-alive sockets from the delivery worker would otherwise hold close() open.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries: {
      unique: (action) => seen.get(action)?.size ?? 0,
      duplicates: () => duplicates,
      total: () => total,
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
