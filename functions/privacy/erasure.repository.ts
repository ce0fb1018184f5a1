import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ErasureEntity } from './erasure.entity.ts';
import type { ErasureRecord } from './privacy.schema.ts';

/** The audit entry of the customer's erase, or undefined when it was never erased. */
export const getErasure = async (
  tenantUid: string,
  customerUid: string,
): Promise<ErasureRecord | undefined> => {
  const { data } = await ErasureEntity.get({ tenantUid, customerUid }).go({ consistent: true });
  return (data ?? undefined) as ErasureRecord | undefined;
};

/** Put of the audit entry; it is written once (a second put fails the transaction with a 409). */
export const createErasureOp = (record: ErasureRecord): TransactOp => ({
  item: { Put: ErasureEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`customer '${record.customerUid}' is being erased concurrently`),
});
