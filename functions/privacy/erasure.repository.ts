import { createPut, getRecord, type PlainEntity } from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ErasureRecord } from './privacy.schema.ts';

/**
 * I/O of erase audit entries. The item is ErasureEntity's (erasure.entity.ts), read and written
 * with plain DocumentClient calls so the privacy functions need no ElectroDB for it
 * (docs/decisions/bundles.md); test/unit/privacy/erasure-repository.test.ts compares both calls
 * with the entity's.
 */

/** ErasureEntity's item: `T#<t>#PRIVACY#<c>` / `ERASURE`. */
const ERASURE_ITEM: PlainEntity<ErasureRecord, 'tenantUid' | 'customerUid'> = {
  identifiers: { __edb_e__: 'customerErasure', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    customerUid: 'required',
    erasedAt: 'required',
    erasedBy: 'required',
    requestId: 'required',
    changed: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, customerUid }) => ({ pk: `T#${tenantUid}#PRIVACY#${customerUid}`, sk: 'ERASURE' }),
};

/** The audit entry of the customer's erase, or undefined when it was never erased. */
export const getErasure = (tenantUid: string, customerUid: string): Promise<ErasureRecord | undefined> =>
  getRecord(ERASURE_ITEM, { tenantUid, customerUid });

/** Put of the audit entry; it is written once (a second put fails the transaction with a 409). */
export const createErasureOp = (record: ErasureRecord): TransactOp => ({
  item: { Put: createPut(ERASURE_ITEM, record) },
  onConditionFailed: () => new ConflictError(`customer '${record.customerUid}' is being erased concurrently`),
});
