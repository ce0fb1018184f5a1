import { batchGetItems } from '#shared/db/batch-get.ts';
import { tableName } from '#shared/db/client.ts';
import { createPut, getRecord, type PlainEntity, replacePut } from '#shared/db/plain-entity.ts';
import { parseItems } from '#shared/db/plain-entity-parse.ts';
import { RaceError } from '#shared/db/race.ts';
import { REFERENCE_KEYS, readReferenceFields } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { OrderRecord } from './order.types.ts';

/*
 * The order item is OrderEntity's (order.entity.ts), read and written with plain DocumentClient
 * calls so that the functions that read orders (shipping, privacy) bundle no ElectroDB through
 * this module (docs/decisions/bundles.md); test/unit/sales/order-repository.test.ts compares every
 * call with the entity's.
 */

/** The key of an order item, as OrderEntity writes it (to read many in one BatchGet). */
export const orderKey = (tenantUid: string, orderUid: string) => ({
  pk: `T#${tenantUid}#ORDER#${orderUid}`,
  sk: 'ORDER',
});

/** OrderEntity's item: its identifiers, attributes (in the model's order) and key template. */
const ORDER_ITEM: PlainEntity<OrderRecord, 'tenantUid' | 'orderUid'> & {
  keyAttributes: readonly ('tenantUid' | 'orderUid')[];
} = {
  identifiers: { __edb_e__: 'order', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    orderUid: 'required',
    storeUid: 'required',
    orderNumber: 'required',
    orderSeq: 'required',
    customerUid: 'required',
    organizationUid: 'required',
    tenantUserUid: 'required',
    sellerDisplayName: 'required',
    currency: 'required',
    exchangeRate: 'required',
    status: 'required',
    state: 'required',
    orderType: 'optional',
    orderDate: 'optional',
    note: 'required',
    externalId: 'required',
    customerWords: 'required',
    address: 'required',
    items: 'required',
    totals: 'required',
    receipts: 'required',
    deliveries: 'optional',
    metadata: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, orderUid }) => orderKey(tenantUid, orderUid),
  keyAttributes: ['tenantUid', 'orderUid'],
};

/** Reads an order of the tenant (strongly consistent: it is read to be changed). */
export const getOrder = (tenantUid: string, orderUid: string): Promise<OrderRecord | undefined> =>
  getRecord(ORDER_ITEM, { tenantUid, orderUid });

/**
 * Reads many orders (BatchGet, 100 keys a call, strongly consistent); missing ones are left out.
 * The keys are built here and each item parsed once, not through the entity's batch get, which
 * built a chain of attribute operations per key (2-4 ms of CPU for a page of 50).
 */
export const getOrders = async (tenantUid: string, uids: readonly string[]): Promise<OrderRecord[]> => {
  const items = await batchGetItems(
    uids.map((orderUid) => orderKey(tenantUid, orderUid)),
    { consistent: true },
  );
  return parseItems(ORDER_ITEM, items);
};

/** The 409 of a create whose orderUid is taken. */
export const duplicateOrder = (orderUid: string) => new ConflictError(`order '${orderUid}' already exists`);

/** Creates an order; a duplicate orderUid is a 409, never an overwrite. */
export const createOrderOp = (record: OrderRecord): TransactOp => ({
  item: { Put: createPut(ORDER_ITEM, record) },
  onConditionFailed: () => duplicateOrder(record.orderUid),
});

/** Replaces an order if it still has the version that was read. */
export const replaceOrderOp = (record: OrderRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(ORDER_ITEM, record, expectedVersion) },
  onConditionFailed: () => new RaceError(`order '${record.orderUid}' was changed concurrently; retry`),
});

/** Asserts, inside a transaction, that an order was not changed since it was read. */
export const orderUnchangedOp = (tenantUid: string, orderUid: string, version: number): TransactOp => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: REFERENCE_KEYS.order(tenantUid, orderUid),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': version },
    },
  },
  onConditionFailed: () => new RaceError(`order '${orderUid}' was changed concurrently; retry`),
});

/** Customer fields copied onto orders (names, phone, e-mail). */
const CUSTOMER_SNAPSHOT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'mobile',
  'companyName',
  'pricelistUid',
  // Set when the customer was erased (GDPR): no new order may name it.
  'erasedAt',
] as const;
export type CustomerSnapshot = Record<(typeof CUSTOMER_SNAPSHOT_FIELDS)[number], string>;

/**
 * The customer's fields an order copies (the receipt search needs them) and its pricelist (the
 * price of catalogue lines), or undefined.
 */
export const readCustomerSnapshot = (
  tenantUid: string,
  customerUid: string,
): Promise<CustomerSnapshot | undefined> =>
  readReferenceFields(tenantUid, 'customer', customerUid, CUSTOMER_SNAPSHOT_FIELDS);
