import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { OrderHandlingEntity } from './order-handling.entity.ts';
import type { OrderHandlingRecord } from './order-handling.schema.ts';

/** I/O of an order's handling item. */

export const getOrderHandling = async (
  tenantUid: string,
  orderUid: string,
): Promise<OrderHandlingRecord | undefined> =>
  ((await OrderHandlingEntity.get({ tenantUid, orderUid }).go({ consistent: true })).data ?? undefined) as
    | OrderHandlingRecord
    | undefined;

/** Creates the handling (version 1) or replaces the version that was read. */
export const putOrderHandlingOp = (record: OrderHandlingRecord): TransactOp => ({
  item: {
    Put:
      record.version === 1
        ? OrderHandlingEntity.create(record).params()
        : OrderHandlingEntity.put(record)
            .where(({ version }, { eq }) => eq(version, record.version - 1))
            .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('order handling', record.orderUid),
});
