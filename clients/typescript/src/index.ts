import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { $defs, components, operations, paths, webhooks } from './schema.d.ts';

/** The API's shapes; `webhooks` holds each action's payload, as `verifyWebhook<T>` may return it. */
export type { $defs, components, operations, paths, webhooks };

/** An RFC 9457 problem as the API returns it; `errors` names every invalid field of a 400. */
export type Problem = components['schemas']['Problem'];

/** A 4xx or 5xx answer of the API, thrown by every call of the client. */
export class ProblemError extends Error {
  override name = 'ProblemError';
  readonly status: number;
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.status = problem.status;
    this.problem = problem;
  }
  /** The problem type's slug: `not-found`, `invalid-request`, `precondition-failed`, ... */
  get slug(): string {
    return this.problem.type.split('/').at(-1) ?? this.problem.type;
  }
}

export type ClientOptions = {
  /** `https://api.example.com/v2`, or the local stack's `http://127.0.0.1:3000/v2`. */
  baseUrl: string;
  /** A bearer token, or a function that returns the current one. */
  token: string | (() => string | Promise<string>);
  /**
   * Attempts of a call answered 429 or 503 (default 4), waiting Retry-After or a backoff between
   * them. Only a request that is safe to repeat is retried: GET, HEAD, PUT and DELETE, or one that
   * carries an `Idempotency-Key` (every POST and PATCH gets one unless `idempotencyKeys` is false).
   */
  maxAttempts?: number;
  /** Give each POST, PATCH, PUT and DELETE an `Idempotency-Key` when it has none (default true). */
  idempotencyKeys?: boolean;
  /** Backoff without Retry-After: base * 2^(attempt-1) ms, capped at 30 s (default base 500 ms). */
  backoffMs?: number;
  fetch?: typeof globalThis.fetch;
  /** How the client waits (Retry-After, backoff, pacing); default a timer. Tests record the waits. */
  sleep?: (ms: number) => Promise<void>;
};

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods whose repetition has the effect of one request (RFC 9110 section 9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const RETRIED = new Set([429, 503]);
const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `"tenant";r=0;t=7` (draft-ietf-httpapi-ratelimit-headers): the remaining quota and its reset, in s. */
const rateLimitOf = (value: string | null): { remaining: number; resetSeconds: number } | undefined => {
  const match = value ? /(?:^|[;,\s])r=(\d+)(?:;.*?\bt=(\d+))?/.exec(value) : null;
  return match ? { remaining: Number(match[1]), resetSeconds: Number(match[2] ?? 1) } : undefined;
};

/**
 * Pacing per tenant: once an answer says the tenant's quota is used up (`RateLimit` r=0, or a 429
 * with Retry-After), the tenant's next requests wait until it refills instead of meeting a 429.
 * Per client instance: clients of one tenant in other processes are not seen.
 */
const pacer = (sleep: (ms: number) => Promise<void>) => {
  const resumeAt = new Map<string, number>();
  const tenantOf = (url: string) => /\/tenants\/([^/?#]+)/.exec(new URL(url).pathname)?.[1] ?? '';
  return {
    wait: async (request: Request) => {
      const tenant = tenantOf(request.url);
      const at = resumeAt.get(tenant);
      if (at === undefined) return;
      if (at > Date.now()) await sleep(at - Date.now());
      // Waited for: the next request of the tenant goes at once, unless an answer meanwhile said otherwise.
      if (resumeAt.get(tenant) === at) resumeAt.delete(tenant);
    },
    learn: (request: Request, response: Response) => {
      const tenant = tenantOf(request.url);
      const retry = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
      const limit = rateLimitOf(response.headers.get('ratelimit'));
      // r=0: wait for one token, w/q seconds of the policy (at most the t until full), not all of t.
      const policy = /\bq=(\d+);w=(\d+)/.exec(response.headers.get('ratelimit-policy') ?? '');
      const tokenMs = policy ? (Number(policy[2]) * 1000) / Math.max(1, Number(policy[1])) : 1000;
      const exhausted = limit?.remaining === 0 ? Math.min(limit.resetSeconds * 1000, tokenMs) : undefined;
      const pause = retry ?? exhausted;
      if (pause !== undefined) resumeAt.set(tenant, Math.max(resumeAt.get(tenant) ?? 0, Date.now() + pause));
      return retry !== undefined;
    },
  };
};

/** Retry-After in seconds or as an HTTP date, in ms; undefined when absent or unreadable. */
const retryAfterMs = (value: string | null): number | undefined => {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
};

/**
 * The fetch under the client: a mutation gets an `Idempotency-Key` (unless the caller set one),
 * the same on each of its attempts, so a retried POST is carried out once; 429 and 503 of a
 * request safe to repeat are retried after Retry-After (or an exponential backoff), and a tenant
 * whose quota is used up waits before its next request (pacer).
 */
const retryingFetch = (options: ClientOptions): typeof globalThis.fetch => {
  const base = options.fetch ?? globalThis.fetch;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoff = options.backoffMs ?? 500;
  const sleep = options.sleep ?? timer;
  const pacing = pacer(sleep);
  return async (input, init) => {
    const request = new Request(input, init);
    if (
      options.idempotencyKeys !== false &&
      MUTATIONS.has(request.method) &&
      !request.headers.has('idempotency-key')
    )
      request.headers.set('idempotency-key', crypto.randomUUID());
    const repeatable = IDEMPOTENT.has(request.method) || request.headers.has('idempotency-key');
    for (let attempt = 1; ; attempt++) {
      await pacing.wait(request);
      const response = await base(request.clone());
      // A 429's Retry-After paces this tenant's requests, this one's next attempt among them.
      const paced = pacing.learn(request, response);
      if (!RETRIED.has(response.status) || !repeatable || attempt >= maxAttempts) return response;
      await response.body?.cancel();
      if (paced) continue;
      await sleep(
        retryAfterMs(response.headers.get('retry-after')) ?? Math.min(30_000, backoff * 2 ** (attempt - 1)),
      );
    }
  };
};

/** Tokens of one tenant kept at most: one per request whose answer may not know the others'. */
const KEPT_TOKENS = 8;

/**
 * Read-your-writes across requests: every `Consistency-Token` an answer carries is kept per
 * tenant and presented on the tenant's next requests (several, comma-separated, when requests ran
 * concurrently: each answer knows only what its request presented), so a list shows this client's
 * writes and reads no marker when the client wrote nothing it lists. An answer's token includes
 * the ones presented, so the newest eight are enough; they stay valid however old.
 */
const consistencyTokens = () => {
  const byTenant = new Map<string, string[]>();
  const tenantOf = (url: string) => /\/tenants\/([^/?#]+)/.exec(new URL(url).pathname)?.[1];
  return {
    present: (request: Request) => {
      const tenant = tenantOf(request.url);
      const kept = tenant ? (byTenant.get(tenant) ?? []) : [];
      if (kept.length > 0 && !request.headers.has('consistency-token'))
        request.headers.set('consistency-token', kept.join(', '));
    },
    keep: (request: Request, response: Response) => {
      const tenant = tenantOf(request.url);
      const token = response.headers.get('consistency-token');
      if (!tenant || !token) return;
      const others = (byTenant.get(tenant) ?? []).filter((k) => k !== token);
      byTenant.set(tenant, [token, ...others].slice(0, KEPT_TOKENS));
    },
  };
};

/** Bearer token and Consistency-Tokens on every request; every problem+json answer thrown as a ProblemError. */
const apiMiddleware = (token: ClientOptions['token']): Middleware => {
  const consistency = consistencyTokens();
  return {
    async onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${typeof token === 'function' ? await token() : token}`);
      consistency.present(request);
      return request;
    },
    async onResponse({ request, response }) {
      consistency.keep(request, response);
      return problemOf(response);
    },
  };
};

/** The response as it is when it succeeded; else its problem, thrown. */
const problemOf = async (response: Response): Promise<Response> => {
  if (response.ok) return response;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) throw new ProblemError((await response.clone().json()) as Problem);
  throw new ProblemError({
    type: 'about:blank',
    title: response.statusText,
    status: response.status,
    detail: await response.clone().text(),
    instance: new URL(response.url).pathname,
  });
};

export type RetailClient = Client<paths> & {
  /**
   * Every item of a paged list, page after page (`pageNumber` from 1 until `totalCount` is
   * reached). `list` fetches one page, e.g.
   * `(pageNumber) => client.GET('/tenants/{tenantUid}/customers', { params: { path, query: { pageNumber } } })`.
   */
  paginate: <T>(
    list: (
      pageNumber: number,
    ) => Promise<{ data?: { items: T[]; paging: components['schemas']['Paging'] } | undefined }>,
  ) => AsyncGenerator<T>;
  /**
   * Every item of a changes traversal (`updatedSince`, then `paging.nextCursor` as `cursor` until
   * it is null). `list` fetches one page: without a cursor the first (with `updatedSince`), e.g.
   * `(cursor) => client.POST('/tenants/{tenantUid}/receipts/search', { params: { path, query: cursor ? { cursor } : { updatedSince } }, body: {} })`.
   */
  changes: <T>(
    list: (
      cursor: string | undefined,
    ) => Promise<{ data?: { items: T[]; paging: components['schemas']['ChangesPaging'] } | undefined }>,
  ) => AsyncGenerator<T>;
};

/** The typed client of the API: openapi-fetch over the generated `paths`, with the additions above. */
export const createRetailClient = (options: ClientOptions): RetailClient => {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: retryingFetch(options) });
  client.use(apiMiddleware(options.token));
  async function* paginate<T>(
    list: (pageNumber: number) => Promise<{ data?: { items: T[]; paging: components['schemas']['Paging'] } }>,
  ) {
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await list(pageNumber)).data;
      if (!page) return;
      yield* page.items;
      const { pageSize, totalCount } = page.paging;
      if (page.items.length === 0 || pageNumber * pageSize >= totalCount) return;
    }
  }
  async function* changes<T>(
    list: (
      cursor: string | undefined,
    ) => Promise<{ data?: { items: T[]; paging: components['schemas']['ChangesPaging'] } | undefined }>,
  ) {
    for (let cursor: string | undefined; ; ) {
      const page = (await list(cursor)).data;
      if (!page) return;
      yield* page.items;
      if (!page.paging.nextCursor) return;
      cursor = page.paging.nextCursor;
    }
  }
  return Object.assign(client, { paginate, changes });
};

/**
 * Verifies a webhook POST (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the transport's `whsec_` secret and returns its payload. Throws when
 * the signature does not match or the timestamp is more than five minutes off. Pass the body
 * exactly as received.
 */
export const verifyWebhook = <T = unknown>(
  headers: Record<string, string | string[] | undefined> | Headers,
  body: string,
  secret: string,
): T => {
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [key, value] of entries)
    if (value !== undefined) plain[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new Webhook(secret).verify(body, plain) as T;
};
