import { describe, expect, it } from 'vitest';
import { decimalOf, voucherCsv, wantsCsv } from '#functions/tills/ledger-voucher-csv-rules.ts';
import { localDay } from '#functions/tills/ledger-voucher-date-rules.ts';
import type { GroupSale } from '#functions/tills/ledger-voucher-group-rules.ts';
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
  groupSalesAccounts: {},
  vatTypeIds: { 'vat-25': '3' },
  methodLedgers: { CASH: '1900' },
};

/** No product groups sold, the store in UTC. */
const PLAIN = { groupSales: [], timezone: 'UTC' };

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
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 123100 }]), ACCOUNTS, PLAIN);
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
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 101000 }]), ACCOUNTS, PLAIN);
    expect(v.postings.at(-1)).toMatchObject({ account: '7799', accountKey: 'ERROR', debit: 3000, credit: 0 });
    expect(v.debitTotal).toBe(v.creditTotal);
  });

  it('writes CSV with a header, decimal points and RFC 4180 quoting, and defuses formulas', () => {
    const s = session({
      payAmount: { CASH: 12550 },
      payName: { CASH: '=Cash, "drawer"' },
      vatGross: { 'vat-25': 12550 },
    });
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 112550 }]), ACCOUNTS, PLAIN);
    const [header, first] = voucherCsv(v).split('\r\n');
    expect(header).toBe(
      'voucherDate,lineNumber,account,accountKey,settlementCode,vatCodeUid,vatTypeId,text,debit,credit,vatAmount,productGroupUid',
    );
    expect(first).toBe(`2026-11-27,1,1900,PAYMENT_METHOD,CASH,,,"'=Cash, ""drawer""",125.50,0.00,0.00,`);
    expect([decimalOf(5), decimalOf(-1234), decimalOf(100000)]).toEqual(['0.05', '-12.34', '1000.00']);
    expect([
      wantsCsv('application/json, text/csv;q=0.5'),
      wantsCsv('application/json'),
      wantsCsv(undefined),
    ]).toEqual([true, false, false]);
  });

  it('books sales per product group on the mapped accounts, a child group by its parent, the rest on the VAT code', () => {
    const s = session({
      payAmount: { CARD: 30000 },
      vatGross: { 'vat-25': 25000, 'vat-15': 5000 },
      vatAmount: { 'vat-25': 5000, 'vat-15': 652 },
    });
    const sale = (g: string, chain: string[], vatCodeUid: string, gross: number, vat: number): GroupSale => ({
      productGroupUid: g,
      chain,
      vatCodeUid,
      gross,
      vat,
    });
    const groupSales = [
      sale('coffee', ['coffee'], 'vat-25', 10000, 2000),
      // Espresso has no mapping of its own: its parent's (coffee) applies.
      sale('espresso', ['espresso', 'coffee'], 'vat-25', 4000, 800),
      // Food is mapped for vat-15 only: its vat-25 sales stay on the VAT code's account.
      sale('food', ['food'], 'vat-25', 3000, 600),
      sale('food', ['food'], 'vat-15', 5000, 652),
    ];
    const accounts = {
      ...ACCOUNTS,
      salesAccounts: { 'vat-25': '3000', 'vat-15': '3100' },
      groupSalesAccounts: { 'coffee#vat-25': '3010', 'food#vat-15': '3110' },
      methodLedgers: { CARD: '1920' },
    };
    const v = buildVoucher(
      closeOf(s, [
        { settlementCode: 'CARD', amount: 30000 },
        { settlementCode: 'CASH', amount: 100000 },
      ]),
      accounts,
      {
        groupSales,
        timezone: 'UTC',
      },
    );
    const sales = v.postings.filter((p) => p.accountKey === 'VATCODE');
    expect(sales.map((p) => [p.account, p.vatCodeUid, p.productGroupUid, p.credit, p.vatAmount])).toEqual([
      ['3110', 'vat-15', 'food', 5000, 652],
      ['3000', 'vat-25', '', 11000, 2200],
      ['3010', 'vat-25', 'coffee', 14000, 2800],
    ]);
    expect(v.debitTotal).toBe(30000);
    expect(v.creditTotal).toBe(30000);
    expect(v.postings.some((p) => p.accountKey === 'ERROR')).toBe(false);
  });

  it('keeps the session total of a VAT code when the signed lines hold more (the rest turns debit)', () => {
    const s = session({
      payAmount: { CASH: 1000 },
      vatGross: { 'vat-25': 1000 },
      vatAmount: { 'vat-25': 200 },
    });
    const accounts = { ...ACCOUNTS, groupSalesAccounts: { 'coffee#vat-25': '3010' } };
    const v = buildVoucher(closeOf(s, [{ settlementCode: 'CASH', amount: 101000 }]), accounts, {
      groupSales: [
        { productGroupUid: 'coffee', chain: ['coffee'], vatCodeUid: 'vat-25', gross: 1500, vat: 300 },
      ],
      timezone: 'UTC',
    });
    const sales = v.postings.filter((p) => p.accountKey === 'VATCODE');
    expect(sales.map((p) => [p.account, p.debit, p.credit])).toEqual([
      ['3000', 500, 0],
      ['3010', 0, 1500],
    ]);
    expect(v.debitTotal).toBe(v.creditTotal);
  });

  it("dates the voucher with the close's day in the store's time zone", () => {
    const s = session({ payAmount: { CASH: 1000 }, vatGross: { 'vat-25': 1000 } });
    // 23:30 UTC on 27 November is 00:30 on 28 November in Oslo (UTC+1 in winter).
    const late = {
      ...closeOf(s, [{ settlementCode: 'CASH', amount: 101000 }]),
      closedAt: '2026-11-27T23:30:00.000Z',
    };
    expect(buildVoucher(late, ACCOUNTS, { groupSales: [], timezone: 'Europe/Oslo' }).voucherDate).toBe(
      '2026-11-28',
    );
    expect(buildVoucher(late, ACCOUNTS, { groupSales: [], timezone: 'America/New_York' }).voucherDate).toBe(
      '2026-11-27',
    );
    expect(localDay('2026-11-27T23:30:00.000Z', 'Not/AZone')).toBe('2026-11-27');
  });
});
