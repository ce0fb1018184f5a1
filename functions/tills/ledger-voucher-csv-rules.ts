import type { LedgerVoucherValue } from './ledger-voucher.schema.ts';

/** The ledger voucher as CSV (pure; docs/decisions/ledger-voucher.md). */

/** Minor units as currency units with a decimal point and two decimals: 12550 -> '125.50'. */
export const decimalOf = (minor: number): string => {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled, RFC 4180);
 * a text that a spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
const field = (value: string, text = false): string => {
  const safe = text && /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const VOUCHER_CSV_COLUMNS = [
  'voucherDate',
  'lineNumber',
  'account',
  'accountKey',
  'settlementCode',
  'vatCodeUid',
  'vatTypeId',
  'text',
  'debit',
  'credit',
  'vatAmount',
  // Last: a column added after the others, so that imports reading by position keep working.
  'productGroupUid',
] as const;

/** The voucher as CSV: a header row, one row per posting, CRLF line ends (docs/decisions/ledger-voucher.md). */
export const voucherCsv = (v: LedgerVoucherValue): string =>
  [
    VOUCHER_CSV_COLUMNS.join(','),
    ...v.postings.map((p) =>
      [
        v.voucherDate,
        String(p.lineNumber),
        field(p.account),
        p.accountKey,
        field(p.settlementCode, true),
        field(p.vatCodeUid, true),
        field(p.vatTypeId, true),
        field(p.text, true),
        decimalOf(p.debit),
        decimalOf(p.credit),
        decimalOf(p.vatAmount),
        field(p.productGroupUid, true),
      ].join(','),
    ),
  ]
    .map((row) => `${row}\r\n`)
    .join('');

/** Whether `accept` asks for CSV (`text/csv` in any of its ranges). */
export const wantsCsv = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/csv');
