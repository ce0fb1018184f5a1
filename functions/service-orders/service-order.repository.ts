import { nowIso } from '#shared/clock.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { createPut, getRecord, type PlainEntity, replacePut } from '#shared/db/plain-entity.ts';
import { gsi1Pages } from '#shared/db/plain-entity-pages.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ServiceOrderRecord } from './service-order.schema.ts';

/** Partition-key template of a store's service-order number counter (shared/db/key-patterns.ts). */
export const SERVICE_ORDER_NUMBER_KEY = 'T#${tenantUid}#SERVICE_ORDERNUMBER#${storeUid}';

/**
 * I/O of service orders.
 *
 * The order item is ServiceOrderEntity's (service-order.entity.ts), read and written with plain
 * DocumentClient calls so that the service-orders function bundles no ElectroDB, and the privacy
 * functions, which export and erase a customer's orders, do not take it in through them
 * (docs/decisions/bundles.md); test/unit/service-orders/service-order-repository.test.ts compares
 * every call with the entity's.
 */

/** ServiceOrderEntity's item: its identifiers, attributes and key templates. */
const SERVICE_ORDER_ITEM: PlainEntity<
  ServiceOrderRecord,
  'tenantUid' | 'serviceOrderUid',
  'tenantUid' | 'customerUid'
> = {
  identifiers: { __edb_e__: 'serviceOrder', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    serviceOrderUid: 'required',
    storeUid: 'required',
    serviceOrderNumber: 'required',
    serviceOrderSeq: 'required',
    state: 'required',
    customerUid: 'required',
    customer: 'required',
    items: 'required',
    problemDescription: 'required',
    estimate: 'optional',
    notes: 'required',
    history: 'required',
    erasedAt: 'optional',
    createdBy: 'required',
    lastModifiedBy: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, serviceOrderUid }) => ({
    pk: `T#${tenantUid}#SERVICE_ORDER#${serviceOrderUid}`,
    sk: 'SERVICE_ORDER',
  }),
  gsi1: {
    pk: ({ tenantUid, customerUid }) => `T#${tenantUid}#SERVICE_ORDERS#CUSTOMER#${customerUid}`,
    skPrefix: '',
    skAttribute: ['createdAt', 'serviceOrderUid'],
  },
};

export const getServiceOrder = (
  tenantUid: string,
  serviceOrderUid: string,
): Promise<ServiceOrderRecord | undefined> => getRecord(SERVICE_ORDER_ITEM, { tenantUid, serviceOrderUid });

/**
 * Takes the store's next service-order number with one atomic increment
 * (`T#<t>#SERVICE_ORDERNUMBER#<s>`): concurrent intakes never race for it, and an order whose write
 * then fails leaves its number unused, as order numbers do (functions/sales/counter.repository.ts).
 */
export const takeServiceOrderNumber = async (tenantUid: string, storeUid: string): Promise<number> => {
  const now = nowIso();
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `T#${tenantUid}#SERVICE_ORDERNUMBER#${storeUid}`, sk: 'COUNTER' },
      UpdateExpression:
        'SET #value = if_not_exists(#value, :zero) + :one, version = if_not_exists(#value, :zero) + :one, lastModifiedAt = :now, createdAt = if_not_exists(createdAt, :now), recordType = :type',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':type': 'COUNTER' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.value as number;
};

export const createServiceOrderOp = (record: ServiceOrderRecord): TransactOp => ({
  item: { Put: createPut(SERVICE_ORDER_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`service order '${record.serviceOrderUid}' already exists`, {
      errors: [{ path: 'body.serviceOrderUid', message: 'is taken' }],
    }),
});

/**
 * The order at its next version, on condition that it is still at the version it was read at.
 * A failed condition is a lost race: the change is decided again from a fresh read.
 */
export const replaceServiceOrderOp = (record: ServiceOrderRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(SERVICE_ORDER_ITEM, record, expectedVersion) },
  onConditionFailed: () =>
    new RaceError(`service order '${record.serviceOrderUid}' was changed concurrently; retry`),
});

/**
 * A customer's service orders, oldest first, a page at a time (gsi1): the GDPR export and erase
 * read them with bounded memory however long the history is. The pages are the ones the entity's
 * `byCustomer` query gave with `count: pageSize` and its cursor (plain-entity-pages.ts).
 */
export const customerServiceOrderPages = (
  tenantUid: string,
  customerUid: string,
  pageSize = 25,
): AsyncGenerator<ServiceOrderRecord[]> =>
  gsi1Pages(SERVICE_ORDER_ITEM, { tenantUid, customerUid }, { order: 'asc', count: pageSize });
