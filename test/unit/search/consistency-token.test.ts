import { createHmac, randomBytes } from 'node:crypto';
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
const sign = async (
  wrote: Record<string, number>,
  session = 's1',
  tenantUid = 't1',
  knows: readonly string[] = Object.keys(wrote),
) => (await signConsistencyToken({ tenantUid, session, wrote, knows }))!;
/** A token as signed before tokens named the tables they know (`k`). */
const signWithoutTables = async (wrote: Record<string, number>) => {
  const token = await sign(wrote);
  const [version, payload] = token.split('.');
  const { k: _, ...old } = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  const unsigned = `${version}.${Buffer.from(JSON.stringify(old)).toString('base64url')}`;
  const key = Buffer.from(process.env.CONSISTENCY_TOKEN_KEY!, 'base64');
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
};

describe('consistency tokens', () => {
  it('read back what they were signed with, for their own tenant only', async () => {
    const token = await sign({ customers: 1 }, 's1', 't1', ['customers', 'products']);
    expect(await readConsistencyToken(token, 't1')).toEqual({
      tenantUid: 't1',
      session: 's1',
      wrote: { customers: 1 },
      knows: ['customers', 'products'],
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
    expect(seen.result).toEqual({
      tenantUid: 't1',
      session: principalSession(auth),
      marked: {},
      learned: {},
    });
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
      wrote: { customers: now - 1000, customer_contacts: now - 2000, products: now - 120_000 },
      knows: ['customers', 'products', 'customer_contacts'],
    });
    const answered = await readConsistencyToken(token!, 't1');
    expect(answered?.wrote).toEqual({
      customers: now - 1000,
      customer_contacts: now - 2000,
      deliveries: now,
    });
    // A table written over a minute ago is still known: not written lately.
    expect(answered?.knows).toEqual(['customers', 'products', 'customer_contacts', 'deliveries']);
  });

  it('a token knows the tables it names, and one signed without them the tables it says were written', async () => {
    expect((await readConsistencyToken(await sign({}, 's1', 't1', ['products']), 't1'))?.knows).toEqual([
      'products',
    ]);
    expect((await readConsistencyToken(await signWithoutTables({ customers: 1 }), 't1'))?.knows).toEqual([
      'customers',
    ]);
    for (const knows of [['Customers'], ['x; drop'], Array.from({ length: 33 }, (_, i) => `t${i}`)])
      expect(await readConsistencyToken(await sign({}, 's1', 't1', knows), 't1')).toBeUndefined();
  });

  it('a list that read markers its token did not know answers a token that knows them', async () => {
    const now = Date.now();
    const presented = await sign({ customers: now - 2000 });
    const { token } = await withReadSession(auth, presented, async () => {
      const session = currentReadSession()!;
      session.learned.products = 0;
      session.learned.customer_contacts = now - 500;
    });
    expect(await readConsistencyToken(token!, 't1')).toEqual({
      tenantUid: 't1',
      session: 's1',
      wrote: { customers: now - 2000, customer_contacts: now - 500 },
      knows: ['customers', 'products', 'customer_contacts'],
    });
    // Without a presented token: the credential's session, knowing only what was read.
    const fresh = await withReadSession(auth, undefined, async () => {
      currentReadSession()!.learned.customers = 0;
    });
    expect(await readConsistencyToken(fresh.token!, 't1')).toEqual({
      tenantUid: 't1',
      session: principalSession(auth),
      wrote: {},
      knows: ['customers'],
    });
    // A request that learned nothing new answers no token.
    expect((await withReadSession(auth, presented, async () => undefined)).token).toBeUndefined();
  });
});
