import { indexChangesPage } from '#shared/db/changes-index.ts';
import { countQuery } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import { PurchaseOrderEntity } from './purchase-order.entity.ts';
import type { PurchaseOrderRecord } from './purchase-order.schema.ts';
import type { PurchaseOrderState, PurchaseOrderType } from './purchase-order-rules.ts';

/** I/O of purchase orders. */

export const getPurchaseOrder = async (
  tenantUid: string,
  purchaseOrderUid: string,
): Promise<PurchaseOrderRecord | undefined> =>
  ((await PurchaseOrderEntity.get({ tenantUid, purchaseOrderUid }).go({ consistent: true })).data ??
    undefined) as PurchaseOrderRecord | undefined;

export type PurchaseOrderFilter = {
  state?: PurchaseOrderState | undefined;
  type?: PurchaseOrderType | undefined;
  warehouseUid?: string | undefined;
  supplierUid?: string | undefined;
};

/** The tenant's orders, newest first, the filters applied to the items read. */
const filteredOrders = (tenantUid: string, filter: PurchaseOrderFilter) =>
  PurchaseOrderEntity.query
    .byTenant({ tenantUid })
    .where((a, { eq }) =>
      [
        filter.state && eq(a.state, filter.state),
        filter.type && eq(a.type, filter.type),
        filter.warehouseUid && eq(a.warehouseUid, filter.warehouseUid),
        filter.supplierUid && eq(a.supplierUid, filter.supplierUid),
      ]
        .filter(Boolean)
        .join(' AND '),
    );

/**
 * A page of the tenant's orders, newest first, from `after` (the ElectroDB cursor of the page
 * before). Reading goes on until the page is full or the orders end.
 */
export const purchaseOrderPage = async (
  tenantUid: string,
  filter: PurchaseOrderFilter,
  after: string | undefined,
  pageSize: number,
) => {
  const { data, cursor } = await filteredOrders(tenantUid, filter)
    .go({ order: 'desc', count: pageSize, cursor: after ?? null })
    .catch((error: unknown) => {
      // A cursor this list did not give (garbled, or another list's key): the caller's mistake.
      const { name, message } = error as { name?: string; message?: string };
      if (after !== undefined && (/cursor/i.test(message ?? '') || name === 'ValidationException'))
        throw ValidationError.field('query.cursor', 'is not a cursor this list gave');
      throw error;
    });
  return { items: data as PurchaseOrderRecord[], next: cursor ?? null };
};

/** The filters as a FilterExpression of the changes index, undefined when none is given. */
const changesFilter = (filter: PurchaseOrderFilter) => {
  const given = Object.entries(filter).filter(([, v]) => v !== undefined);
  if (given.length === 0) return undefined;
  return {
    expression: given.map(([k]) => `#f_${k} = :f_${k}`).join(' AND '),
    names: Object.fromEntries(given.map(([k]) => [`#f_${k}`, k])),
    values: Object.fromEntries(given.map(([k, v]) => [`:f_${k}`, v])),
  };
};

/** The tenant's orders matching the filters changed since a time or a cursor, by (lastModifiedAt, uid). */
export const purchaseOrderChangesPage = async (
  tenantUid: string,
  filter: PurchaseOrderFilter,
  request: ChangesRequest,
) => {
  const found = await indexChangesPage({
    pk: `T#${tenantUid}#PURCHASEORDERCHANGES`,
    list: 'purchase-orders',
    tenantUid,
    request,
    filter: changesFilter(filter),
  });
  const { data } = PurchaseOrderEntity.parse({ Items: found.items });
  return { ...found, items: data as PurchaseOrderRecord[] };
};

/** How many orders match the filters: one Select COUNT query of the tenant's orders on the index. */
export const countPurchaseOrders = (tenantUid: string, filter: PurchaseOrderFilter): Promise<number> => {
  const {
    TableName: _table,
    Limit: _limit,
    ...input
  } = filteredOrders(tenantUid, filter).params() as Record<string, unknown>;
  return countQuery(input as Parameters<typeof countQuery>[0]);
};

export const createPurchaseOrderOp = (record: PurchaseOrderRecord): TransactOp => ({
  item: { Put: PurchaseOrderEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`purchase order '${record.purchaseOrderUid}' already exists`),
});

/**
 * The order at its next version, on condition that it is still at the version it was read at.
 * A failed condition is a lost race (RaceError): the change is decided again from a fresh read.
 */
export const replacePurchaseOrderOp = (record: PurchaseOrderRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: PurchaseOrderEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () =>
    new RaceError(`purchase order '${record.purchaseOrderUid}' was changed concurrently; retry`),
});

export const deletePurchaseOrderOp = (record: PurchaseOrderRecord): TransactOp => ({
  item: {
    Delete: PurchaseOrderEntity.delete({
      tenantUid: record.tenantUid,
      purchaseOrderUid: record.purchaseOrderUid,
    })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('purchase order', record.purchaseOrderUid),
});
