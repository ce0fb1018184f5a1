import type {
  LedgerVoucherValue,
  MissingAccountValue,
  PostingKind,
  PostingValue,
} from './ledger-voucher.schema.ts';
import { localDay } from './ledger-voucher-date-rules.ts';
import { type GroupSale, groupAccountKey, splitSales } from './ledger-voucher-group-rules.ts';
import type { TillSessionRecord, ZReportValue } from './till-session.schema.ts';
import { CASH_CODE } from './till-session-rules.ts';

/**
 * The balanced ledger voucher of a till close (pure; docs/decisions/ledger-voucher.md): the
 * payments per method (cash net of change) against the sales per VAT code, the cash movements,
 * the counted differences, and whatever the till took that its completed receipts do not explain
 * (cash rounding, orders settled here and completed elsewhere) to the ERROR account.
 */

/** The store's accounts a voucher books to (read by till-voucher.service.ts). */
export type VoucherAccounts = {
  /** ACCOUNTNUMBER keys of the store scope (CASHFLOAT_DIFF, ERROR, ...) -> account */
  accounts: Readonly<Record<string, string>>;
  /** vatCodeUid -> sales account (ACCOUNTNUMBER / VATCODE) */
  salesAccounts: Readonly<Record<string, string>>;
  /** `productGroupUid#vatCodeUid` -> sales account (ACCOUNTNUMBER / VATCODE of a product group) */
  groupSalesAccounts: Readonly<Record<string, string>>;
  /** vatCodeUid -> VAT type id (VAT_TYPE_ID / VATCODE) */
  vatTypeIds: Readonly<Record<string, string>>;
  /** settlement code (upper case) -> the store payment method's ledgerNumber */
  methodLedgers: Readonly<Record<string, string>>;
};

/** Where each kind of account is set, for `missingAccounts`. */
const CONFIGURE: Record<PostingKind, string> = {
  PAYMENT_METHOD: 'ledgerNumber of the store payment method with this code',
  VATCODE: 'accountnumbers vatCodes[].account of this VAT code',
  CASHFLOAT_DEPOSIT: 'accountnumbers cashfloatDeposit',
  CASHFLOAT_WITHDRAWAL: 'accountnumbers cashfloatWithdrawal',
  CASHFLOAT_TO_BANK: 'accountnumbers cashfloatToBank',
  CASHFLOAT_EXPENSE_WITHDRAWAL: 'accountnumbers cashfloatExpenseWithdrawal',
  CASHFLOAT_DIFF: 'accountnumbers cashfloatDiff',
  ERROR: 'accountnumbers error',
};

type Draft = {
  kind: PostingKind;
  settlementCode?: string;
  vatCodeUid?: string;
  productGroupUid?: string;
  /** Signed: positive on the draft's side, negative on the other. */
  amount: number;
  side: 'debit' | 'credit';
  vatAmount?: number;
  text: string;
};

const flip = (side: Draft['side']): Draft['side'] => (side === 'debit' ? 'credit' : 'debit');

/** What a voucher is built from besides the session and the accounts. */
export type VoucherContext = {
  /** The session's signed sales per product group and VAT code (ledger-voucher-group-rules.ts). */
  groupSales: readonly GroupSale[];
  /** The store's time zone: the voucher is dated with the close's local day. */
  timezone: string;
};

