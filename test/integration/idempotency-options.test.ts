import { describe, expect, it } from 'vitest';
import type { AuthContext } from '#shared/auth/model.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import type { HttpContext } from '#shared/http/http-state.ts';
import { httpIdempotency } from '#shared/http/idempotency.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { uniqueTenant, uniqueUid } from '#test/support/api.ts';

const route = {
  method: 'POST',
  path: '/tenants/{tenantUid}/things',
  summary: 'create a thing',
  auth: {},
  success: { status: 201, description: 'created' },
} as const satisfies RouteDef;

/** Claims a fresh key through the middleware and returns the stored claim's TTL in seconds from now. */
const claimTtl = async (middleware: ReturnType<typeof httpIdempotency>) => {
  const tenantUid = uniqueTenant();
  const key = uniqueUid('key');
  const context = {
    http: {
      requestId: 'r',
      instance: '/',
      route,
      auth: { tenantUid } as AuthContext,
      headers: { 'idempotency-key': key },
      rawBody: { name: 'x' },
    },
  } as unknown as HttpContext;
  const request = { event: {}, context, response: undefined, error: new Error('x'), internal: {} };
  const before = Math.floor(Date.now() / 1000);
  expect(await middleware.before!(request as never)).toBeUndefined();
  const Key = { pk: `T#${tenantUid}#IDEMPOTENCY#${key}`, sk: 'IDEMPOTENCY' };
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key }));
  // Released as a failed request would release it, so no claim is left behind.
  await middleware.onError!(request as never);
  expect(Item?.state).toBe('IN_PROGRESS');
  return Number(Item?.expiresAt) - before;
};

describe('httpIdempotency options', () => {
  it('keeps a key for 24 hours by default', async () => {
    const ttl = await claimTtl(httpIdempotency());
    expect(ttl).toBeGreaterThanOrEqual(24 * 3600);
    expect(ttl).toBeLessThanOrEqual(24 * 3600 + 5);
  });

  it('keeps it for ttlSeconds when given', async () => {
    const ttl = await claimTtl(httpIdempotency({ ttlSeconds: 600 }));
    expect(ttl).toBeGreaterThanOrEqual(600);
    expect(ttl).toBeLessThanOrEqual(605);
  });
});
