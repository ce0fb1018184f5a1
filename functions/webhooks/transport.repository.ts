import { unlessConditionFails } from '#shared/db/conditions.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { HttpTransportEntity } from './http-transport.entity.ts';
import { quotaOp } from './quota.repository.ts';
import type { TransportRecord } from './transport-item.ts';

export type { TransportRecord } from './transport-item.ts';

type Key = { tenantUid: string; httpTransportUid: string };

/** Reads one transport (GetItem); undefined when absent, whatever the tenant. */
export const findTransport = async (key: Key): Promise<TransportRecord | undefined> =>
  (await HttpTransportEntity.get(key).go()).data ?? undefined;

/** Reads several transports of one tenant with one BatchGet. */
export const findTransports = async (
  tenantUid: string,
  uids: readonly string[],
): Promise<Map<string, TransportRecord>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const { data } = await HttpTransportEntity.get(
    unique.map((httpTransportUid) => ({ tenantUid, httpTransportUid })),
  ).go();
  return new Map(data.map((t) => [t.httpTransportUid, t]));
};

/** Every transport of a tenant (one Query on gsi1; a tenant has a handful). */
export const listTransports = async (tenantUid: string): Promise<TransportRecord[]> =>
  (await HttpTransportEntity.query.byTenant({ tenantUid }).go({ pages: 'all' })).data;

/** Creates a transport and counts it against the tenant's cap; a taken uid is a 409, never an overwrite. */
export const insertTransport = async (record: TransportRecord): Promise<void> => {
  await commit([
    {
      item: { Put: HttpTransportEntity.create(record).params() as never },
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
  let update = HttpTransportEntity.patch(key).set({
    ...rest,
    ...(username === undefined ? {} : { username }),
    ...(previousSecretExpiresAt === undefined ? {} : { previousSecretExpiresAt }),
    version: expectedVersion + 1,
  });
  if (remove.length > 0) update = update.remove([...remove]);
  const { data } = await unlessConditionFails(
    () => update.where((a, op) => op.eq(a.version, expectedVersion)).go({ response: 'all_new' }),
    () => {
      throw ConflictError.concurrent('httpTransport', key.httpTransportUid);
    },
  );
  return data as TransportRecord;
};

/**
 * Deletes a transport only while no webhook uses it (409 otherwise) and uncounts it. The count
 * condition makes this race-free against a webhook being created at the same moment.
 */
export const removeUnusedTransport = async (key: Key): Promise<void> => {
  await commit([
    {
      item: {
        Delete: HttpTransportEntity.remove(key)
          .where((a, op) => `${op.notExists(a.webhookCount)} OR ${op.eq(a.webhookCount, 0)}`)
          .params() as never,
      },
      onConditionFailed: () =>
        new ConflictError(`webhooks still use httpTransport '${key.httpTransportUid}'; delete them first`),
    },
    quotaOp(key.tenantUid, 'transports', -1),
  ]);
};

/** Transaction member that adds `delta` to the transport's webhook count; fails when the transport is gone. */
export const webhookCountOp = (key: Key, delta: number) => ({
  Update: HttpTransportEntity.patch(key).add({ webhookCount: delta }).params() as never,
});
