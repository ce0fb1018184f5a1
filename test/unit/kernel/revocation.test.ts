import { describe, expect, it } from 'vitest';
import type { IntegrationTokenRecord } from '#shared/auth/integration-token.repository.ts';
import { createRevocationCheck, INTEGRATION_TOKEN_RECHECK_SECONDS } from '#shared/auth/revocation.ts';
import { UnauthorizedError } from '#shared/errors.ts';

const record = (over: Partial<IntegrationTokenRecord> = {}): IntegrationTokenRecord => ({
  tokenHash: 'h1',
  tenantUid: 't1',
  permissions: ['CUSTOMER'],
  access: 'STORE',
  sub: 'integration:h1',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** A store whose token can be revoked, counting lookups, with a clock the test moves. */
const fixture = () => {
  const state = { revoked: false, lookups: 0, clock: 0, fail: false };
  const check = createRevocationCheck({
    find: async () => {
      state.lookups += 1;
      if (state.fail) throw new Error('table unavailable');
      return record(state.revoked ? { revokedAt: '2026-01-01T00:00:01.000Z' } : {});
    },
    ttlSeconds: INTEGRATION_TOKEN_RECHECK_SECONDS,
    now: () => state.clock,
  });
  return { state, check };
};

describe('integration token revocation check in the handlers', () => {
  it('refuses a revoked token within 30 s of the revocation', async () => {
    const { state, check } = fixture();
    await check('h1');
    state.revoked = true;
    state.clock += 29_999;
    await check('h1'); // still inside the window of the last look
    state.clock += 1;
    await expect(check('h1')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('looks a busy token up once per 30 s, concurrent requests sharing the lookup', async () => {
    const { state, check } = fixture();
    await Promise.all(Array.from({ length: 20 }, () => check('h1')));
    for (let i = 0; i < 29; i++) {
      state.clock += 1000;
      await check('h1');
    }
    expect(state.lookups).toBe(1);
    state.clock += 1000;
    await check('h1');
    expect(state.lookups).toBe(2);
  });

  it('refuses a token that no longer exists', async () => {
    const check = createRevocationCheck({ find: async () => undefined, ttlSeconds: 30 });
    await expect(check('gone')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('does not remember a failed lookup', async () => {
    const { state, check } = fixture();
    state.fail = true;
    await expect(check('h1')).rejects.toThrow('table unavailable');
    state.fail = false;
    await check('h1');
    expect(state.lookups).toBe(2);
  });
});
