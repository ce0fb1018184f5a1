import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '#shared/auth/model.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, {
  TABLE_NAME: 'unit-table',
  AWS_REGION: 'eu-north-1',
  CONSISTENCY_TOKEN_KEY: randomBytes(32).toString('base64'),
});
const { readConsistencyToken, signConsistencyToken } = await import('#shared/search/consistency-token.ts');
const { currentReadSession, principalSession, withReadSession } = await import(
  '#shared/search/read-session.ts'
);

const auth: AuthContext = { tenantUid: 't1', permissions: [], access: 'ADMIN', scheme: 'access', sub: 'ola' };
const sign = async (wrote: Record<string, number>, session = 's1', tenantUid = 't1') =>
  (await signConsistencyToken({ tenantUid, session, wrote }))!;

describe('consistency tokens', () => {
  it('read back what they were signed with, for their own tenant only', async () => {
    const token = await sign({ customers: 1 });
    expect(await readConsistencyToken(token, 't1')).toEqual({
      tenantUid: 't1',
      session: 's1',
      wrote: { customers: 1 },
    });
    expect(await readConsistencyToken(token, 't2')).toBeUndefined();
  });

  it('a changed payload or signature, or anything else, reads as no token', async () => {
    const [version, payload, signature] = (await sign({ customers: 1 })).split('.');
    const other = Buffer.from(JSON.stringify({ t: 't1', s: 's1', w: {} })).toString('base64url');
    for (const forged of [
      `${version}.${other}.${signature}`,
      `${version}.${payload}.${Buffer.alloc(32).toString('base64url')}`,
      `${version}.${payload}`,
      'ct1.e30.x',
      '',
    ]) {
      expect(await readConsistencyToken(forged, 't1')).toBeUndefined();
    }
  });

  it('a request without a token is in its credential session and knows nothing of its writes', async () => {
    const seen = await withReadSession(auth, undefined, async () => currentReadSession());
    expect(seen.result).toEqual({ tenantUid: 't1', session: principalSession(auth), marked: {} });
    expect(seen.token).toBeUndefined();
    expect(principalSession({ scheme: 'access', sub: 'kari' })).not.toBe(principalSession(auth));
  });

  it('several presented tokens of one session merge; a write answers them merged, the old entries dropped', async () => {
    const now = Date.now();
    const header = [
      await sign({ customers: now - 5000, products: now - 120_000 }),
      await sign({ customers: now - 1000, customer_contacts: now - 2000 }),
      await sign({ notifications: now }, 'another-session'),
      'garbage',
    ].join(', ');
    const { result, token } = await withReadSession(auth, header, async () => {
      const session = currentReadSession()!;
      session.marked.deliveries = now;
      return session;
    });
    expect(result.session).toBe('s1');
    expect(result.known).toEqual({
      customers: now - 1000,
      customer_contacts: now - 2000,
      products: now - 120_000,
    });
    expect((await readConsistencyToken(token!, 't1'))?.wrote).toEqual({
      customers: now - 1000,
      customer_contacts: now - 2000,
      deliveries: now,
    });
  });
});
