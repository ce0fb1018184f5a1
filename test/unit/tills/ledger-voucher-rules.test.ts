import { describe, expect, it } from 'vitest';
import { decimalOf, voucherCsv, wantsCsv } from '#functions/tills/ledger-voucher-csv-rules.ts';
import { buildVoucher, type VoucherAccounts } from '#functions/tills/ledger-voucher-rules.ts';
import type { TillSessionRecord } from '#functions/tills/till-session.schema.ts';
import { zReport } from '#functions/tills/till-session-rules.ts';

const session = (over: Partial<TillSessionRecord> = {}): TillSessionRecord => ({
  tenantUid: 't',
  storeUid: 's',
  tillUid: 'till-1',
  tillName: 'Kasse 1',
  tillNumber: 1,
  sessionUid: 'sess-1',
  state: 'OPEN',
  openedAt: '2026-11-27T07:00:00.000Z',
  openedBy: { tenantUserUid: 'u', displayName: 'U' },
  openingFloat: 100000,
  deposits: 0,
  withdrawals: 0,
  change: 0,
  receiptsCount: 0,
  grandTotal: 0,
  payAmount: {},
  payCount: {},
  payName: {},
  vatAmount: {},
  vatGross: {},
  movements: [],
  lastModifiedAt: '2026-11-27T07:00:00.000Z',
  version: 1,
  ...over,
});

const closeOf = (s: TillSessionRecord, counted: Array<{ settlementCode: string; amount: number }>) => ({
  ...s,
  closedAt: '2026-11-27T18:00:00.000Z',
  report: zReport(s, { counted }),
});

const ACCOUNTS: VoucherAccounts = {
  accounts: { CASHFLOAT_DEPOSIT: '1910', CASHFLOAT_DIFF: '7790', ERROR: '7799' },
  salesAccounts: { 'vat-25': '3000' },
  vatTypeIds: { 'vat-25': '3' },
  methodLedgers: { CASH: '1900' },
};

const movement = (type: 'DEPOSIT', amount: number) => ({
  movementUid: `m-${amount}`,
  type,
  accountKey: 'CASHFLOAT_DEPOSIT',
  amount,
  note: '',
  tenantUserUid: 'u',
  createdAt: '2026-11-27T08:00:00.000Z',
});

describe('the ledger voucher of a close', () => {
  it('books cash net of change, a deposit into the drawer and a surplus counted, and balances', () => {
    const s = session({
      payAmount: { CASH: 20000 },
      payName: { CASH: 'Kontant' },
      change: 2000,
      deposits: 5000,
      vatGross: { 'vat-25': 18000 },
      vatAmount: { 'vat-25': 3600 },
      movements: [movement('DEPOSIT', 5000)],
    });
    // Expected 100000 + 20000 - 2000 + 5000 = 123000; counted 123100: 1.00 over.
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 123100 }]), ACCOUNTS);
    expect(v.postings.map((p) => [p.account, p.accountKey, p.debit, p.credit, p.text])).toEqual([
      ['1900', 'PAYMENT_METHOD', 18000, 0, 'Kontant'],
      ['3000', 'VATCODE', 0, 18000, 'Sales VAT code vat-25'],
      ['1900', 'PAYMENT_METHOD', 5000, 0, 'Cash float deposit'],
      ['1910', 'CASHFLOAT_DEPOSIT', 0, 5000, 'Cash float deposit'],
      ['1900', 'PAYMENT_METHOD', 100, 0, 'Counted difference Kontant'],
      ['7790', 'CASHFLOAT_DIFF', 0, 100, 'Counted difference Kontant'],
    ]);
    expect(v).toMatchObject({ debitTotal: 23100, creditTotal: 23100, complete: true, missingAccounts: [] });
    expect(v.postings[1]).toMatchObject({ vatTypeId: '3', vatAmount: 3600 });
  });

  it('debits ERROR when the sales exceed what the till took (an order paid elsewhere, completed here)', () => {
    const s = session({
      payAmount: { CASH: 1000 },
      vatGross: { 'vat-25': 4000 },
      vatAmount: { 'vat-25': 800 },
    });
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 101000 }]), ACCOUNTS);
    expect(v.postings.at(-1)).toMatchObject({ account: '7799', accountKey: 'ERROR', debit: 3000, credit: 0 });
    expect(v.debitTotal).toBe(v.creditTotal);
  });

  it('writes CSV with a header, decimal points and RFC 4180 quoting, and defuses formulas', () => {
    const s = session({
      payAmount: { CASH: 12550 },
      payName: { CASH: '=Cash, "drawer"' },
      vatGross: { 'vat-25': 12550 },
    });
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 112550 }]), ACCOUNTS);
    const [header, first] = voucherCsv(v).split('\r\n');
    expect(header).toBe(
      'voucherDate,lineNumber,account,accountKey,settlementCode,vatCodeUid,vatTypeId,text,debit,credit,vatAmount',
    );
    expect(first).toBe(`2026-11-27,1,1900,PAYMENT_METHOD,CASH,,,"'=Cash, ""drawer""",125.50,0.00,0.00`);
    expect([decimalOf(5), decimalOf(-1234), decimalOf(100000)]).toEqual(['0.05', '-12.34', '1000.00']);
    expect([
      wantsCsv('application/json, text/csv;q=0.5'),
      wantsCsv('application/json'),
      wantsCsv(undefined),
    ]).toEqual([true, false, false]);
  });
});
