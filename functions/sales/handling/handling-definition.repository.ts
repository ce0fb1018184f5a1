import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { HandlingDefinitionEntity } from './handling-definition.entity.ts';
import type { HandlingRecord } from './handling-definition.schema.ts';

/** I/O of handling definitions. */

export const getHandling = async (
  tenantUid: string,
  handlingUid: string,
): Promise<HandlingRecord | undefined> =>
  ((await HandlingDefinitionEntity.get({ tenantUid, handlingUid }).go({ consistent: true })).data ??
    undefined) as HandlingRecord | undefined;

/** The tenant's handling definitions: one Query of their partition. */
export const listHandlings = async (tenantUid: string): Promise<HandlingRecord[]> =>
  (await HandlingDefinitionEntity.query.byUid({ tenantUid }).go({ pages: 'all' })).data as HandlingRecord[];

export const createHandlingOp = (record: HandlingRecord): TransactOp => ({
  item: { Put: HandlingDefinitionEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`handling '${record.handlingUid}' already exists`),
});
