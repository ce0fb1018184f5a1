/**
 * GET and PUT of the specialised objects (account numbers, treat codes, VAT types). GET is ONE
 * Query of the view's sort-key range. PUT replaces the object: it reads that range, then writes
 * exactly the entries that differ (creates with a new uid, value updates, deletes of fields that
 * are no longer sent) in ONE transaction, conditional on what it read.
 */
import { commitWithEvents, MAX_TRANSACTION_ITEMS, type TransactOp } from '#events/outbox.ts';
import { nowIso } from '#shared/db/entity-config.ts';
import { UnprocessableError } from '#shared/errors.ts';
import {
  createEntryOps,
  deleteEntryOps,
  queryEntries,
  type StoreRef,
  updateValueOp,
} from './accounting-config.repository.ts';
import { slotPrefix } from './config-model.ts';
import { newEntryRecord } from './entries.ts';
import { diffEntries, entriesFromView, type ViewDef, type ViewObject, viewFromEntries } from './views.ts';

const readViewEntries = (store: StoreRef, def: ViewDef) =>
  queryEntries(store, slotPrefix(def.configType, 'STORE'));

/** The view as stored now. */
export const getView = async (store: StoreRef, def: ViewDef): Promise<ViewObject> =>
  viewFromEntries(def, await readViewEntries(store, def));

/**
 * Replaces the view with `body` (validated by the route schema). Absent fields remove their
 * entry; `vatCodes` replaces the VATCODE entries. Returns the view as written.
 */
export const putView = async (store: StoreRef, def: ViewDef, body: ViewObject): Promise<ViewObject> => {
  const desired = entriesFromView(def, body);
  const diff = diffEntries(await readViewEntries(store, def), desired);
  const now = nowIso();
  const ops: TransactOp[] = [
    // Only a concurrent writer can fail these conditions: the default 409 asks the caller to retry.
    ...diff.creates.flatMap((e) =>
      createEntryOps(newEntryRecord(store, { ...e, configType: def.configType, productGroupUid: '' }, now), {
        uid: 'body',
        identity: 'body',
      }).map(({ item }) => ({ item })),
    ),
    ...diff.updates.map(({ current, value }) => updateValueOp(current, value, now)),
    ...diff.deletes.flatMap((e) => deleteEntryOps(e)),
  ];
  if (ops.length > MAX_TRANSACTION_ITEMS) {
    // Only a PUT that both removes and adds many VAT codes gets here (an all-new object fits).
    const message = `this change writes ${ops.length} items; one atomic change holds at most ${MAX_TRANSACTION_ITEMS}: remove the old VAT codes in a first PUT, add the new ones in a second`;
    throw new UnprocessableError(message, { errors: [{ path: 'body.vatCodes', message }] });
  }
  if (ops.length > 0) await commitWithEvents(ops, []);
  return viewFromEntries(def, desired);
};
