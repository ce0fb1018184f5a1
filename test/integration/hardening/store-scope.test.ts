import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { allRoutes } from '#functions/registry.ts';
import { USER_SCHEMES } from '#shared/auth/model.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { STORE_SCOPE_PREFIX } from '#shared/http/store-scope.ts';
import { call, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/**
 * Every route under a store answers 404 naming `params.storeUid` when the store does not exist
 * (docs/conventions.md, "Status codes"): walked from the route tables, so a route added later is
 * walked too. Writes are sent with their documented example body, which the route must accept
 * (else the 400 would come first); the same write under the store once it exists is not a 404
 * naming the store.
 */
const tenant = uniqueTenant('scope');
const scoped = allRoutes().filter(
  ({ route }) =>
    route.path.startsWith(STORE_SCOPE_PREFIX) &&
    route.auth !== 'public' &&
    (route.auth.schemes ?? USER_SCHEMES).includes('access'),
);

/** Queries the walk sends where the query has required members and no example. */
const QUERIES: Record<string, Record<string, string>> = {
  resolveProductGroupMapping: { productUid: 'product-1' },
  exportSafT: { from: '2026-01-01', to: '2026-01-31' },
};

/** The documented example of a request schema, when the schema accepts it. */
const exampleOf = (schema: z.ZodMiniType | undefined): unknown => {
  if (!schema) return undefined;
  const example = (z.globalRegistry.get(schema) as { example?: unknown } | undefined)?.example;
  return example !== undefined && schema.safeParse(example).success ? example : undefined;
};

/** A made-up value of a path parameter its schema accepts: `<name>-1`, or `1` for a number. */
const madeUpParam = (route: RouteDef, name: string): string => {
  const made = `${name.replace(/Uid$/, '')}-1`;
  const shape = route.request?.params?.shape as
    | Record<string, { safeParse: (v: unknown) => { success: boolean } }>
    | undefined;
  return shape?.[name] && !shape[name].safeParse(made).success ? '1' : made;
};

/** The route's path with the unknown store and made-up uids for its other ids. */
const pathOf = (route: RouteDef, storeUid: string, query: unknown): string => {
  const path = route.path
    .replace('{tenantUid}', tenant)
    .replace('{storeUid}', storeUid)
    .replace(/\{(\w+)\}/g, (_, name: string) => madeUpParam(route, name));
  const params = new URLSearchParams(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  return `${path}${params.size ? `?${params}` : ''}`;
};

/** The query the walk sends: none when the route needs none, else QUERIES or the documented example. */
const queryFor = (operationId: string, route: RouteDef): unknown => {
  const query = route.request?.query;
  if (!query || query.safeParse({}).success) return undefined;
  return QUERIES[operationId] ?? exampleOf(query);
};

/** Whether the request can be sent valid: a body (and a query) that its schemas accept. */
const sendable = (operationId: string, route: RouteDef) => {
  const query = route.request?.query;
  const queryOk = !query || query.safeParse(queryFor(operationId, route) ?? {}).success;
  const body = route.request?.body;
  const bodyOk = !body || route.request?.bodyOptional || exampleOf(body) !== undefined;
  return queryOk && bodyOk;
};

const send = async (operationId: string, route: RouteDef, storeUid: string) => {
  const bearer = await token({ tenant, permissions: 'all', access: 'ADMIN' });
  return call(route.method, pathOf(route, storeUid, queryFor(operationId, route)), {
    token: bearer,
    ...(route.request?.body ? { body: exampleOf(route.request.body) ?? {} } : {}),
  });
};

const storePaths = (res: { body?: { errors?: Array<{ path: string }> } }) =>
  (res.body?.errors ?? []).map((e) => e.path);

describe('routes under a store that does not exist', () => {
  it('walks every list and read under a store (none can be left out)', () => {
    const gets = scoped.filter(({ route }) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(15);
    expect(
      gets.filter(({ operationId, route }) => !sendable(operationId, route)).map((r) => r.operationId),
    ).toEqual([]);
  });

  it.each(
    scoped
      .filter(({ operationId, route }) => sendable(operationId, route))
      .map((r) => [`${r.route.method} ${r.route.path}`, r.operationId, r.route] as const),
  )('%s answers 404 naming params.storeUid', async (_, operationId, route) => {
    const res = await send(operationId, route, uniqueUid('nostore'));
    expect(res.status, res.text).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(storePaths(res)).toEqual(['params.storeUid']);
  });

  it('lets the same requests reach their operation once the store exists', async () => {
    const storeUid = await ensureStore(tenant, uniqueUid('store'));
    const lists = scoped.filter(
      ({ operationId, route }) => route.method === 'GET' && sendable(operationId, route),
    );
    for (const { operationId, route } of lists) {
      const res = await send(operationId, route, storeUid);
      // Past the store check: whatever the operation answers, it is not the unknown store's 404.
      expect(
        res.status === 404 && storePaths(res).includes('params.storeUid'),
        `${route.method} ${route.path}`,
      ).toBe(false);
    }
  });
});
