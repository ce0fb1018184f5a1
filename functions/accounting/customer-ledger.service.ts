/**
 * Customer accounting per store (spec 2.8): the ledger number of a customer in a store, and the
 * full customer with it. The customer must exist (404 otherwise, also for another tenant's uid).
 */

import type { CustomerResponseValue } from '#functions/customers/customer.schema.ts';
import { readCustomer } from '#functions/customers/customer-read.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import {
  getLedgerNumber,
  getLedgerNumbers,
  type LedgerRef,
  queryLedgerNumbers,
  readLedger,
  setLedgerOps,
} from './customer-ledger.repository.ts';

export type CustomerAccounting = { ledgerNumber?: string };

const accountingOf = (ledgerNumber: string | undefined): CustomerAccounting =>
  ledgerNumber === undefined ? {} : { ledgerNumber };

const customerNotFound = (uid: string) => NotFoundError.record('customer', uid, 'params.customerUid');

/** The ledger number; the customer check and the read are one BatchGet. */
export const getCustomerAccounting = async (ref: LedgerRef): Promise<CustomerAccounting> => {
  const { customerExists, ledgerNumber } = await readLedger(ref);
  if (!customerExists) throw customerNotFound(ref.customerUid);
  return accountingOf(ledgerNumber);
};

/**
 * Sets the ledger number: one transaction of a condition on the customer's main item and the
 * write. No event: no webhook action covers accounting, and the ledger number is store
 * configuration, not part of the customer record that CUSTOMER_UPDATE describes.
 */
export const putCustomerAccounting = async (
  ref: LedgerRef,
  ledgerNumber: string,
): Promise<CustomerAccounting> => {
  await commit(setLedgerOps(ref, ledgerNumber, nowIso()));
  return { ledgerNumber };
};

/**
 * The full customer with its accounting in this store: the customer exactly as the customers API
 * returns it (readCustomer: the record and its contacts; 404 naming params.customerUid) and the
 * ledger item, read in parallel.
 */
export const getFullCustomer = async (
  ref: LedgerRef,
): Promise<{ accounting: CustomerAccounting; customer: CustomerResponseValue }> => {
  const [customer, ledgerNumber] = await Promise.all([
    readCustomer(ref.tenantUid, ref.customerUid),
    getLedgerNumber(ref),
  ]);
  return { accounting: accountingOf(ledgerNumber), customer };
};

/**
 * Every ledger number of the customer, by store uid (GDPR export, functions/privacy; a ledger
 * number is bookkeeping, so an erase keeps it): those the customer's index finds, in any store,
 * also one without a store record, and those of `storeUids` (the tenant's stores) read strongly
 * consistent, so that one set a moment ago, which the eventually consistent index may not show
 * yet, is there as well. Ledger numbers set before the index existed carry no index keys: in a
 * store with a store record they are found by the second read.
 */
export const customerLedgerNumbers = async (
  tenantUid: string,
  customerUid: string,
  storeUids: readonly string[],
) => {
  const [indexed, read] = await Promise.all([
    queryLedgerNumbers(tenantUid, customerUid),
    getLedgerNumbers(tenantUid, customerUid, storeUids),
  ]);
  const byStore = new Map([...indexed, ...read].map((l) => [l.storeUid, l]));
  return [...byStore.values()].sort((a, b) => a.storeUid.localeCompare(b.storeUid));
};
