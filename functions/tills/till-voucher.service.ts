import { readStoreLedgerAccounts } from '#functions/accounting/accounting-read.ts';
import { readStoreMethodLedgers } from '#functions/payments/payment-read.ts';
import { NotFoundError } from '#shared/errors.ts';
import { getVoucher } from './ledger-voucher.repository.ts';
import type { LedgerVoucherValue } from './ledger-voucher.schema.ts';
import { voucherCsv, wantsCsv } from './ledger-voucher-csv-rules.ts';
import type { VoucherAccounts } from './ledger-voucher-rules.ts';
import { loadStoreTill } from './till.service.ts';

/**
 * The ledger voucher of a till close (docs/decisions/ledger-voucher.md): the accounts it books to
 * are read once before the close (three Queries: the store's accounting partition, its payment
 * methods and the tenant's), the voucher is built from the closed session and stored with it.
 */

/** The store's accounts as a voucher books them. */
export const readVoucherAccounts = async (tenantUid: string, storeUid: string): Promise<VoucherAccounts> => {
  const [ledger, methods] = await Promise.all([
    readStoreLedgerAccounts({ tenantUid, storeUid }),
    readStoreMethodLedgers(tenantUid, storeUid),
  ]);
  const methodLedgers: Record<string, string> = {};
  for (const [code, m] of methods) if (m.ledgerNumber) methodLedgers[code] = m.ledgerNumber;
  return { ...ledger, methodLedgers };
};

/** The voucher of the closed session `sessionUid` of the till (404 naming the till or the session). */
export const readSessionVoucher = async (
  tenantUid: string,
  storeUid: string,
  tillUid: string,
  sessionUid: string,
): Promise<LedgerVoucherValue> => {
  await loadStoreTill(tenantUid, storeUid, tillUid);
  const voucher = await getVoucher(tenantUid, tillUid, sessionUid);
  if (!voucher) throw NotFoundError.record('till session voucher', sessionUid, 'params.sessionUid');
  return voucher;
};

/** The voucher as CSV (Accept: text/csv or format=csv). */
export const sessionVoucherCsv = (voucher: LedgerVoucherValue): string => voucherCsv(voucher);

/** Whether the request asks for CSV: `format=csv`, or `Accept: text/csv` without `format=json`. */
export const asCsv = (format: 'json' | 'csv' | undefined, accept: string | undefined): boolean =>
  format === 'csv' || (format === undefined && wantsCsv(accept));
