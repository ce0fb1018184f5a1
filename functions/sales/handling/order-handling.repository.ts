import { createPut, getRecord, type PlainEntity, replacePut } from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { OrderHandlingRecord } from './order-handling.schema.ts';

/**
 * I/O of an order's handling item. The item is OrderHandlingEntity's (order-handling.entity.ts),
 * read and written with plain DocumentClient calls so that the sales function bundles no
 * ElectroDB through this module (docs/decisions/bundles.md);
 * test/unit/sales/order-handling-repository.test.ts compares every call with the entity's.
 */

/** OrderHandlingEntity's item: its identifiers, attributes (in the model's order) and key template. */
const ORDER_HANDLING_ITEM: PlainEntity<OrderHandlingRecord, 'tenantUid' | 'orderUid'> = {
  identifiers: { __edb_e__: 'orderHandling', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    orderUid: 'required',
    storeUid: 'required',
    handlingUid: 'required',
    handlingName: 'required',
    state: 'required',
    previousState: 'required',
    stateChangedAt: 'required',
    stateChangedBy: 'required',
    comment: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  // In the order's partition, beside the order item.
  key: ({ tenantUid, orderUid }) => ({ pk: `T#${tenantUid}#ORDER#${orderUid}`, sk: 'HANDLING' }),
};

export const getOrderHandling = (
  tenantUid: string,
  orderUid: string,
): Promise<OrderHandlingRecord | undefined> => getRecord(ORDER_HANDLING_ITEM, { tenantUid, orderUid });

/** Creates the handling (version 1) or replaces the version that was read. */
export const putOrderHandlingOp = (record: OrderHandlingRecord): TransactOp => ({
  item: {
    Put:
      record.version === 1
        ? createPut(ORDER_HANDLING_ITEM, record)
        : replacePut(ORDER_HANDLING_ITEM, record, record.version - 1),
  },
  onConditionFailed: () => ConflictError.concurrent('order handling', record.orderUid),
});
