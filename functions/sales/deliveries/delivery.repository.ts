import type { EntityItem } from 'electrodb';
import { createPut, getRecord, type PlainEntity, replacePut } from '#shared/db/plain-entity.ts';
import { listPartition } from '#shared/db/plain-entity-where.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { DeliveryEntity } from './delivery.entity.ts';
import type { DeliveryLineValue } from './delivery.schema.ts';

/*
 * The delivery item is DeliveryEntity's (delivery.entity.ts), read and written with plain
 * DocumentClient calls so that the sales function and the privacy functions bundle no ElectroDB
 * through this module (docs/decisions/bundles.md); test/unit/sales/delivery-repository.test.ts
 * compares every call with the entity's.
 */

/** A delivery as stored: the entity's attributes with its lines typed. */
export type DeliveryRecord = Omit<EntityItem<typeof DeliveryEntity>, 'lines'> & {
  lines: DeliveryLineValue[];
};

/** The partition of an order, which its deliveries share with the order item and its handling. */
const orderPartition = (tenantUid: string, orderUid: string) => `T#${tenantUid}#ORDER#${orderUid}`;

/** DeliveryEntity's item: its identifiers, attributes (in the model's order) and key template. */
const DELIVERY_ITEM: PlainEntity<DeliveryRecord, 'tenantUid' | 'orderUid' | 'deliveryUid'> = {
  identifiers: { __edb_e__: 'delivery', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    orderUid: 'required',
    deliveryUid: 'required',
    storeUid: 'required',
    orderNumber: 'required',
    state: 'required',
    lines: 'required',
    note: 'required',
    deliveredAt: 'required',
    createdBy: 'required',
    lastModifiedBy: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, orderUid, deliveryUid }) => ({
    pk: orderPartition(tenantUid, orderUid),
    sk: `DELIVERY#${deliveryUid}`,
  }),
};

/** One delivery of an order (strongly consistent: it is read to be changed). */
export const getDelivery = (
  tenantUid: string,
  orderUid: string,
  deliveryUid: string,
): Promise<DeliveryRecord | undefined> => getRecord(DELIVERY_ITEM, { tenantUid, orderUid, deliveryUid });

/** The deliveries of an order, oldest uid first (an order has at most DELIVERIES_PER_ORDER_MAX). */
export const deliveriesOfOrder = (tenantUid: string, orderUid: string): Promise<DeliveryRecord[]> =>
  listPartition(
    DELIVERY_ITEM,
    { pk: orderPartition(tenantUid, orderUid), skPrefix: 'DELIVERY#' },
    undefined,
    false,
  );

/** Creates a delivery; a deliveryUid already used on the order is a 409. */
export const createDeliveryOp = (record: DeliveryRecord): TransactOp => ({
  item: { Put: createPut(DELIVERY_ITEM, record) },
  onConditionFailed: () => new ConflictError(`delivery '${record.deliveryUid}' already exists`),
});

/** Replaces a delivery if it still has the version that was read. */
export const replaceDeliveryOp = (record: DeliveryRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(DELIVERY_ITEM, record, expectedVersion) },
  onConditionFailed: () => new RaceError(`delivery '${record.deliveryUid}' was changed concurrently; retry`),
});
