import { nowIso } from '#shared/clock.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError, UnprocessableError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  claimNumberOp,
  createStoreOp,
  deleteStoreOp,
  getStore,
  listStores,
  releaseNumberOp,
  replaceStoreOp,
} from './store.repository.ts';
import { type StoreRecord, type StoreResponseValue, toStoreResponse } from './store.schema.ts';
import type { CreateStoreInput, UpdateStoreInput } from './store-input.schema.ts';
import { mergeStore, newStoreUid, storeChanged } from './store-rules.ts';

/**
 * Store use cases (docs/decisions/stores.md). Stores emit no webhook events (spec 6.3 has no
 * store action). A store-scoped route of another area never needs a store record.
 */

const loadStore = async (tenantUid: string, storeUid: string): Promise<StoreRecord> => {
  const store = await getStore(tenantUid, storeUid);
  if (!store) throw NotFoundError.record('store', storeUid, 'params.storeUid');
  return store;
};

/**
 * A store's pricelist must exist, be of the right type (SALE for pricelistUid, PURCHASE for
 * purchasePricelistUid) and be in the store's currency: one GetItem per pricelist that changed.
 */
const assertPricelist = async (
  record: StoreRecord,
  field: 'pricelistUid' | 'purchasePricelistUid',
  changed: boolean,
) => {
  const uid = record[field];
  if (!changed || !uid) return;
  const path = `body.${field}`;
  const found = await readReferenceFields(record.tenantUid, 'pricelist', uid, ['type', 'currency']);
  if (!found) throw NotFoundError.record('pricelist', uid, path);
  const type = field === 'pricelistUid' ? 'SALE' : 'PURCHASE';
  const problem =
    found.type !== type
      ? `pricelist '${uid}' is a ${found.type} pricelist, not ${type}`
      : found.currency !== record.currency
        ? `pricelist '${uid}' is in ${found.currency}, the store in ${record.currency}`
        : undefined;
  if (problem) throw new UnprocessableError(problem, { errors: [{ path, message: problem }] });
};

const assertPricelists = (next: StoreRecord, current?: StoreRecord) => {
  const moved = (f: 'pricelistUid' | 'purchasePricelistUid') =>
    !current || next[f] !== current[f] || next.currency !== current.currency;
  return Promise.all([
    assertPricelist(next, 'pricelistUid', moved('pricelistUid')),
    assertPricelist(next, 'purchasePricelistUid', moved('purchasePricelistUid')),
  ]);
};

export const createStore = async (tenantUid: string, input: CreateStoreInput) => {
  const storeUid = input.storeUid ?? newStoreUid();
  const record = mergeStore(undefined, input, { tenantUid, storeUid, now: nowIso() });
  await assertPricelists(record);
  await commit([createStoreOp(record), claimNumberOp(tenantUid, record.number, storeUid)]);
  return toStoreResponse(record);
};

export const readStore = async (
  tenantUid: string,
  storeUid: string,
): Promise<Versioned<StoreResponseValue>> => {
  const store = await loadStore(tenantUid, storeUid);
  return { body: toStoreResponse(store), version: store.version };
};

/** Partial update; a new number is claimed and the old one released in the same transaction. */
export const updateStore = async (
  tenantUid: string,
  storeUid: string,
  input: UpdateStoreInput,
  expectedVersion?: number,
): Promise<Versioned<StoreResponseValue>> => {
  const current = await loadStore(tenantUid, storeUid);
  assertVersion(expectedVersion, current, `store '${storeUid}'`);
  const next = mergeStore(current, input, { tenantUid, storeUid, now: nowIso() });
  if (!storeChanged(current, next)) return { body: toStoreResponse(current), version: current.version };
  await assertPricelists(next, current);
  const renumbered: TransactOp[] =
    next.number === current.number
      ? []
      : [
          claimNumberOp(tenantUid, next.number, storeUid),
          releaseNumberOp(tenantUid, current.number, storeUid),
        ];
  await commit([replaceStoreOp(next, current.version), ...renumbered]);
  return { body: toStoreResponse(next), version: next.version };
};

export const deleteStore = async (tenantUid: string, storeUid: string): Promise<void> => {
  const store = await loadStore(tenantUid, storeUid);
  await commit([
    deleteStoreOp(tenantUid, storeUid, store.version),
    releaseNumberOp(tenantUid, store.number, storeUid),
  ]);
};

/** The tenant's stores, a page at a time, read-your-writes: one Query of the tenant's stores. */
export const listStorePage = async (tenantUid: string, paging: PagingInput) => {
  const all = (await listStores(tenantUid)).map(toStoreResponse);
  return pageOf(all, resolvePage(paging, { sortBy: 'name' }), 'storeUid');
};
