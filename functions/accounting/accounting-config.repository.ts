import { tableName } from '#shared/db/client.ts';
import { unlessConditionFails } from '#shared/db/conditions.ts';
import { createPut, getRecord, type PlainEntity } from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import { listPartition, patchInput, patchRecord } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { type AppError, ConflictError } from '#shared/errors.ts';
import type { ConfigType } from './accounting-config-model.ts';

/**
 * I/O of a store's accounting configuration. The items are AccountingConfigEntity's and
 * AccountingConfigUidEntity's, read and written with plain DocumentClient calls so that
 * accounting and the areas that read a store's configuration (tills, saf-t) bundle no ElectroDB
 * (docs/decisions/bundles.md); test/unit/accounting/accounting-config-repository.test.ts compares
 * every call with the entities'.
 */

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

/** A uid pointer as AccountingConfigUidEntity stores it. */
type UidPointer = Pick<
  EntryRecord,
  'tenantUid' | 'storeUid' | 'accountingConfigUid' | 'slot' | 'createdAt' | 'lastModifiedAt' | 'version'
>;
type EntryKey = 'tenantUid' | 'storeUid' | 'slot';
type UidKey = 'tenantUid' | 'storeUid' | 'accountingConfigUid';

/** The store's accounting partition (STORE_ACCOUNTING_PK). */
const accountingPk = ({ tenantUid, storeUid }: StoreRef) => `T#${tenantUid}#STORE#${storeUid}#ACCOUNTING`;

/** AccountingConfigEntity's item. */
const ENTRY_ITEM: PlainEntity<EntryRecord, EntryKey> & { keyAttributes: readonly EntryKey[] } = {
  identifiers: { __edb_e__: 'accountingConfig', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    storeUid: 'required',
    slot: 'required',
    accountingConfigUid: 'required',
    configType: 'required',
    key: 'required',
    vatCodeUid: 'required',
    productGroupUid: 'required',
    value: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: (entry) => ({ pk: accountingPk(entry), sk: `CFG#${entry.slot}` }),
  keyAttributes: ['tenantUid', 'storeUid', 'slot'],
};

/** AccountingConfigUidEntity's item. */
const UID_ITEM: PlainEntity<UidPointer, UidKey> = {
  identifiers: { __edb_e__: 'accountingConfigUid', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    storeUid: 'required',
    accountingConfigUid: 'required',
    slot: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: (pointer) => ({ pk: accountingPk(pointer), sk: `UID#${pointer.accountingConfigUid}` }),
};

/**
 * Every entry of a store whose slot starts with `prefix` ('' = all entries), in slot order: ONE
 * strongly consistent Query on the store's partition (paged through only past 1 MB).
 */
export const queryEntries = (store: StoreRef, prefix = ''): Promise<EntryRecord[]> =>
  listPartition(ENTRY_ITEM, { pk: accountingPk(store), skPrefix: `CFG#${prefix}` });

/** The slot an accountingConfigUid points at, or undefined. */
export const findSlot = async (store: StoreRef, accountingConfigUid: string): Promise<string | undefined> =>
  (await getRecord(UID_ITEM, { ...store, accountingConfigUid }))?.slot;

export const getEntryBySlot = (store: StoreRef, slot: string): Promise<EntryRecord | undefined> =>
  getRecord(ENTRY_ITEM, { ...store, slot });

/** `eq(accountingConfigUid, uid)` as the entity's where writes it (plain-entity-where.ts's Condition). */
const holdsUid = (accountingConfigUid: string) => ({
  expression: '#accountingConfigUid = :accountingConfigUid0',
  values: { ':accountingConfigUid0': accountingConfigUid },
});

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
    item: { Put: createPut(ENTRY_ITEM, record) },
    onConditionFailed: () =>
      new ConflictError(`an entry for ${describeEntry(record)} already exists in this store`, {
        errors: [{ path: paths.identity, message: `an entry for ${describeEntry(record)} already exists` }],
      }),
  },
  {
    item: {
      Put: createPut(UID_ITEM, {
        tenantUid: record.tenantUid,
        storeUid: record.storeUid,
        accountingConfigUid: record.accountingConfigUid,
        slot: record.slot,
        createdAt: record.createdAt,
        lastModifiedAt: record.createdAt,
        version: 1,
      }),
    },
    onConditionFailed: () =>
      new ConflictError(`accountingConfigUid '${record.accountingConfigUid}' already exists in this store`, {
        errors: [{ path: paths.uid, message: `'${record.accountingConfigUid}' already exists` }],
      }),
  },
];

/** Sets the value of an entry as read at `entry.version` (a concurrent change fails the transaction: 409). */
export const updateValueOp = (entry: EntryRecord, value: string, now: string): TransactOp => ({
  item: {
    Update: patchInput(ENTRY_ITEM, entry, {
      set: { value, lastModifiedAt: now },
      add: { version: 1 },
      condition: { expression: '#version = :version0', values: { ':version0': entry.version } },
    }),
  },
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
  const uid = holdsUid(accountingConfigUid);
  const condition =
    expectedVersion === undefined
      ? uid
      : {
          expression: `${uid.expression} AND #version = :version0`,
          values: { ...uid.values, ':version0': expectedVersion },
        };
  return unlessConditionFails(
    () =>
      patchRecord(
        ENTRY_ITEM,
        { ...store, slot },
        { set: { value, lastModifiedAt: now }, add: { version: 1 }, condition },
      ),
    () => undefined,
  );
};

/**
 * Deletes an entry and its uid pointer, on condition that the slot still holds that entry
 * (`onGone` names the error otherwise; default 409).
 */
export const deleteEntryOps = (
  entry: Pick<EntryRecord, 'tenantUid' | 'storeUid' | 'slot' | 'accountingConfigUid'>,
  onGone?: () => AppError,
): TransactOp[] => {
  const uid = holdsUid(entry.accountingConfigUid);
  return [
    {
      // The entity's delete with `where` as the clause wrote it: `pk` bare, the uid through `eq`.
      item: {
        Delete: {
          Key: ENTRY_ITEM.key(entry),
          TableName: tableName(),
          ConditionExpression: `attribute_exists(pk) AND ${uid.expression}`,
          ExpressionAttributeNames: { '#accountingConfigUid': 'accountingConfigUid' },
          ExpressionAttributeValues: uid.values,
        },
      },
      ...(onGone ? { onConditionFailed: onGone } : {}),
    },
    // The entity's delete without a condition: the pointer goes with its entry.
    { item: { Delete: { Key: UID_ITEM.key(entry), TableName: tableName() } } },
  ];
};

/**
 * The entries in the given slots that exist, by slot: strongly consistent BatchGets of 100. As
 * ElectroDB's batch get did, keys DynamoDB leaves unprocessed are not asked again.
 */
export const getEntriesBySlots = async (
  store: StoreRef,
  slots: readonly string[],
): Promise<Map<string, EntryRecord>> => {
  const unique = [...new Set(slots)];
  if (unique.length === 0) return new Map();
  const { data } = await batchGetRecords(
    ENTRY_ITEM,
    unique.map((slot) => ({ ...store, slot })),
  );
  return new Map(data.flatMap((e) => (e ? [[e.slot, e] as const] : [])));
};
