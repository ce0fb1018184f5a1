import { randomUUID } from 'node:crypto';
import { completeAddress } from '#shared/schema/address.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import type { StoreAddress, StoreAddressInput, StoreRecord } from './store.schema.ts';
import type { CreateStoreInput, UpdateStoreInput } from './store-input.schema.ts';

/** Pure rules of the store record: merging a create or partial update. No I/O. */

/** A full address: absent members are '', vatNumber only when given. */
export const storeAddress = (input: StoreAddressInput = {}, base?: StoreAddress): StoreAddress => {
  const merged = { ...base, ...input };
  // An empty vatNumber is no vatNumber on a store.
  return completeAddress(merged.vatNumber ? merged : { ...merged, vatNumber: undefined });
};

/** '' clears an optional reference; absent keeps it. */
const ref = (next: string | undefined, current: string | undefined) =>
  next === undefined ? current : next === '' ? undefined : next;

export const newStoreUid = (): string => randomUUID();

/**
 * The store after `input`: on create every required field comes from the input; on update
 * omitted fields keep their value, '' clears pricelistUid, purchasePricelistUid or
 * defaultWarehouseUid, a given address replaces the members it names, and a metadata key
 * with '' is removed (keys not given are kept).
 */
export const mergeStore = (
  base: StoreRecord | undefined,
  input: CreateStoreInput | UpdateStoreInput,
  at: { tenantUid: string; storeUid: string; now: string },
): StoreRecord => {
  const record: StoreRecord = {
    tenantUid: at.tenantUid,
    storeUid: at.storeUid,
    name: input.name ?? base?.name ?? '',
    number: input.number ?? base?.number ?? '',
    address: storeAddress(input.address, base?.address),
    currency: input.currency ?? base?.currency ?? '',
    timezone: input.timezone ?? base?.timezone ?? '',
    pricelistUid: ref(input.pricelistUid, base?.pricelistUid),
    purchasePricelistUid: ref(input.purchasePricelistUid, base?.purchasePricelistUid),
    defaultWarehouseUid: ref(input.defaultWarehouseUid, base?.defaultWarehouseUid),
    metadata: mergeMetadata(base?.metadata, input.metadata),
    createdAt: base?.createdAt ?? at.now,
    lastModifiedAt: at.now,
    version: (base?.version ?? 0) + 1,
  };
  return record;
};

/** Whether an update changes anything a client can see (a PUT that changes nothing writes nothing). */
export const storeChanged = (a: StoreRecord, b: StoreRecord): boolean => {
  const view = (r: StoreRecord) =>
    JSON.stringify([
      r.name,
      r.number,
      Object.entries(r.address).sort(([a], [b]) => a.localeCompare(b)),
      r.currency,
      r.timezone,
      r.pricelistUid,
      r.purchasePricelistUid,
      r.defaultWarehouseUid,
      Object.entries(r.metadata ?? {}),
    ]);
  return view(a) !== view(b);
};
