import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** The ledger voucher of a closed till session (issue 37 item 6): schemas and the stored shape. */

/**
 * What a posting books, as the accounting configuration names it: a spec 2.8 ACCOUNTNUMBER key
 * (VATCODE: the sales account of a VAT code; CASHFLOAT_*; ERROR) or PAYMENT_METHOD (the store
 * payment method's ledgerNumber).
 */
export const POSTING_KINDS = {
  PAYMENT_METHOD: 'PAYMENT_METHOD',
  VATCODE: 'VATCODE',
  CASHFLOAT_DEPOSIT: 'CASHFLOAT_DEPOSIT',
  CASHFLOAT_WITHDRAWAL: 'CASHFLOAT_WITHDRAWAL',
  CASHFLOAT_TO_BANK: 'CASHFLOAT_TO_BANK',
  CASHFLOAT_EXPENSE_WITHDRAWAL: 'CASHFLOAT_EXPENSE_WITHDRAWAL',
  CASHFLOAT_DIFF: 'CASHFLOAT_DIFF',
  ERROR: 'ERROR',
} as const;
export type PostingKind = keyof typeof POSTING_KINDS;

const Posting = z.object({
  lineNumber: z.int().check(z.gte(1)),
  account: described(
    z.string(),
    "The ledger account booked: the configured account of `accountKey`, else the store's ERROR account, else '' (see `missingAccounts`)",
  ),
  accountKey: z.enum(Object.keys(POSTING_KINDS) as [PostingKind, ...PostingKind[]]),
  settlementCode: described(
    z.string(),
    "The payment method of a PAYMENT_METHOD or difference posting; '' otherwise",
  ),
  vatCodeUid: described(z.string(), "The VAT code of a sales posting; '' otherwise"),
  vatTypeId: described(z.string(), "The VAT code's VAT type id (VAT_TYPE_ID / VATCODE); '' when none"),
  productGroupUid: described(
    z.string(),
    "A sales posting of the product group whose mapping (ACCOUNTNUMBER / VATCODE with productGroupUid) names the account, for the group and its child groups; '' for a VAT code's own sales account and other postings",
  ),
  debit: described(z.int().check(z.gte(0)), 'Minor units'),
  credit: described(z.int().check(z.gte(0)), 'Minor units'),
  vatAmount: described(z.int(), 'The VAT included in a sales posting (minor units; 0 otherwise)'),
  text: z.string(),
  fallback: described(
    z.boolean(),
    'The account of `accountKey` is not configured: booked to ERROR (or to no account)',
  ),
});
export type PostingValue = z.infer<typeof Posting>;

const MissingAccount = z.object({
  accountKey: z.string(),
  settlementCode: z.string(),
  vatCodeUid: z.string(),
  configure: described(z.string(), 'Where the account is set'),
});
export type MissingAccountValue = z.infer<typeof MissingAccount>;

export const VOUCHER_EXAMPLE = {
  sessionUid: 'a3f0c1de-7d2b-4a51-9a0e-6f1f2b3c4d5e',
  tillUid: 'till-1',
  tillNumber: 1,
  storeUid: 'oslo-sentrum',
  voucherDate: '2026-11-27',
  closedAt: '2026-11-27T17:02:11.000Z',
  postings: [
    {
      lineNumber: 1,
      account: '1900',
      accountKey: 'PAYMENT_METHOD',
      settlementCode: 'CASH',
      vatCodeUid: '',
      vatTypeId: '',
      productGroupUid: '',
      debit: 12500,
      credit: 0,
      vatAmount: 0,
      text: 'Cash',
      fallback: false,
    },
    {
      lineNumber: 2,
      account: '3000',
      accountKey: 'VATCODE',
      settlementCode: '',
      vatCodeUid: 'vat-25',
      vatTypeId: '3',
      productGroupUid: '',
      debit: 0,
      credit: 7500,
      vatAmount: 1500,
      text: 'Sales VAT code vat-25',
      fallback: false,
    },
    {
      lineNumber: 3,
      account: '3010',
      accountKey: 'VATCODE',
      settlementCode: '',
      vatCodeUid: 'vat-25',
      vatTypeId: '3',
      productGroupUid: 'coffee',
      debit: 0,
      credit: 5000,
      vatAmount: 1000,
      text: 'Sales VAT code vat-25 product group coffee',
      fallback: false,
    },
  ],
  debitTotal: 12500,
  creditTotal: 12500,
  complete: true,
  missingAccounts: [],
} as const;

export const LedgerVoucherResponse = withMeta(
  z.object({
    sessionUid: z.string(),
    tillUid: z.string(),
    tillNumber: z.int(),
    storeUid: z.string(),
    voucherDate: described(z.string(), "The close's calendar day in the store's time zone (YYYY-MM-DD)"),
    closedAt: DateTime,
    postings: z.array(Posting),
    debitTotal: described(z.int(), 'Equal to creditTotal: every voucher balances'),
    creditTotal: z.int(),
    complete: described(z.boolean(), 'Every posting has an account (false: see missingAccounts)'),
    missingAccounts: described(
      z.array(MissingAccount),
      'Accounts the configuration lacks; their postings went to ERROR, or to no account',
    ),
  }),
  { id: 'TillLedgerVoucher', example: VOUCHER_EXAMPLE },
);
export type LedgerVoucherValue = z.infer<typeof LedgerVoucherResponse>;

export const LedgerVoucherCsv = withMeta(z.string(), {
  id: 'TillLedgerVoucherCsv',
  description:
    'RFC 4180 CSV, CRLF line ends, a header row: voucherDate, lineNumber, account, accountKey, settlementCode, vatCodeUid, vatTypeId, text, debit, credit, vatAmount, productGroupUid. Amounts in currency units with a decimal point and two decimals (125.00); fields with a comma, quote or line break are quoted, quotes doubled.',
  example:
    'voucherDate,lineNumber,account,accountKey,settlementCode,vatCodeUid,vatTypeId,text,debit,credit,vatAmount,productGroupUid\r\n2026-11-27,1,1900,PAYMENT_METHOD,CASH,,,Cash,125.00,0.00,0.00,\r\n2026-11-27,2,3000,VATCODE,,vat-25,3,Sales VAT code vat-25,0.00,75.00,15.00,\r\n2026-11-27,3,3010,VATCODE,,vat-25,3,Sales VAT code vat-25 product group coffee,0.00,50.00,10.00,coffee\r\n',
});
