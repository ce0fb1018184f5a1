import { queryEntries, type StoreRef } from './accounting-config.repository.ts';
import { slotPrefix, VATCODE_KEY } from './accounting-config-model.ts';

/**
 * Reading a store's accounting configuration from other areas (the SAF-T export names the VAT
 * codes): one Query of the store's accounting partition per call.
 */

/** A VAT code the store's configuration names, with its VAT type id (spec 2.8 VAT_TYPE_ID). */
export type StoreVatCode = { vatCodeUid: string; vatTypeId: string; createdAt: string };

/** The VAT codes of the store's VAT types (VAT_TYPE_ID / VATCODE entries), in uid order. */
export const readStoreVatCodes = async (store: StoreRef): Promise<StoreVatCode[]> =>
  (await queryEntries(store, slotPrefix('VAT_TYPE_ID', 'STORE')))
    .filter((e) => e.key === VATCODE_KEY && e.vatCodeUid !== '')
    .map((e) => ({ vatCodeUid: e.vatCodeUid, vatTypeId: e.value, createdAt: e.createdAt }))
    .sort((a, b) => a.vatCodeUid.localeCompare(b.vatCodeUid));
