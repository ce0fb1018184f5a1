import { findDeviceToken } from '#shared/auth/device-token.repository.ts';
import { findIntegrationToken } from '#shared/auth/integration-token.repository.ts';
import { UnauthorizedError } from '#shared/errors.ts';

/**
 * How long a handler container trusts its last look at an integration token. API Gateway caches
 * the authorizer's answer per Authorization header for 300 s, one TTL for every scheme; JWTs keep
 * that cache (they cannot be revoked, only expire), while an integration token is looked up again
 * by the handler at most this often, so a revocation takes effect within it (docs/decisions.md).
 */
export const INTEGRATION_TOKEN_RECHECK_SECONDS = 30;

export type RevocationCheckDeps = {
  find: (tokenHash: string) => Promise<{ tokenHash: string; revokedAt?: string | undefined } | undefined>;
  ttlSeconds: number;
  now?: () => number;
  /** Names the token in the 401 (default: integration token). */
  label?: string;
};

/**
 * A per-container check that an integration token is still valid: one GetItem per token per TTL,
 * concurrent requests of one token sharing the lookup in flight. Throws 401 when the token was
 * revoked or deleted since the authorizer let it in.
 */
export const createRevocationCheck = (deps: RevocationCheckDeps) => {
  const now = deps.now ?? Date.now;
  const seen = new Map<string, { valid: Promise<boolean>; at: number }>();
  return async (tokenHash: string): Promise<void> => {
    let entry = seen.get(tokenHash);
    if (!entry || now() - entry.at >= deps.ttlSeconds * 1000) {
      const valid = deps.find(tokenHash).then((r) => r !== undefined && !r.revokedAt);
      entry = { valid, at: now() };
      seen.set(tokenHash, entry);
      // A failed lookup is not remembered: the next request asks again.
      valid.catch(() => seen.delete(tokenHash));
    }
    if (!(await entry.valid)) throw new UnauthorizedError(`${deps.label ?? 'integration token'} was revoked`);
  };
};

/** The handlers' check, against the table. */
export const assertIntegrationTokenValid = createRevocationCheck({
  find: findIntegrationToken,
  ttlSeconds: INTEGRATION_TOKEN_RECHECK_SECONDS,
});

/**
 * The same check for device tokens (revoked = item deleted). The device routes also compare the
 * token with their device record on every request, so for them a revocation is immediate.
 */
export const assertDeviceTokenValid = createRevocationCheck({
  find: findDeviceToken,
  ttlSeconds: INTEGRATION_TOKEN_RECHECK_SECONDS,
  label: 'device token',
});
