import * as z from 'zod/mini';
import { defineRoutes } from '#shared/http/route.ts';
import { withUids } from '#shared/schema/params.ts';
import { described } from '#shared/schema/zod-helpers.ts';
import { LedgerVoucherCsv, LedgerVoucherResponse } from './ledger-voucher.schema.ts';
import { TILL_READ, TillParams, TILLS_TAG as tags } from './till.routes.ts';

const SessionParams = withUids(TillParams, 'sessionUid');

const VoucherQuery = z.object({
  format: described(
    z.optional(z.enum(['json', 'csv'])),
    'csv: the same as `Accept: text/csv` (for links and downloads that cannot set a header)',
  ),
});

/** The ledger voucher of each till close (issue 37 item 6; docs/decisions/ledger-voucher.md). */
export const ledgerVoucherRoutes = defineRoutes({
  getTillSessionVoucher: {
    method: 'GET',
    path: '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}/sessions/{sessionUid}/voucher',
    summary: 'The ledger voucher of a closed session',
    description:
      "Built at the close from the session's totals and the store's accounting configuration, and stored with it (later configuration changes do not alter it; TILL_CLOSED carries the same postings). Debit: each payment method's net takings (cash less change) on its store payment method's ledgerNumber, deposits; credit: the gross sales per VAT code on that VAT code's account (ACCOUNTNUMBER / VATCODE) with its VAT type id and the VAT they include; the cash movements against their CASHFLOAT_* accounts, each counted difference against CASHFLOAT_DIFF, and what the till took beyond its completed receipts (cash rounding, orders settled here and completed elsewhere) on ERROR. A posting whose account is not configured is booked to the ERROR account and listed in `missingAccounts`; without an ERROR account it has no account and `complete` is false. Debit always equals credit. Amounts in minor units; `Accept: text/csv` or `format=csv` answers CSV. 404 for a session closed before vouchers were kept.",
    tags,
    auth: TILL_READ,
    request: { params: SessionParams, query: VoucherQuery },
    success: {
      status: 200,
      description: 'The voucher (JSON), or as CSV with `Accept: text/csv` or `format=csv`',
      schema: LedgerVoucherResponse,
      alsoAs: { 'text/csv': LedgerVoucherCsv },
    },
    responses: { 404: { description: 'No such till in this store, or no voucher of that session' } },
  },
});
