import { unlessConditionFails } from '#shared/db/conditions.ts';
import type { TransactItem, TransactOp } from '#shared/db/transaction.ts';
import { type AppError, ConflictError } from '#shared/errors.ts';
import { AccountingConfigEntity } from './accounting-config.entity.ts';
import type { ConfigType } from './accounting-config-model.ts';
import { AccountingConfigUidEntity } from './accounting-config-uid.entity.ts';

/** A stored entry. */
export type EntryRecord = {
  tenantUid: string;
  storeUid: string;
  slot: string;
  accountingConfigUid: string;
  configType: ConfigType;
  key: string;
  vatCodeUid: string;
  productGroupUid: string;
  value: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export type StoreRef = { tenantUid: string; storeUid: string };

/**
 * Every entry of a store whose slot starts with `prefix` ('' = all entries), in slot order: ONE
 * strongly consistent Query on the store's partition (paged through only past 1 MB).
 */
export const queryEntries = async (store: StoreRef, prefix = ''): Promise<EntryRecord[]> => {
  const { data } = await AccountingConfigEntity.query
    .byStore(store)
    .begins({ slot: prefix })
    .go({ pages: 'all', consistent: true });
  return data as EntryRecord[];
};

/** The slot an accountingConfigUid points at, or undefined. */
export const findSlot = async (store: StoreRef, accountingConfigUid: string): Promise<string | undefined> => {
  const { data } = await AccountingConfigUidEntity.get({ ...store, accountingConfigUid }).go({
    consistent: true,
  });
  return data?.slot;
};

export const getEntryBySlot = async (store: StoreRef, slot: string): Promise<EntryRecord | undefined> => {
  const { data } = await AccountingConfigEntity.get({ ...store, slot }).go({ consistent: true });
  return (data ?? undefined) as EntryRecord | undefined;
};

const put = (params: object): TransactItem => ({ Put: params as never });
const update = (params: object): TransactItem => ({ Update: params as never });
const remove = (params: object): TransactItem => ({ Delete: params as never });

/** Describes an entry's identity for messages. */
export const describeEntry = (
  e: Pick<EntryRecord, 'configType' | 'key' | 'vatCodeUid' | 'productGroupUid'>,
) =>
  `configType ${e.configType}, key ${e.key}` +
  (e.vatCodeUid ? `, vatCodeUid '${e.vatCodeUid}'` : '') +
  (e.productGroupUid ? `, productGroupUid '${e.productGroupUid}'` : '');

/**
 * Creates an entry and its uid pointer. Both are conditional: an existing entry with the same
 * identity, or an existing uid, is a 409 and nothing is written.
 */
export const createEntryOps = (
  record: EntryRecord,
  paths: { uid: string; identity: string },
): TransactOp[] => [
  {
    item: put(AccountingConfigEntity.create(record).params()),
    onConditionFailed: () =>
      new ConflictError(`an entry for ${describeEntry(record)} already exists in this store`, {
        errors: [{ path: paths.identity, message: `an entry for ${describeEntry(record)} already exists` }],
      }),
  },
  {
    item: put(
      AccountingConfigUidEntity.create({
        tenantUid: record.tenantUid,
        storeUid: record.storeUid,
        accountingConfigUid: record.accountingConfigUid,
        slot: record.slot,
        createdAt: record.createdAt,
        lastModifiedAt: record.createdAt,
        version: 1,
      }).params(),
    ),
    onConditionFailed: () =>
      new ConflictError(`accountingConfigUid '${record.accountingConfigUid}' already exists in this store`, {
        errors: [{ path: paths.uid, message: `'${record.accountingConfigUid}' already exists` }],
      }),
  },
];

/** Sets the value of an entry as read at `entry.version` (a concurrent change fails the transaction: 409). */
export const updateValueOp = (entry: EntryRecord, value: string, now: string): TransactOp => ({
  item: update(
    AccountingConfigEntity.patch({ tenantUid: entry.tenantUid, storeUid: entry.storeUid, slot: entry.slot })
      .set({ value, lastModifiedAt: now })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, entry.version))
      .params(),
  ),
});

/**
 * Sets the value of the entry in `slot` if it is still the entry `accountingConfigUid` names (and
 * at `expectedVersion` when one is given), and returns it as written (one UpdateItem). Undefined
 * when the condition fails: the caller reads the entry to tell a delete from a newer version.
 */
export const setEntryValue = async (
  store: StoreRef,
  slot: string,
  accountingConfigUid: string,
  value: string,
  now: string,
  expectedVersion?: number,
): Promise<EntryRecord | undefined> => {
  const written = await unlessConditionFails(
    () =>
      AccountingConfigEntity.patch({ ...store, slot })
        .set({ value, lastModifiedAt: now })
        .add({ version: 1 })
        .where((a, op) =>
          expectedVersion === undefined
            ? op.eq(a.accountingConfigUid, accountingConfigUid)
            : `${op.eq(a.accountingConfigUid, accountingConfigUid)} AND ${op.eq(a.version, expectedVersion)}`,
        )
        .go({ response: 'all_new' }),
    () => undefined,
  );
  return written?.data as EntryRecord | undefined;
};

/**
 * Deletes an entry and its uid pointer, on condition that the slot still holds that entry
 * (`onGone` names the error otherwise; default 409).
 */
export const deleteEntryOps = (
  entry: Pick<EntryRecord, 'tenantUid' | 'storeUid' | 'slot' | 'accountingConfigUid'>,
  onGone?: () => AppError,
): TransactOp[] => [
  {
    item: remove(
      AccountingConfigEntity.delete({
        tenantUid: entry.tenantUid,
        storeUid: entry.storeUid,
        slot: entry.slot,
      })
        .where(
          (a, op) => `attribute_exists(pk) AND ${op.eq(a.accountingConfigUid, entry.accountingConfigUid)}`,
        )
        .params(),
    ),
    ...(onGone ? { onConditionFailed: onGone } : {}),
  },
  {
    item: remove(
      AccountingConfigUidEntity.delete({
        tenantUid: entry.tenantUid,
        storeUid: entry.storeUid,
        accountingConfigUid: entry.accountingConfigUid,
      }).params(),
    ),
  },
];

/** The entries in the given slots that exist, by slot: one strongly consistent BatchGet. */
export const getEntriesBySlots = async (
  store: StoreRef,
  slots: readonly string[],
): Promise<Map<string, EntryRecord>> => {
  const unique = [...new Set(slots)];
  if (unique.length === 0) return new Map();
  const { data } = await AccountingConfigEntity.get(unique.map((slot) => ({ ...store, slot }))).go({
    consistent: true,
  });
  return new Map(data.map((e) => [e.slot, e as EntryRecord]));
};
