import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { createHandlingOp, getHandling, listHandlings } from './handling-definition.repository.ts';
import {
  type CreateHandlingInput,
  type HandlingRecord,
  toHandlingResponse,
} from './handling-definition.schema.ts';

/** Handling definitions: created and read; orders name them when their handling starts. */

/** The definition, or a 404 naming `path`. */
export const loadHandling = async (
  tenantUid: string,
  handlingUid: string,
  path: string,
): Promise<HandlingRecord> => {
  const handling = await getHandling(tenantUid, handlingUid);
  if (!handling) throw NotFoundError.record('handling', handlingUid, path);
  return handling;
};

export const createHandling = async (tenantUid: string, input: CreateHandlingInput) => {
  const now = nowIso();
  const record: HandlingRecord = {
    tenantUid,
    handlingUid: input.handlingUid ?? randomUUID(),
    name: input.name,
    description: input.description,
    actions: input.actions,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createHandlingOp(record)]);
  return toHandlingResponse(record);
};

export const readHandling = async (tenantUid: string, handlingUid: string) =>
  toHandlingResponse(await loadHandling(tenantUid, handlingUid, 'params.handlingUid'));

export const listHandlingDefinitions = async (tenantUid: string) => ({
  items: (await listHandlings(tenantUid)).map(toHandlingResponse),
});
