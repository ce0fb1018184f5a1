import { createPut, getRecord, type PlainEntity } from '#shared/db/plain-entity.ts';
import { listPartition } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { HandlingRecord } from './handling-definition.schema.ts';

/**
 * I/O of handling definitions. The item is HandlingDefinitionEntity's
 * (handling-definition.entity.ts), read and written with plain DocumentClient calls so that the
 * sales function bundles no ElectroDB through this module (docs/decisions/bundles.md);
 * test/unit/sales/handling-definition-repository.test.ts compares every call with the entity's.
 */

/** The tenant's partition of handling definitions. */
const handlingsOf = (tenantUid: string) => `T#${tenantUid}#HANDLINGS`;

/** HandlingDefinitionEntity's item: its identifiers, attributes (in the model's order) and key template. */
const HANDLING_ITEM: PlainEntity<HandlingRecord, 'tenantUid' | 'handlingUid'> = {
  identifiers: { __edb_e__: 'handlingDefinition', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    handlingUid: 'required',
    name: 'required',
    description: 'required',
    actions: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, handlingUid }) => ({ pk: handlingsOf(tenantUid), sk: `HANDLING#${handlingUid}` }),
};

/** One definition, strongly consistent (read right after its create). */
export const getHandling = (tenantUid: string, handlingUid: string): Promise<HandlingRecord | undefined> =>
  getRecord(HANDLING_ITEM, { tenantUid, handlingUid });

/** The tenant's handling definitions: one Query of their partition. */
export const listHandlings = (tenantUid: string): Promise<HandlingRecord[]> =>
  listPartition(HANDLING_ITEM, { pk: handlingsOf(tenantUid), skPrefix: 'HANDLING#' }, undefined, false);

export const createHandlingOp = (record: HandlingRecord): TransactOp => ({
  item: { Put: createPut(HANDLING_ITEM, record) },
  onConditionFailed: () => new ConflictError(`handling '${record.handlingUid}' already exists`),
});
