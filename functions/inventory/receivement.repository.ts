import { createPut } from '#shared/db/plain-entity.ts';
import { listPartition } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { RECEIVEMENT_ITEM } from './inventory-items.ts';
import type { ReceivementRecord } from './receivement.schema.ts';

/** I/O of receivements (RECEIVEMENT_ITEM, inventory-items.ts). */

/** An order's receivements: one Query of its partition (a handful per order). */
export const receivementsOf = (tenantUid: string, purchaseOrderUid: string): Promise<ReceivementRecord[]> =>
  listPartition(
    RECEIVEMENT_ITEM,
    { pk: `T#${tenantUid}#PURCHASEORDER#${purchaseOrderUid}`, skPrefix: 'RECEIVEMENT#' },
    undefined,
    false,
  );

export const createReceivementOp = (record: ReceivementRecord): TransactOp => ({
  item: { Put: createPut(RECEIVEMENT_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`receivement '${record.receivementUid}' was already recorded`, {
      errors: [{ path: 'body.receivementUid', message: 'is taken' }],
    }),
});
