import { indexChangesPage } from '#shared/db/changes-index.ts';
import { createPut, getRecord, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { encodeCursor, gsi1Input, gsi1Page, gsi1StartKey } from '#shared/db/plain-entity-pages.ts';
import { parseItems } from '#shared/db/plain-entity-parse.ts';
import type { Condition } from '#shared/db/plain-entity-where.ts';
import { countQuery } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import { PURCHASE_ORDER_ITEM } from './inventory-items.ts';
import type { PurchaseOrderRecord } from './purchase-order.schema.ts';
import type { PurchaseOrderState, PurchaseOrderType } from './purchase-order-rules.ts';

/**
 * I/O of purchase orders. The item is PurchaseOrderEntity's (PURCHASE_ORDER_ITEM,
 * inventory-items.ts), read and written with plain DocumentClient calls;
 * test/unit/inventory/purchase-order-repository.test.ts compares every call with the entity's,
 * the list's pages and cursors included.
 */

export const getPurchaseOrder = (
  tenantUid: string,
  purchaseOrderUid: string,
): Promise<PurchaseOrderRecord | undefined> =>
  getRecord(PURCHASE_ORDER_ITEM, { tenantUid, purchaseOrderUid });

export type PurchaseOrderFilter = {
  state?: PurchaseOrderState | undefined;
  type?: PurchaseOrderType | undefined;
  warehouseUid?: string | undefined;
  supplierUid?: string | undefined;
};

/**
 * The filters as the entity's `where` writes them for the tenant's orders (`#state = :state0 AND
 * ...`, in this order), undefined when none is given.
 */
const listFilter = (filter: PurchaseOrderFilter): Condition | undefined => {
  const given = (['state', 'type', 'warehouseUid', 'supplierUid'] as const).filter((k) => filter[k]);
  if (given.length === 0) return undefined;
  return {
    expression: given.map((k) => `#${k} = :${k}0`).join(' AND '),
    values: Object.fromEntries(given.map((k) => [`:${k}0`, filter[k]])),
  };
};

/**
 * A page of the tenant's orders, newest first, from `after` (the cursor of the page before, as
 * ElectroDB gave it). Reading goes on until the page is full or the orders end.
 */
export const purchaseOrderPage = async (
  tenantUid: string,
  filter: PurchaseOrderFilter,
  after: string | undefined,
  pageSize: number,
) => {
  const options = { order: 'desc', count: pageSize, filter: listFilter(filter) } as const;
  try {
    const start = gsi1StartKey(after);
    const { records, next } = await gsi1Page(PURCHASE_ORDER_ITEM, { tenantUid }, options, start);
    return { items: records, next: next ? encodeCursor(next) : null };
  } catch (error) {
    // A cursor this list did not give (garbled, or another list's key): the caller's mistake.
    // DynamoDB's ValidationException comes through as the SDK's error (ElectroDB wrapped it).
    const { name, message } = error as { name?: string; message?: string };
    if (after !== undefined && (/cursor/i.test(message ?? '') || name === 'ValidationException'))
      throw ValidationError.field('query.cursor', 'is not a cursor this list gave');
    throw error;
  }
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
  return { ...found, items: parseItems(PURCHASE_ORDER_ITEM, found.items) };
};

/** How many orders match the filters: one Select COUNT query of the tenant's orders on the index. */
export const countPurchaseOrders = (tenantUid: string, filter: PurchaseOrderFilter): Promise<number> => {
  const { TableName: _table, ...input } = gsi1Input(
    PURCHASE_ORDER_ITEM,
    { tenantUid },
    { filter: listFilter(filter) },
  );
  return countQuery(input);
};

export const createPurchaseOrderOp = (record: PurchaseOrderRecord): TransactOp => ({
  item: { Put: createPut(PURCHASE_ORDER_ITEM, record) },
  onConditionFailed: () => new ConflictError(`purchase order '${record.purchaseOrderUid}' already exists`),
});

/**
 * The order at its next version, on condition that it is still at the version it was read at.
 * A failed condition is a lost race (RaceError): the change is decided again from a fresh read.
 */
export const replacePurchaseOrderOp = (record: PurchaseOrderRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(PURCHASE_ORDER_ITEM, record, expectedVersion) },
  onConditionFailed: () =>
    new RaceError(`purchase order '${record.purchaseOrderUid}' was changed concurrently; retry`),
});

export const deletePurchaseOrderOp = (record: PurchaseOrderRecord): TransactOp => ({
  item: { Delete: versionedDelete(PURCHASE_ORDER_ITEM, record, record.version) },
  onConditionFailed: () => ConflictError.concurrent('purchase order', record.purchaseOrderUid),
});
