import { describe, expect, it } from 'vitest';
import { allRoutes } from '#functions/registry.ts';
import { StoreParams, TenantParams, withUids } from '#shared/schema/params.ts';

describe('path parameters', () => {
  it('withUids appends uid parameters after those of its base, each validated as a UID', () => {
    const params = withUids(StoreParams, 'receiptUid', 'settlementUid');
    expect(Object.keys(params.shape)).toEqual(['tenantUid', 'storeUid', 'receiptUid', 'settlementUid']);
    expect(
      params.safeParse({ tenantUid: 't', storeUid: 's', receiptUid: 'r', settlementUid: 'x' }).success,
    ).toBe(true);
    expect(
      params.safeParse({ tenantUid: 't', storeUid: 's', receiptUid: 'r', settlementUid: 'a b' }).success,
    ).toBe(false);
    // The base is not changed.
    expect(Object.keys(StoreParams.shape)).toEqual(['tenantUid', 'storeUid']);
    expect(Object.keys(TenantParams.shape)).toEqual(['tenantUid']);
  });

  it('every route declares exactly the parameters of its path, in path order', () => {
    for (const { operationId, route } of allRoutes()) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = Object.keys(route.request?.params?.shape ?? {});
      expect(declared, `${operationId} ${route.path}`).toEqual(inPath);
    }
  });
});
