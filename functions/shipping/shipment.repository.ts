import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { createPut, type PlainEntity } from '#shared/db/plain-entity.ts';
import { queryPage } from '#shared/db/plain-entity-pages.ts';
import { patchInput } from '#shared/db/plain-entity-where.ts';
import { countQuery } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ShipmentRecord } from './shipment.schema.ts';

/**
 * I/O of shipments and of the tenant's parcel serial counter.
 *
 * The shipment item is ShipmentEntity's (shipment.entity.ts), read and written with plain
 * DocumentClient calls so that the shipping function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/shipping/shipment-repository.test.ts compares every
 * call with the entity's.
 */

type StoredShipment = Omit<ShipmentRecord, 'labelZpl'> & {
  labelZpl: string;
  lastModifiedAt: string;
  version: number;
};

type ShipmentKey = 'tenantUid' | 'orderUid' | 'shipmentUid';

/** An order's partition and the prefix of its shipments' sort keys. */
const partitionOf = (tenantUid: string, orderUid: string) => ({
  pk: `T#${tenantUid}#SHIPMENT#${orderUid}`,
  skPrefix: 'SHIPMENT#',
});

/** ShipmentEntity's item: its identifiers, attributes and key template (no gsi1). */
const SHIPMENT_ITEM: PlainEntity<StoredShipment, ShipmentKey> & { keyAttributes: readonly ShipmentKey[] } = {
  identifiers: { __edb_e__: 'shipment', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    orderUid: 'required',
    shipmentUid: 'required',
    storeUid: 'required',
    orderNumber: 'required',
    deliveryProviderUid: 'required',
    deliveryMethodUid: 'required',
    deliveryMethodName: 'required',
    trackingNumber: 'required',
    parcels: 'required',
    totalWeightGrams: 'required',
    orderItemUids: 'required',
    sender: 'required',
    receiver: 'required',
    reference: 'required',
    labelPdf: 'required',
    labelZpl: 'required',
    createdBy: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, orderUid, shipmentUid }) => ({
    pk: partitionOf(tenantUid, orderUid).pk,
    sk: `${partitionOf(tenantUid, orderUid).skPrefix}${shipmentUid}`,
  }),
  keyAttributes: ['tenantUid', 'orderUid', 'shipmentUid'],
};

const toRecord = ({ lastModifiedAt: _m, version: _v, ...item }: StoredShipment): ShipmentRecord => ({
  ...item,
  labelZpl: item.labelZpl === '' ? null : item.labelZpl,
});

export const createShipmentOp = (record: ShipmentRecord): TransactOp => ({
  item: {
    Put: createPut(SHIPMENT_ITEM, {
      ...record,
      labelZpl: record.labelZpl ?? '',
      lastModifiedAt: record.createdAt,
      version: 1,
    }),
  },
  onConditionFailed: () => new ConflictError(`shipment '${record.shipmentUid}' already exists`),
});

/**
 * The Query of the order's shipments: `ShipmentEntity.query.byOrder({ tenantUid, orderUid })`,
 * narrowed to the sort keys after the shipment `after` when given (`.gt({ shipmentUid: after })`).
 * Written in the entity's member order, which differs between the two.
 */
const shipmentQuery = (tenantUid: string, orderUid: string, after?: string) => {
  const { pk, skPrefix } = partitionOf(tenantUid, orderUid);
  const names = { '#pk': 'pk', '#sk1': 'sk' };
  if (!after)
    return {
      KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
      TableName: tableName(),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':pk': pk, ':sk1': skPrefix },
    };
  return {
    TableName: tableName(),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':pk': pk, ':sk1': `${skPrefix}${after}` },
    KeyConditionExpression: '#pk = :pk and #sk1 > :sk1',
  };
};

/**
 * A page of an order's shipments in creation order, after the shipment `after`: one consistent
 * Query of at most `limit` items (`query.byOrder(...).gt(...).go({ limit, consistent: true })`).
 */
export const shipmentPage = async (
  tenantUid: string,
  orderUid: string,
  after: string | undefined,
  limit: number,
): Promise<ShipmentRecord[]> => {
  const query = { ...shipmentQuery(tenantUid, orderUid, after), ConsistentRead: true, Limit: limit };
  return (await queryPage<StoredShipment>(SHIPMENT_ITEM, query)).map(toRecord);
};

/** How many shipments the order has: one Select COUNT query of the order's shipments. */
export const countShipments = (tenantUid: string, orderUid: string): Promise<number> => {
  const { TableName: _table, ...input } = shipmentQuery(tenantUid, orderUid);
  return countQuery(input);
};

/** What an erase leaves of a shipment's copies of its receiver (shipment-privacy.service.ts). */
export type ShipmentErasure = Pick<ShipmentRecord, 'tenantUid' | 'orderUid' | 'shipmentUid' | 'receiver'>;

/**
 * Replaces the receiver with its erased copy and drops the reference and the rendered label
 * documents (a shipment never changes after its put, so no version is compared; two erases write
 * the same). The documents become '' (the response answers `labels: null`).
 */
export const eraseShipment = async (erased: ShipmentErasure, now: string): Promise<void> => {
  const { tenantUid, orderUid, shipmentUid, receiver } = erased;
  // ShipmentEntity.patch(key).set(...).add({ version: 1 }).go({ response: 'none' }): fails, as
  // that did, when the shipment is gone.
  await documentClient.send(
    new UpdateCommand(
      patchInput(
        SHIPMENT_ITEM,
        { tenantUid, orderUid, shipmentUid },
        {
          set: { receiver, reference: '', labelPdf: '', labelZpl: '', lastModifiedAt: now },
          add: { version: 1 },
        },
        'NONE',
      ),
    ),
  );
};

/**
 * Reserves `count` consecutive serials of the tenant's parcel counter with one atomic increment
 * and returns the first. A serial is spent even when the booking then fails (gaps, never repeats).
 */
export const reserveSerials = async (tenantUid: string, count: number): Promise<number> => {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `T#${tenantUid}#SHIPMENT#~serial`, sk: 'SERIAL' },
      UpdateExpression: 'SET #value = if_not_exists(#value, :zero) + :n, recordType = :type',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':zero': 0, ':n': count, ':type': 'COUNTER' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (Attributes?.value as number) - count + 1;
};
