import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRetailClient } from '../../../clients/typescript/src/index.ts';

/**
 * The typed client's Consistency-Tokens (README, "Consistency-Token"): every token an answer
 * carries, of a read as of a write, is kept per tenant and presented on that tenant's next
 * requests, the newest eight, with no expiry.
 */

/** What each request presented, in order; the server answers token `n<k>` to request k. */
const presented: Array<{ path: string; tokens: string | undefined }> = [];
let baseUrl = '';
const server = createServer((req, res) => {
  presented.push({ path: req.url!, tokens: req.headers['consistency-token'] as string | undefined });
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json', 'consistency-token': `n${presented.length}` });
  res.end('{}');
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the typed client', () => {
  it("presents the tokens of a tenant's answers, reads and writes alike, newest first, the newest eight", async () => {
    presented.length = 0;
    const api = createRetailClient({ baseUrl, token: 'tok', sleep: async () => undefined });
    const list = (tenantUid: string) =>
      api.GET('/tenants/{tenantUid}/customers', { params: { path: { tenantUid } } });
    await list('t-1');
    await api.POST('/tenants/{tenantUid}/customers', {
      params: { path: { tenantUid: 't-1' } },
      body: { firstname: 'Ola' } as never,
    });
    await list('t-1');
    expect(presented.map((p) => p.tokens)).toEqual([undefined, 'n1', 'n2, n1']);
    // Another tenant's requests present none of them.
    await list('t-2');
    expect(presented.at(-1)?.tokens).toBeUndefined();
    for (let i = 0; i < 8; i++) await list('t-1');
    expect(presented.at(-1)?.tokens).toBe('n11, n10, n9, n8, n7, n6, n5, n3');
  });

  it('still presents a token an hour later: "not written lately" stays true until the holder writes', async () => {
    presented.length = 0;
    const api = createRetailClient({ baseUrl, token: 'tok', sleep: async () => undefined });
    const list = () => api.GET('/tenants/{tenantUid}/customers', { params: { path: { tenantUid: 't-1' } } });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await list();
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      await list();
    } finally {
      vi.useRealTimers();
    }
    expect(presented.map((p) => p.tokens)).toEqual([undefined, 'n1']);
  });
});