/** The voucher of closing `s` (its Z report is `s.report`) with the store's `accounts`. */
export const buildVoucher = (
  s: TillSessionRecord & { closedAt: string; report: ZReportValue },
  accounts: VoucherAccounts,
  ctx: VoucherContext,
): LedgerVoucherValue => {
  const r = s.report;
  const drafts: Draft[] = [];
  const names = new Map(r.lines.map((l) => [l.settlementCode, l.settlementName]));
  const method = (code: string) => ({ kind: 'PAYMENT_METHOD' as const, settlementCode: code });
  for (const l of r.lines) {
    const amount = l.settlementCode === CASH_CODE ? l.amount - r.change : l.amount;
    drafts.push({ ...method(l.settlementCode), amount, side: 'debit', text: l.settlementName });
  }
  // Sales per VAT code, split onto the product groups the configuration maps for that code.
  for (const v of r.vat) {
    for (const part of splitSales(
      v.vatCodeUid,
      v.gross,
      v.vat,
      ctx.groupSales,
      accounts.groupSalesAccounts,
    )) {
      drafts.push({
        kind: 'VATCODE',
        vatCodeUid: v.vatCodeUid,
        productGroupUid: part.productGroupUid,
        amount: part.gross,
        side: 'credit',
        vatAmount: part.vat,
        text: part.productGroupUid
          ? `Sales VAT code ${v.vatCodeUid} product group ${part.productGroupUid}`
          : `Sales VAT code ${v.vatCodeUid}`,
      });
    }
  }
  // Movements per type, in the order of the day's first movement of each type.
  const byType = new Map<string, number>();
  for (const m of r.movements) byType.set(m.accountKey, (byType.get(m.accountKey) ?? 0) + m.amount);
  for (const [key, amount] of byType) {
    const into = key === 'CASHFLOAT_DEPOSIT';
    const text = `Cash float ${key.slice('CASHFLOAT_'.length).toLowerCase().replaceAll('_', ' ')}`;
    drafts.push({ ...method(CASH_CODE), amount, side: into ? 'debit' : 'credit', text });
    drafts.push({ kind: key as PostingKind, amount, side: into ? 'credit' : 'debit', text });
  }
  for (const l of r.lines) {
    const text = `Counted difference ${names.get(l.settlementCode) ?? l.settlementCode}`;
    drafts.push({ ...method(l.settlementCode), amount: l.difference, side: 'debit', text });
    drafts.push({
      kind: 'CASHFLOAT_DIFF',
      settlementCode: l.settlementCode,
      amount: l.difference,
      side: 'credit',
      text,
    });
  }
  const signed = (d: Draft) => (d.side === 'debit' ? d.amount : -d.amount);
  const residue = drafts.reduce((n, d) => n + signed(d), 0);
  // Debits exceed credits: the till took more than its sales explain, credited to ERROR.
  drafts.push({
    kind: 'ERROR',
    amount: residue,
    side: 'credit',
    text: 'Payments not matched by sales at the till',
  });
  return voucherOf(
    s,
    drafts.filter((d) => d.amount !== 0),
    accounts,
    ctx.timezone,
  );
};

/** Resolves each draft's account (falling back to ERROR) and numbers the postings. */
const voucherOf = (
  s: TillSessionRecord & { closedAt: string },
  drafts: readonly Draft[],
  accounts: VoucherAccounts,
  timezone: string,
): LedgerVoucherValue => {
  const missing = new Map<string, MissingAccountValue>();
  const need = (accountKey: PostingKind, settlementCode = '', vatCodeUid = '') =>
    missing.set(`${accountKey}#${settlementCode}#${vatCodeUid}`, {
      accountKey,
      settlementCode,
      vatCodeUid,
      configure: CONFIGURE[accountKey],
    });
  const errorAccount = accounts.accounts.ERROR ?? '';
  const postings: PostingValue[] = drafts.map((d, i) => {
    const code = d.settlementCode ?? '';
    const vat = d.vatCodeUid ?? '';
    const group = d.productGroupUid ?? '';
    const configured =
      d.kind === 'PAYMENT_METHOD'
        ? accounts.methodLedgers[code]
        : d.kind === 'VATCODE'
          ? group
            ? accounts.groupSalesAccounts[groupAccountKey(group, vat)]
            : accounts.salesAccounts[vat]
          : accounts.accounts[d.kind];
    if (!configured) {
      need(d.kind, d.kind === 'PAYMENT_METHOD' ? code : '', vat);
      if (!errorAccount) need('ERROR');
    }
    const side = d.amount < 0 ? flip(d.side) : d.side;
    const amount = Math.abs(d.amount);
    return {
      lineNumber: i + 1,
      account: configured || errorAccount,
      accountKey: d.kind,
      settlementCode: code,
      vatCodeUid: vat,
      vatTypeId: vat ? (accounts.vatTypeIds[vat] ?? '') : '',
      productGroupUid: group,
      debit: side === 'debit' ? amount : 0,
      credit: side === 'credit' ? amount : 0,
      vatAmount: d.vatAmount ?? 0,
      text: d.text,
      fallback: !configured,
    };
  });
  const total = (f: (p: PostingValue) => number) => postings.reduce((n, p) => n + f(p), 0);
  return {
    sessionUid: s.sessionUid,
    tillUid: s.tillUid,
    tillNumber: s.tillNumber,
    storeUid: s.storeUid,
    voucherDate: localDay(s.closedAt, timezone),
    closedAt: s.closedAt,
    postings,
    debitTotal: total((p) => p.debit),
    creditTotal: total((p) => p.credit),
    complete: postings.every((p) => p.account !== ''),
    missingAccounts: [...missing.values()],
  };
};
