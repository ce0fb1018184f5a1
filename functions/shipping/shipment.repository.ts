import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import { countQuery } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ShipmentEntity } from './shipment.entity.ts';
import type { ShipmentRecord } from './shipment.schema.ts';

/** I/O of shipments and of the tenant's parcel serial counter. */

type StoredShipment = Omit<ShipmentRecord, 'labelZpl'> & {
  labelZpl: string;
  lastModifiedAt: string;
  version: number;
};

const toRecord = ({ lastModifiedAt: _m, version: _v, ...item }: StoredShipment): ShipmentRecord => ({
  ...item,
  labelZpl: item.labelZpl === '' ? null : item.labelZpl,
});

export const createShipmentOp = (record: ShipmentRecord): TransactOp => ({
  item: {
    Put: ShipmentEntity.create({
      ...record,
      labelZpl: record.labelZpl ?? '',
      lastModifiedAt: record.createdAt,
      version: 1,
    }).params(),
  },
  onConditionFailed: () => new ConflictError(`shipment '${record.shipmentUid}' already exists`),
});

/** A page of an order's shipments in creation order, after the shipment `after`. */
export const shipmentPage = async (
  tenantUid: string,
  orderUid: string,
  after: string | undefined,
  limit: number,
): Promise<ShipmentRecord[]> => {
  const query = ShipmentEntity.query.byOrder({ tenantUid, orderUid });
  const { data } = await (after ? query.gt({ shipmentUid: after }) : query).go({ limit, consistent: true });
  return (data as StoredShipment[]).map(toRecord);
};

/** How many shipments the order has: one Select COUNT query of the order's shipments. */
export const countShipments = (tenantUid: string, orderUid: string): Promise<number> => {
  const {
    TableName: _table,
    Limit: _limit,
    ...input
  } = ShipmentEntity.query.byOrder({ tenantUid, orderUid }).params() as Record<string, unknown>;
  return countQuery(input as Parameters<typeof countQuery>[0]);
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
  await ShipmentEntity.patch({ tenantUid, orderUid, shipmentUid })
    .set({ receiver, reference: '', labelPdf: '', labelZpl: '', lastModifiedAt: now })
    .add({ version: 1 })
    .go({ response: 'none' });
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
