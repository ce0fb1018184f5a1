import { describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '#shared/auth/model.ts';
import type { HttpState } from '#shared/http/http-state.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { httpStoreScope } from '#shared/http/store-check.ts';
import { checksStore } from '#shared/http/store-scope.ts';

const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  method: 'GET',
  path,
  summary: 'x',
  auth: { permissions: [] },
  success: { status: 200, description: 'x' },
  ...extra,
});

describe('which routes have their store checked', () => {
  it('checks every authenticated route under a store, not the store itself', () => {
    expect(checksStore(route('/tenants/{tenantUid}/stores/{storeUid}/tills'))).toBe(true);
    expect(checksStore(route('/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}'))).toBe(true);
    expect(checksStore(route('/tenants/{tenantUid}/stores/{storeUid}'))).toBe(false);
    expect(checksStore(route('/tenants/{tenantUid}/stores'))).toBe(false);
    expect(checksStore(route('/tenants/{tenantUid}/stores/{storeUid}/x', { auth: 'public' }))).toBe(false);
    expect(checksStore(route('/tenants/{tenantUid}/stores/{storeUid}/x', { storeCheck: 'operation' }))).toBe(
      false,
    );
  });
});

describe('httpStoreScope', () => {
  const auth = { tenantUid: 't1' } as AuthContext;
  const request = (state: Partial<HttpState>) =>
    ({ context: { http: { requestId: 'r', instance: '/', headers: {}, ...state } } }) as never;
  const under = route('/tenants/{tenantUid}/stores/{storeUid}/tills');

  it('answers 404 naming params.storeUid for a store the tenant does not have', async () => {
    const exists = vi.fn(async () => false);
    const check = httpStoreScope(exists).before!;
    const input = { params: { tenantUid: 't1', storeUid: 's9' }, query: {}, body: undefined };
    await expect(check(request({ route: under, auth, input }))).rejects.toMatchObject({
      status: 404,
      errors: [{ path: 'params.storeUid', message: "store 's9' was not found" }],
    });
    expect(exists).toHaveBeenCalledWith('t1', 's9');
  });

  it('reads the store once per request and not at all for other routes', async () => {
    const exists = vi.fn(async () => true);
    const check = httpStoreScope(exists).before!;
    const input = { params: { tenantUid: 't1', storeUid: 's1' }, query: {}, body: undefined };
    const one = request({ route: under, auth, input });
    await check(one);
    await check(one);
    expect(exists).toHaveBeenCalledTimes(1);
    await check(request({ route: route('/tenants/{tenantUid}/stores/{storeUid}'), auth, input }));
    expect(exists).toHaveBeenCalledTimes(1);
  });
});
