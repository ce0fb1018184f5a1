/**
 * Accounting config entries (spec 4.4 entry endpoints) and product-group mappings, which are
 * ACCOUNTNUMBER/VATCODE entries scoped to a product group. The entries are the one source of
 * truth; the specialised objects (specialised.ts) are views over them.
 */
import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion } from '#shared/http/conditional.ts';
import { type PagedList, type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  createEntryOps,
  deleteEntryOps,
  type EntryRecord,
  findSlot,
  getEntryBySlot,
  queryEntries,
  type StoreRef,
  setEntryValue,
} from './accounting-config.repository.ts';
import {
  type ConfigType,
  configTypeOfSlot,
  slotOf,
  slotPrefix,
  valueIssues,
} from './accounting-config-model.ts';

/** An entry as the API returns it. */
export type EntryResponse = {
  accountingConfigUid: string;
  /** Spec 2.8 names the entry's uid `accountingConfigsUid`; the endpoints `accountingConfigUid`. Both are sent. */
  accountingConfigsUid: string;
  configType: ConfigType;
  key: string;
  value: string;
  vatCodeUid: string;
  productGroupUid: string;
  createdAt: string;
  lastModifiedAt: string;
};

export const toEntryResponse = (e: EntryRecord): EntryResponse => ({
  accountingConfigUid: e.accountingConfigUid,
  accountingConfigsUid: e.accountingConfigUid,
  configType: e.configType,
  key: e.key,
  value: e.value,
  vatCodeUid: e.vatCodeUid,
  productGroupUid: e.productGroupUid,
  createdAt: e.createdAt,
  lastModifiedAt: e.lastModifiedAt,
});

export type NewEntry = {
  accountingConfigUid?: string | undefined;
  /** The spec 2.8 spelling, accepted on create when accountingConfigUid is absent. */
  accountingConfigsUid?: string | undefined;
  configType: ConfigType;
  key: string;
  value: string;
  vatCodeUid: string;
  productGroupUid: string;
};

/** Builds the stored record of a new entry (the uid is generated when the caller sends none). */
export const newEntryRecord = (store: StoreRef, input: NewEntry, now = nowIso()): EntryRecord => ({
  ...store,
  slot: slotOf(input),
  accountingConfigUid: input.accountingConfigUid ?? input.accountingConfigsUid ?? randomUUID(),
  configType: input.configType,
  key: input.key,
  vatCodeUid: input.vatCodeUid,
  productGroupUid: input.productGroupUid,
  value: input.value,
  createdAt: now,
  lastModifiedAt: now,
  version: 1,
});

/**
 * Creates an entry (input already validated by the route schema): one transaction of the entry
 * and its uid pointer. A second entry with the same identity, or a used uid, is a 409.
 * `paths` name the body fields in the 409 (they differ between the entry and mapping bodies).
 */
export const createEntry = async (
  store: StoreRef,
  input: NewEntry,
  paths = { uid: 'body.accountingConfigUid', identity: 'body.key' },
): Promise<EntryRecord> => {
  const record = newEntryRecord(store, input);
  // Accounting configuration has no webhook action (spec 6.3): the transaction carries no event.
  await commit(createEntryOps(record, paths));
  return record;
};

const notFound = (uid: string) =>
  NotFoundError.record('accounting config', uid, 'params.accountingConfigUid');

/** One entry by uid: the uid pointer, then the entry (two GetItems). */
export const getEntry = async (store: StoreRef, uid: string): Promise<EntryRecord> => {
  const slot = await findSlot(store, uid);
  const entry = slot ? await getEntryBySlot(store, slot) : undefined;
  if (!entry || entry.accountingConfigUid !== uid) throw notFound(uid);
  return entry;
};

/**
 * Sets an entry's value; account numbers must stay digit strings (a 422 naming body.value).
 * `expectedVersion` (If-Match) is a 412 when the entry moved on.
 */
export const updateEntryValue = async (
  store: StoreRef,
  uid: string,
  value: string,
  expectedVersion?: number,
): Promise<EntryRecord> => {
  const slot = await findSlot(store, uid);
  if (!slot) throw notFound(uid);
  // The stored entry's type refuses the value (an account number must be digits): 422, not 400.
  const issue = valueIssues(configTypeOfSlot(slot), value)[0];
  if (issue) throw UnprocessableError.field(`body.${issue.path}`, issue.message);
  const updated = await setEntryValue(store, slot, uid, value, nowIso(), expectedVersion);
  if (updated) return updated;
  // The condition failed: gone (404), or at another version than If-Match named (412).
  const current = await getEntryBySlot(store, slot);
  if (!current || current.accountingConfigUid !== uid) throw notFound(uid);
  assertVersion(expectedVersion, current, `accounting config '${uid}'`);
  throw ConflictError.concurrent('accounting config', uid);
};

export const deleteEntry = async (store: StoreRef, uid: string): Promise<void> => {
  const slot = await findSlot(store, uid);
  if (!slot) throw notFound(uid);
  await commit(deleteEntryOps({ ...store, slot, accountingConfigUid: uid }, () => notFound(uid)));
};

/** Every entry of the store, one Query, sorted and sliced per spec 2.1 (stable: slot order breaks ties). */
export const listEntries = async (store: StoreRef, query: PagingInput): Promise<PagedList<EntryResponse>> =>
  pageOf((await queryEntries(store)).map(toEntryResponse), resolvePage(query, { sortBy: 'configType' }));

/** A product-group mapping as the API returns it (spec 2.8). */
export type MappingResponse = {
  productGroupUid: string;
  vatCodeUid: string;
  account: string;
  accountingConfigUid: string;
};

export const toMappingResponse = (e: EntryRecord): MappingResponse => ({
  productGroupUid: e.productGroupUid,
  vatCodeUid: e.vatCodeUid,
  account: e.value,
  accountingConfigUid: e.accountingConfigUid,
});

/** Creates a product-group mapping: an ACCOUNTNUMBER/VATCODE entry scoped to the product group. */
export const createMapping = (
  store: StoreRef,
  input: {
    accountingConfigUid?: string | undefined;
    productGroupUid: string;
    vatCodeUid: string;
    value: string;
  },
): Promise<EntryRecord> =>
  createEntry(
    store,
    { ...input, configType: 'ACCOUNTNUMBER', key: 'VATCODE' },
    { uid: 'body.accountingConfigUid', identity: 'body.productGroupUid' },
  );

/** Every product-group mapping of the store: one Query on the ACCOUNTNUMBER#PG# range. */
export const listMappings = async (
  store: StoreRef,
  query: PagingInput,
): Promise<PagedList<MappingResponse>> =>
  pageOf(
    (await queryEntries(store, slotPrefix('ACCOUNTNUMBER', 'PG'))).map(toMappingResponse),
    resolvePage(query, { sortBy: 'productGroupUid' }),
  );
