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

/**
 * The store's ledger accounts as a till's ledger voucher books them: the ACCOUNTNUMBER keys of
 * the store scope (CASHFLOAT_*, ERROR, ...), the sales account per VAT code (ACCOUNTNUMBER /
 * VATCODE), the sales account of each product-group mapping (ACCOUNTNUMBER / VATCODE with a
 * productGroupUid, keyed `productGroupUid#vatCodeUid`) and the VAT type id per VAT code
 * (VAT_TYPE_ID / VATCODE). One Query of the store's partition.
 */
export type StoreLedgerAccounts = {
  accounts: Record<string, string>;
  salesAccounts: Record<string, string>;
  groupSalesAccounts: Record<string, string>;
  vatTypeIds: Record<string, string>;
};

export const readStoreLedgerAccounts = async (store: StoreRef): Promise<StoreLedgerAccounts> => {
  const out: StoreLedgerAccounts = {
    accounts: {},
    salesAccounts: {},
    groupSalesAccounts: {},
    vatTypeIds: {},
  };
  for (const e of await queryEntries(store)) {
    if (e.productGroupUid) {
      if (e.configType === 'ACCOUNTNUMBER' && e.key === VATCODE_KEY)
        out.groupSalesAccounts[`${e.productGroupUid}#${e.vatCodeUid}`] = e.value;
      continue;
    }
    if (e.configType === 'ACCOUNTNUMBER' && e.key === VATCODE_KEY) out.salesAccounts[e.vatCodeUid] = e.value;
    else if (e.configType === 'ACCOUNTNUMBER') out.accounts[e.key] = e.value;
    else if (e.configType === 'VAT_TYPE_ID' && e.key === VATCODE_KEY) out.vatTypeIds[e.vatCodeUid] = e.value;
  }
  return out;
};
