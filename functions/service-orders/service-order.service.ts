import { randomUUID } from 'node:crypto';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { RECORD_RACE_POLICY, retryOnRace } from '#shared/db/race.ts';
import { assertReferencesExist, readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { pendingMarkerOp, readIndexed } from '#shared/search/pending.ts';
import { getServiceOrder, replaceServiceOrderOp } from './service-order.repository.ts';
import type {
  ItemInputValue,
  ServiceOrderCustomer,
  ServiceOrderItemRecord,
  ServiceOrderRecord,
  ServiceOrderSearchInput,
} from './service-order.schema.ts';
import { type ServiceOrderValue, toServiceOrderResponse } from './service-order-response.schema.ts';
import { FINAL_STATES } from './service-order-rules.ts';
import { findServiceOrderPage } from './service-order-search.repository.ts';
import { SERVICE_ORDERS_TABLE } from './service-order-search.table.ts';

/** Reads, lists and the shared steps of service-order writes (docs/decisions/service-orders.md). */

/** The order of the store, or a 404 (an order of another store or tenant is not found). */
export const loadServiceOrder = async (
  tenantUid: string,
  storeUid: string,
  serviceOrderUid: string,
): Promise<ServiceOrderRecord> => {
  const so = await getServiceOrder(tenantUid, serviceOrderUid);
  if (!so || so.storeUid !== storeUid)
    throw NotFoundError.record('service order', serviceOrderUid, 'params.serviceOrderUid');
  return so;
};

export const respond = (so: ServiceOrderRecord): Versioned<ServiceOrderValue> => ({
  body: toServiceOrderResponse(so),
  version: so.version,
});

/** The read-your-writes marker of a write of `so`: the writer's next search shows it. */
export const markerOp = (so: ServiceOrderRecord) =>
  pendingMarkerOp(SERVICE_ORDERS_TABLE, so.tenantUid, so.serviceOrderUid, so.lastModifiedAt);

const CUSTOMER_FIELDS = [
  'displayName',
  'firstname',
  'lastname',
  'companyName',
  'email',
  'mobile',
  'erasedAt',
] as const;

/**
 * The customer's names and contact to copy onto the order, read beside the check of every
 * reference (`refs`), so that one 404 names each missing one (`body.customerUid`, the path's
 * store, the items' products); a 422 when the customer was erased (no new record may carry it).
 */
export const readCustomerCopy = async (
  tenantUid: string,
  customerUid: string,
  refs: Promise<void>,
): Promise<ServiceOrderCustomer> => {
  const [found] = await Promise.all([
    readReferenceFields(tenantUid, 'customer', customerUid, CUSTOMER_FIELDS),
    refs,
  ]);
  if (!found) throw NotFoundError.record('customer', customerUid, 'body.customerUid');
  const { erasedAt, ...customer } = found;
  if (erasedAt) {
    throw new UnprocessableError(`customer '${customerUid}' was erased; a service order cannot name it`, {
      errors: [{ path: 'body.customerUid', message: 'names an erased customer' }],
    });
  }
  return customer;
};

/** 404 naming each missing one: the customer, the path's store and the items' products (one BatchGet). */
export const assertReferences = (
  tenantUid: string,
  refs: { customerUid?: string; storeUid?: string; items?: readonly ItemInputValue[] | undefined },
): Promise<void> =>
  assertReferencesExist(tenantUid, [
    ...(refs.customerUid
      ? [{ kind: 'customer' as const, uid: refs.customerUid, path: 'body.customerUid' }]
      : []),
    ...(refs.storeUid ? [{ kind: 'store' as const, uid: refs.storeUid, path: 'params.storeUid' }] : []),
    ...(refs.items ?? []).flatMap((item, i) =>
      item.productUid
        ? [{ kind: 'product' as const, uid: item.productUid, path: `body.items.${i}.productUid` }]
        : [],
    ),
  ]);

/** The items as stored: a uid each, an absent product as ''. */
export const toItems = (items: readonly ItemInputValue[]): ServiceOrderItemRecord[] =>
  items.map((item) => ({
    serviceOrderItemUid: item.serviceOrderItemUid ?? randomUUID(),
    description: item.description,
    productUid: item.productUid ?? '',
    serialNumber: item.serialNumber,
    condition: item.condition,
    accessories: item.accessories,
  }));

/**
 * Reads the order, lets `change` decide its next version (undefined: nothing to write) and writes
 * it with its marker; a concurrent change of the same order is retried from a fresh read.
 */
export const changeServiceOrder = (
  auth: AuthContext,
  ids: { storeUid: string; serviceOrderUid: string },
  expectedVersion: number | undefined,
  change: (current: ServiceOrderRecord) => Promise<Partial<ServiceOrderRecord> | undefined>,
) =>
  retryOnRace(async () => {
    const current = await loadServiceOrder(auth.tenantUid, ids.storeUid, ids.serviceOrderUid);
    assertVersion(expectedVersion, current, `service order '${ids.serviceOrderUid}'`);
    const patch = await change(current);
    if (!patch) return respond(current);
    const next: ServiceOrderRecord = {
      ...current,
      ...patch,
      lastModifiedBy: userUidOf(auth),
      lastModifiedAt: nowIso(),
      version: current.version + 1,
    };
    await commit([replaceServiceOrderOp(next, current.version), markerOp(next)]);
    return respond(next);
  }, RECORD_RACE_POLICY);

/** 409 for an order that is PICKED_UP or CANCELLED: only notes are added to it. */
export const assertOpen = (so: ServiceOrderRecord, what: string): void => {
  if (FINAL_STATES.includes(so.state))
    throw new ConflictError(
      `service order '${so.serviceOrderUid}' is ${so.state}: its ${what} cannot change`,
    );
};

export const readServiceOrder = async (tenantUid: string, storeUid: string, serviceOrderUid: string) =>
  respond(await loadServiceOrder(tenantUid, storeUid, serviceOrderUid));

/** `POST /service-orders/search`: the tenant's service orders by store, customer, state, serial and text. */
export const searchServiceOrders = async (
  tenantUid: string,
  search: ServiceOrderSearchInput,
  paging: PagingInput,
) => {
  const page = resolvePage(paging, { sortBy: 'createdAt', sortDirection: 'DESC' });
  const found = await readIndexed(tenantUid, [SERVICE_ORDERS_TABLE], () =>
    findServiceOrderPage(tenantUid, search, page),
  );
  return { items: found.items.map(toServiceOrderResponse), paging: found.paging };
};

/**
 * `GET /stores/{s}/service-orders`: the store's service orders. The kernel's store check has
 * already answered 404 for an unknown store (shared/http/store-check.ts), so nothing reads it again.
 */
export const listStoreServiceOrders = (tenantUid: string, storeUid: string, paging: PagingInput) =>
  searchServiceOrders(tenantUid, { storeUids: [storeUid] }, paging);
