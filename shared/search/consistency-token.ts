import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';

/**
 * The Consistency-Token header: an opaque, signed statement "of the tables K, session S of tenant
 * T last wrote table X at time M and the others not lately", answered by every write that marks and
 * by every list that read the session's markers of a table its token did not know, and presented
 * by the client on its next requests (docs/decisions/search.md, "Sessions"). It grants nothing: it
 * only tells a list which markers it must read, so a token that does not verify is treated as
 * absent (the request then falls back to its credential's session), never as an error.
 *
 * Format: `ct1.<payload>.<signature>`, payload the base64url of `{ t, s, w, k }` (tenant, session,
 * per-table epoch milliseconds of the session's last marked write, the tables the token knows),
 * signature the base64url HMAC-SHA256 of `ct1.<payload>` under the configured key. A token without
 * `k` (issued before it existed) knows the tables of its `w` only.
 */

/** The request and response header. */
export const CONSISTENCY_TOKEN_HEADER = 'Consistency-Token';

/**
 * What a token says. `knows`: the tables whose writes by the session the token accounts for (a
 * list of another table must read the session's markers); `wrote`: of those, when the session last
 * marked a write within the last minute (epoch ms). A known table without `wrote` was not written.
 */
export type ConsistencyClaims = {
  tenantUid: string;
  session: string;
  wrote: Record<string, number>;
  knows: readonly string[];
};

const VERSION = 'ct1';
/** The most tables a token names: more than the read model has. */
const MAX_TABLES = 32;
const TABLE = /^[a-z][a-z0-9_]{0,62}$/;
/** The longest token read; a longer header is not one of ours. */
const MAX_LENGTH = 2048;
const EXTENSION_URL = 'http://localhost:2773/secretsmanager/get';
const CACHE_MS = 5 * 60 * 1000;
let cachedSecret: { key: Buffer; until: number } | undefined;

const checkedKey = (key: Buffer): Buffer | undefined => {
  if (key.length >= 32) return key;
  logger.error('the consistency token key is shorter than 32 bytes: tokens are disabled');
  return undefined;
};

/**
 * The signing key: CONSISTENCY_TOKEN_KEY (base64), or the text of the secret named by CONSISTENCY_TOKEN_SECRET_ARN
 * read through the Lambda secrets extension and cached for five minutes; undefined when neither
 * is configured (then no token is issued and every presented one is ignored).
 */
export const signingKey = (): Promise<Buffer | undefined> =>
  loadKey().catch((error: unknown) => {
    // A write that committed must still answer; its client falls back to its credential's session.
    logger.error('the consistency token key could not be read: tokens are disabled for now', { error });
    return undefined;
  });

const loadKey = async (): Promise<Buffer | undefined> => {
  const direct = config.consistencyToken.key;
  if (direct) return checkedKey(Buffer.from(direct, 'base64'));
  const arn = config.consistencyToken.secretArn;
  if (!arn) return undefined;
  if (cachedSecret && cachedSecret.until > Date.now()) return cachedSecret.key;
  const response = await fetch(`${EXTENSION_URL}?secretId=${encodeURIComponent(arn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': config.awsSessionToken ?? '' },
  });
  if (!response.ok) throw new Error(`secrets extension answered ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  // A generated secret (64 characters): its text is the key.
  const key = checkedKey(Buffer.from(SecretString ?? '', 'utf8'));
  if (key) cachedSecret = { key, until: Date.now() + CACHE_MS };
  return key;
};

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** The header value of `claims`, or undefined when no key is configured. */
export const signConsistencyToken = async (claims: ConsistencyClaims): Promise<string | undefined> => {
  const key = await signingKey();
  if (!key) return undefined;
  const payload = Buffer.from(
    JSON.stringify({ t: claims.tenantUid, s: claims.session, w: claims.wrote, k: claims.knows }),
  ).toString('base64url');
  const signed = `${VERSION}.${payload}`;
  return `${signed}.${mac(key, signed).toString('base64url')}`;
};

const isTables = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_TABLES &&
  value.every((t) => typeof t === 'string' && TABLE.test(t));

const isClaims = (
  value: unknown,
): value is { t: string; s: string; w: Record<string, number>; k?: string[] } => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.t === 'string' &&
    typeof v.s === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(v.s) &&
    typeof v.w === 'object' &&
    v.w !== null &&
    Object.values(v.w).every((m) => Number.isSafeInteger(m)) &&
    (v.k === undefined || isTables(v.k))
  );
};

/**
 * The claims of a presented token, or undefined (logged) when it is malformed, not signed with
 * the key, or of another tenant than `tenantUid`.
 */
export const readConsistencyToken = async (
  raw: string,
  tenantUid: string,
): Promise<ConsistencyClaims | undefined> => {
  const key = await signingKey();
  const [version, payload, signature, ...rest] = raw.length <= MAX_LENGTH ? raw.split('.') : [];
  if (!key || version !== VERSION || !payload || !signature || rest.length > 0) return ignored('malformed');
  const expected = mac(key, `${version}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return ignored('bad signature');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return ignored('malformed');
  }
  if (!isClaims(claims)) return ignored('malformed');
  if (claims.t !== tenantUid) return ignored('another tenant');
  const knows = [...new Set([...(claims.k ?? []), ...Object.keys(claims.w)])];
  return { tenantUid: claims.t, session: claims.s, wrote: claims.w, knows };
};

const ignored = (reason: string): undefined => {
  logger.info('Consistency-Token ignored', { reason });
  return undefined;
};
