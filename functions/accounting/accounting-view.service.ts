/**
 * GET and PUT of the specialised objects (account numbers, treat codes, VAT types). GET is ONE
 * Query of the view's sort-key range. PUT replaces the object: it reads that range, then writes
 * exactly the entries that differ (creates with a new uid, value updates, deletes of fields that
 * are no longer sent) in ONE transaction, conditional on what it read.
 */

import { nowIso } from '#shared/clock.ts';
import { commit, MAX_TRANSACTION_ITEMS, type TransactOp } from '#shared/db/transaction.ts';
import { UnprocessableError } from '#shared/errors.ts';
import { assertTagMatches, etagOfParts } from '#shared/http/conditional.ts';
import {
  createEntryOps,
  deleteEntryOps,
  type EntryRecord,
  queryEntries,
  type StoreRef,
  updateValueOp,
} from './accounting-config.repository.ts';
import { newEntryRecord } from './accounting-config.service.ts';
import { slotPrefix } from './accounting-config-model.ts';
import {
  diffEntries,
  entriesFromView,
  type ViewDef,
  type ViewObject,
  viewFromEntries,
} from './accounting-view-model.ts';

const readViewEntries = (store: StoreRef, def: ViewDef) =>
  queryEntries(store, slotPrefix(def.configType, 'STORE'));

/** A view with its ETag: a digest of the versions of the entries it shows. */
export type TaggedView = { body: ViewObject; etag: string };

const tagged = (def: ViewDef, entries: readonly EntryRecord[]): TaggedView => ({
  body: viewFromEntries(def, entries),
  etag: etagOfParts(entries.map((e) => ({ id: e.accountingConfigUid, version: e.version }))),
});

/** The view as stored now. */
export const getView = async (store: StoreRef, def: ViewDef): Promise<TaggedView> =>
  tagged(def, await readViewEntries(store, def));

/**
 * Replaces the view with `body` (validated by the route schema). Absent fields remove their
 * entry; `vatCodes` replaces the VATCODE entries. `ifMatch` (the view's ETag) is a 412 when any
 * entry changed since the client read it. Returns the view as stored after the change.
 */
export const putView = async (
  store: StoreRef,
  def: ViewDef,
  body: ViewObject,
  ifMatch?: string,
): Promise<TaggedView> => {
  const desired = entriesFromView(def, body);
  const current = await readViewEntries(store, def);
  assertTagMatches(ifMatch, tagged(def, current).etag, `the ${def.configType} configuration`);
  const diff = diffEntries(current, desired);
  const now = nowIso();
  const created = diff.creates.map((e) =>
    newEntryRecord(store, { ...e, configType: def.configType, productGroupUid: '' }, now),
  );
  const ops: TransactOp[] = [
    // Only a concurrent writer can fail these conditions: the default 409 asks the caller to retry.
    ...created.flatMap((record) =>
      createEntryOps(record, { uid: 'body', identity: 'body' }).map(({ item }) => ({ item })),
    ),
    ...diff.updates.map(({ current, value }) => updateValueOp(current, value, now)),
    ...diff.deletes.flatMap((e) => deleteEntryOps(e)),
  ];
  if (ops.length > MAX_TRANSACTION_ITEMS) {
    // Only a PUT that both removes and adds many VAT codes gets here (an all-new object fits).
    const message = `this change writes ${ops.length} items; one atomic change holds at most ${MAX_TRANSACTION_ITEMS}: remove the old VAT codes in a first PUT, add the new ones in a second`;
    throw new UnprocessableError(message, { errors: [{ path: 'body.vatCodes', message }] });
  }
  if (ops.length === 0) return tagged(def, current);
  await commit(ops);
  // The entries as the transaction left them (each write was conditional on what was read).
  const gone = new Set(diff.deletes);
  const changed = new Map(diff.updates.map(({ current: c, value }) => [c, value]));
  const written = current
    .filter((e) => !gone.has(e))
    .map((e) => (changed.has(e) ? { ...e, value: changed.get(e)!, version: e.version + 1 } : e));
  return tagged(def, [...written, ...created]);
};
