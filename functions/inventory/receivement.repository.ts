import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ReceivementEntity } from './receivement.entity.ts';
import type { ReceivementRecord } from './receivement.schema.ts';

/** I/O of receivements. */

/** An order's receivements: one Query of its partition (a handful per order). */
export const receivementsOf = async (tenantUid: string, purchaseOrderUid: string) =>
  (await ReceivementEntity.query.byOrder({ tenantUid, purchaseOrderUid }).go({ pages: 'all' }))
    .data as ReceivementRecord[];

export const createReceivementOp = (record: ReceivementRecord): TransactOp => ({
  item: { Put: ReceivementEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`receivement '${record.receivementUid}' was already recorded`, {
      errors: [{ path: 'body.receivementUid', message: 'is taken' }],
    }),
});
