import type { EntityItem } from 'electrodb';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { DeliveryEntity } from './delivery.entity.ts';
import type { DeliveryLineValue } from './delivery.schema.ts';

/** A delivery as stored: the entity's attributes with its lines typed. */
export type DeliveryRecord = Omit<EntityItem<typeof DeliveryEntity>, 'lines'> & {
  lines: DeliveryLineValue[];
};

/** One delivery of an order (strongly consistent: it is read to be changed). */
export const getDelivery = async (tenantUid: string, orderUid: string, deliveryUid: string) => {
  const { data } = await DeliveryEntity.get({ tenantUid, orderUid, deliveryUid }).go({ consistent: true });
  return (data ?? undefined) as DeliveryRecord | undefined;
};

/** The deliveries of an order, oldest uid first (an order has at most DELIVERIES_PER_ORDER_MAX). */
export const deliveriesOfOrder = async (tenantUid: string, orderUid: string) => {
  const { data } = await DeliveryEntity.query.byOrder({ tenantUid, orderUid }).go({ pages: 'all' });
  return data as DeliveryRecord[];
};

/** Creates a delivery; a deliveryUid already used on the order is a 409. */
export const createDeliveryOp = (record: DeliveryRecord): TransactOp => ({
  item: { Put: DeliveryEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`delivery '${record.deliveryUid}' already exists`),
});

/** Replaces a delivery if it still has the version that was read. */
export const replaceDeliveryOp = (record: DeliveryRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: DeliveryEntity.put(record)
      .where((attr, op) => op.eq(attr.version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => new RaceError(`delivery '${record.deliveryUid}' was changed concurrently; retry`),
});
