import * as z from 'zod/mini';
import { Uid } from '#shared/schema/common.ts';

/**
 * Path parameters of the routes. Every path starts at a tenant, many go on to a store, and each
 * further segment names one record by its uid; declared here once, so that the same segment is
 * validated and documented the same way on every route. Keys are in path order: the OpenAPI
 * document lists the parameters in that order.
 */

/**
 * `base` with one more uid path parameter per name, after its own:
 * `withUids(StoreParams, 'orderUid')` is `{ tenantUid, storeUid, orderUid }`.
 */
export const withUids = <S extends z.core.$ZodShape, const K extends readonly string[]>(
  base: z.ZodMiniObject<S>,
  ...names: K
) => z.extend(base, Object.fromEntries(names.map((name) => [name, Uid])) as { [P in K[number]]: typeof Uid });

/** `/tenants/{tenantUid}`. */
export const TenantParams = z.object({ tenantUid: Uid });

/** `/tenants/{tenantUid}/stores/{storeUid}`. */
export const StoreParams = withUids(TenantParams, 'storeUid');
