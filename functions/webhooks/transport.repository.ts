import { documentClient } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { createPut, getRecord } from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import { listIndexPartition } from '#shared/db/plain-entity-pages.ts';
import { patchInput, removeInput } from '#shared/db/plain-entity-where.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { quotaOp } from './quota.repository.ts';
import {
  headersItem,
  TRANSPORT_ITEM,
  type TransportRecord,
  tenantTransportsKey,
  transportOf,
} from './transport-item.ts';

/**
 * I/O of HTTP transports. The item is HttpTransportEntity's (http-transport.entity.ts), read and
 * written with plain DocumentClient calls (transport-item.ts) so that the webhooks function
 * bundles no ElectroDB (docs/decisions/bundles.md); test/unit/webhooks/transport-repository.test.ts
 * compares every call with the entity's. Records read go through transportOf, as the entity's
 * parse keeps only the headers' key and value.
 */

export type { TransportRecord } from './transport-item.ts';

type Key = { tenantUid: string; httpTransportUid: string };

/** Reads one transport (GetItem); undefined when absent, whatever the tenant. */
export const findTransport = async (key: Key): Promise<TransportRecord | undefined> => {
  const record = await getRecord(TRANSPORT_ITEM, key, false);
  return record && transportOf(record);
};

/**
 * Reads several transports of one tenant with one BatchGet (per 100), read consistently: the
 * shared batch read always is (the entity's read was eventually consistent).
 */
export const findTransports = async (
  tenantUid: string,
  uids: readonly string[],
): Promise<Map<string, TransportRecord>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const { data } = await batchGetRecords(
    TRANSPORT_ITEM,
    unique.map((httpTransportUid) => ({ tenantUid, httpTransportUid })),
    undefined,
    false,
  );
  // Only transports live at transport keys; another entity's item would be a null here, as it was.
  return new Map((data as TransportRecord[]).map((t) => [t.httpTransportUid, transportOf(t)]));
};

/** Every transport of a tenant (one Query on gsi1; a tenant has a handful). */
export const listTransports = async (tenantUid: string): Promise<TransportRecord[]> =>
  (await listIndexPartition<TransportRecord>(TRANSPORT_ITEM, 'gsi1', tenantTransportsKey(tenantUid))).map(
    transportOf,
  );

/** Creates a transport and counts it against the tenant's cap; a taken uid is a 409, never an overwrite. */
export const insertTransport = async (record: TransportRecord): Promise<void> => {
  const written: TransportRecord = { ...record, headers: headersItem(record.headers) };
  await commit([
    {
      item: { Put: createPut(TRANSPORT_ITEM, written) },
      onConditionFailed: () =>
        new ConflictError(`httpTransportUid '${record.httpTransportUid}' is already in use`),
    },
    quotaOp(record.tenantUid, 'transports', 1),
  ]);
};

/** Replaces the mutable fields when the stored version is still `expectedVersion` (else 409). */
export const replaceTransport = async (
  key: Key,
  expectedVersion: number,
  fields: Pick<
    TransportRecord,
    | 'name'
    | 'url'
    | 'securityType'
    | 'hasPassword'
    | 'hasToken'
    | 'sealedSecrets'
    | 'headers'
    | 'lastModifiedAt'
  > & {
    username?: string | undefined;
    previousSecretExpiresAt?: string | undefined;
  },
): Promise<TransportRecord> => {
  const { username, previousSecretExpiresAt, ...rest } = fields;
  const remove = [
    ...(username === undefined ? (['username'] as const) : []),
    ...(previousSecretExpiresAt === undefined ? (['previousSecretExpiresAt'] as const) : []),
  ];
  const input = patchInput(
    TRANSPORT_ITEM,
    key,
    {
      set: {
        ...rest,
        headers: headersItem(rest.headers),
        ...(username === undefined ? {} : { username }),
        ...(previousSecretExpiresAt === undefined ? {} : { previousSecretExpiresAt }),
        version: expectedVersion + 1,
      },
      remove,
      condition: { expression: '#version = :version0', values: { ':version0': expectedVersion } },
    },
    'ALL_NEW',
  );
  const { Attributes } = await unlessConditionFails(
    () => documentClient.send(new UpdateCommand(input)),
    () => {
      throw ConflictError.concurrent('httpTransport', key.httpTransportUid);
    },
  );
  // A successful update asked for ALL_NEW always answers the item.
  return transportOf(Attributes ?? {});
};

/**
 * Deletes a transport only while no webhook uses it (409 otherwise) and uncounts it. The count
 * condition makes this race-free against a webhook being created at the same moment.
 */
export const removeUnusedTransport = async (key: Key): Promise<void> => {
  const unused = {
    expression: 'attribute_not_exists(#webhookCount) OR #webhookCount = :webhookCount0',
    values: { ':webhookCount0': 0 },
  };
  await commit([
    {
      item: { Delete: removeInput(TRANSPORT_ITEM, key, unused) },
      onConditionFailed: () =>
        new ConflictError(`webhooks still use httpTransport '${key.httpTransportUid}'; delete them first`),
    },
    quotaOp(key.tenantUid, 'transports', -1),
  ]);
};

/** Transaction member that adds `delta` to the transport's webhook count; fails when the transport is gone. */
export const webhookCountOp = (key: Key, delta: number) => ({
  Update: patchInput(TRANSPORT_ITEM, key, { set: {}, add: { webhookCount: delta } }),
});
