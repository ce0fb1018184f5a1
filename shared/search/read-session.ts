import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { AuthContext } from '#shared/auth/model.ts';
import { type ConsistencyClaims, readConsistencyToken, signConsistencyToken } from './consistency-token.ts';

/**
 * The read-your-writes session of the request being served: whose markers its writes put and its
 * lists read (shared/search/pending.ts). The session is the one a presented Consistency-Token
 * names, else one derived from the caller's credential (scheme and subject), so a client that
 * never looks at the header still reads its own writes, and nobody reads another's markers.
 */
export type ReadSession = {
  tenantUid: string;
  session: string;
  /**
   * What the presented token(s) say: the tables they account for and, per table, when the session
   * last marked a write of it. Undefined without a token: the session's markers must then be read.
   */
  known?: Pick<ConsistencyClaims, 'wrote' | 'knows'>;
  /** The tables this request marked writes of, with when. */
  marked: Record<string, number>;
  /**
   * The tables whose markers this request read though its token did not know them, with the
   * newest marked write it found (0 for none): what its answered token adds to the presented one.
   */
  learned: Record<string, number>;
};

/** Markers older than this are not read by any list (pending.ts), so a token forgets them. */
export const SESSION_WINDOW_MS = 60_000;

const storage = new AsyncLocalStorage<ReadSession>();

/** The session of the request being served, if any (none in workers and tools). */
export const currentReadSession = (): ReadSession | undefined => storage.getStore();

/**
 * The session of a credential without a token: a digest of its scheme and subject (an integration
 * or a user), so that the marker keys name no subject.
 */
export const principalSession = (auth: Pick<AuthContext, 'scheme' | 'sub'>): string =>
  createHash('sha256').update(`${auth.scheme}\n${auth.sub}`).digest('base64url').slice(0, 22);

/** The most tokens one header may present (a client that wrote concurrently holds a few). */
const MAX_PRESENTED = 8;

/**
 * The claims of a Consistency-Token header, which may present several tokens separated by commas:
 * a client whose writes ran concurrently holds one answer per write, none of which knows the
 * others'. They merge (per table, the latest write) when they verify for the tenant and name the
 * same session as the first that does; the others are ignored.
 */
const readPresented = async (header: string, tenantUid: string): Promise<ConsistencyClaims | undefined> => {
  const tokens = header
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, MAX_PRESENTED);
  let merged: ConsistencyClaims | undefined;
  for (const token of tokens) {
    const claims = await readConsistencyToken(token, tenantUid);
    if (!claims || (merged && claims.session !== merged.session)) continue;
    merged = merge(merged ?? { ...claims, wrote: {}, knows: [] }, claims.wrote, claims.knows);
  }
  return merged;
};

/** `claims` knowing `tables` too, with the later of the two times per written table. */
const merge = (
  claims: ConsistencyClaims,
  wrote: Record<string, number>,
  tables: readonly string[],
): ConsistencyClaims => {
  const all = { ...claims.wrote };
  for (const [table, at] of Object.entries(wrote)) all[table] = Math.max(at, all[table] ?? 0);
  return { ...claims, wrote: all, knows: [...new Set([...claims.knows, ...tables])] };
};

/**
 * Runs `fn` in the read session of `auth` (and of `presented`, the request's Consistency-Token
 * header, when a token of it verifies for the caller's tenant). Returns the result and, when `fn`
 * marked writes or read markers its token did not account for, the token to answer: the session,
 * the tables it accounts for (the presented ones', plus those written or read here), and when the
 * session last wrote each of them within SESSION_WINDOW_MS.
 */
export const withReadSession = async <T>(
  auth: AuthContext | undefined,
  presented: string | undefined,
  fn: () => Promise<T>,
): Promise<{ result: T; token?: string }> => {
  if (!auth) return { result: await fn() };
  const claims = presented ? await readPresented(presented, auth.tenantUid) : undefined;
  const session: ReadSession = {
    tenantUid: auth.tenantUid,
    session: claims?.session ?? principalSession(auth),
    ...(claims ? { known: { wrote: claims.wrote, knows: claims.knows } } : {}),
    marked: {},
    learned: {},
  };
  const result = await storage.run(session, fn);
  const news = { ...session.learned, ...session.marked };
  if (Object.keys(news).length === 0) return { result };
  const since = Date.now() - SESSION_WINDOW_MS;
  const start = claims ?? { tenantUid: auth.tenantUid, session: session.session, wrote: {}, knows: [] };
  const next = merge(start, news, Object.keys(news));
  const wrote = Object.fromEntries(Object.entries(next.wrote).filter(([, at]) => at >= since));
  const token = await signConsistencyToken({ ...next, wrote });
  return token ? { result, token } : { result };
};
