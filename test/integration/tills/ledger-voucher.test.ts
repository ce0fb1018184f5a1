import { describe, expect, it } from 'vitest';
import { outboxEvents } from '#test/support/outbox.ts';
import { parseCsv, voucherWorld } from './ledger-voucher-world.ts';

const posting = (p: Record<string, unknown>) => ({
  vatCodeUid: '',
  vatTypeId: '',
  productGroupUid: '',
  settlementCode: '',
  vatAmount: 0,
  fallback: false,
  ...p,
});

/** The calendar day of an instant in Oslo. */
const osloDay = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo', dateStyle: 'short' }).format(new Date(iso));

describe('the ledger voucher of a till close', () => {
  it('books a day of cash and card sales, a return, VAT 25 % and 15 %, a bank drop and a counted difference, balanced, as JSON, CSV and in TILL_CLOSED', async () => {
    const w = await voucherWorld();
    const accountnumbers = await w.api.put(`${w.store}/accountingConfigs/accountnumbers`, {
      cashfloatToBank: '1920',
      cashfloatDiff: '7790',
      error: '7799',
      vatCodes: [
        { vatCodeUid: 'vat-25', account: '3000' },
        { vatCodeUid: 'vat-15', account: '3030' },
      ],
    });
    expect(accountnumbers.status).toBe(200);
    const vatTypes = await w.api.put(`${w.store}/accountingConfigs/vatTypes`, {
      vatCodes: [
        { vatCodeUid: 'vat-25', value: '3' },
        { vatCodeUid: 'vat-15', value: '31' },
      ],
    });
    expect(vatTypes.status).toBe(200);
    const opened = await w.api.post(`${w.till}/open`, { openingFloat: 100000 });
    expect(opened.status).toBe(201);

    // 100.00 at 25 % in cash; 50.00 at 15 % and 80.00 at 25 % by card; a return of 40.00 at 25 % paid out in cash.
    const cashSale = await w.receipt([[10000, 'vat-25', 2500]], [w.pay('CASH', 10000)]);
    const cardSale = await w.receipt(
      [
        [5000, 'vat-15', 1500],
        [8000, 'vat-25', 2500],
      ],
      [w.pay('CARD', 13000)],
    );
    const refund = await w.receipt([[4000, 'vat-25', 2500, -1]], [w.pay('CASH', -4000)]);
    expect(refund.grandTotal).toBe(-4000);
    expect((await w.api.post(`${w.till}/movements`, { type: 'TO_BANK', amount: 50000 })).status).toBe(201);
    // Expected cash: 1000.00 + 100.00 - 40.00 - 500.00 = 560.00; counted 558.00.
    const closed = await w.api.post(`${w.till}/close`, {
      counted: [
        { settlementCode: 'CASH', amount: 55800 },
        { settlementCode: 'CARD', amount: 13000 },
      ],
    });
    expect(closed.status).toBe(200);
    expect(closed.body.report.cashDifference).toBe(-200);

    const vatOf =
      (...receipts: Array<{ items: Array<{ vatCodeUid: string; totalVatAmount: number }> }>) =>
      (code: string) =>
        receipts
          .flatMap((r) => r.items)
          .filter((i) => i.vatCodeUid === code)
          .reduce((n, i) => n + i.totalVatAmount, 0);
    const vat = vatOf(cashSale, cardSale, refund);
    expect(vat('vat-25')).toBe(2000 + 1600 - 800);
    const res = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher`);
    expect(res.status).toBe(200);
    const voucher = res.body;
    expect(voucher).toMatchObject({
      sessionUid: opened.body.sessionUid,
      tillUid: w.tillUid,
      tillNumber: 1,
      storeUid: w.storeUid,
      // The store is in Europe/Oslo: the close's day there.
      voucherDate: osloDay(closed.body.closedAt),
      closedAt: closed.body.closedAt,
      debitTotal: 6000 + 13000 + 50000 + 200,
      creditTotal: 6000 + 13000 + 50000 + 200,
      complete: true,
      missingAccounts: [],
    });
    expect(voucher.postings).toEqual([
      posting({
        lineNumber: 1,
        account: '1900',
        accountKey: 'PAYMENT_METHOD',
        settlementCode: 'CASH',
        debit: 6000,
        credit: 0,
        text: 'Cash',
      }),
      posting({
        lineNumber: 2,
        account: '1940',
        accountKey: 'PAYMENT_METHOD',
        settlementCode: 'CARD',
        debit: 13000,
        credit: 0,
        text: 'Card',
      }),
      posting({
        lineNumber: 3,
        account: '3030',
        accountKey: 'VATCODE',
        vatCodeUid: 'vat-15',
        vatTypeId: '31',
        debit: 0,
        credit: 5000,
        vatAmount: vat('vat-15'),
        text: 'Sales VAT code vat-15',
      }),
      posting({
        lineNumber: 4,
        account: '3000',
        accountKey: 'VATCODE',
        vatCodeUid: 'vat-25',
        vatTypeId: '3',
        debit: 0,
        credit: 14000,
        vatAmount: vat('vat-25'),
        text: 'Sales VAT code vat-25',
      }),
      posting({
        lineNumber: 5,
        account: '1900',
        accountKey: 'PAYMENT_METHOD',
        settlementCode: 'CASH',
        debit: 0,
        credit: 50000,
        text: 'Cash float to bank',
      }),
      posting({
        lineNumber: 6,
        account: '1920',
        accountKey: 'CASHFLOAT_TO_BANK',
        debit: 50000,
        credit: 0,
        text: 'Cash float to bank',
      }),
      posting({
        lineNumber: 7,
        account: '1900',
        accountKey: 'PAYMENT_METHOD',
        settlementCode: 'CASH',
        debit: 0,
        credit: 200,
        text: 'Counted difference Cash',
      }),
      posting({
        lineNumber: 8,
        account: '7790',
        accountKey: 'CASHFLOAT_DIFF',
        settlementCode: 'CASH',
        debit: 200,
        credit: 0,
        text: 'Counted difference Cash',
      }),
    ]);
    const sum = (f: (p: { debit: number; credit: number }) => number) =>
      voucher.postings.reduce((n: number, p: { debit: number; credit: number }) => n + f(p), 0);
    expect(sum((p) => p.debit)).toBe(sum((p) => p.credit));

    // The same as CSV, by Accept and by format; it parses back to the postings.
    const csv = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher`, {
      accept: 'text/csv',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.endsWith('\r\n')).toBe(true);
    const byFormat = await w.api.get(`${w.till}/sessions/${opened.body.sessionUid}/voucher?format=csv`);
    expect(byFormat.text).toBe(csv.text);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([
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
      'productGroupUid',
    ]);
    const minor = (decimal: string) => {
      expect(decimal).toMatch(/^-?\d+\.\d{2}$/);
      return Math.round(Number(decimal) * 100);
    };
    expect(
      rows.map((r) => ({
        lineNumber: Number(r[1]),
        account: r[2],
        accountKey: r[3],
        settlementCode: r[4],
        vatCodeUid: r[5],
        vatTypeId: r[6],
        text: r[7],
        debit: minor(r[8]!),
        credit: minor(r[9]!),
        vatAmount: minor(r[10]!),
        productGroupUid: r[11],
        fallback: false,
      })),
    ).toEqual(voucher.postings);
    expect(rows.every((r) => r[0] === voucher.voucherDate)).toBe(true);

    // TILL_CLOSED carries the same postings.
    const events = await outboxEvents(w.tenant);
    const event = events.find((e) => e.action === 'TILL_CLOSED');
    expect(event?.ledgerVoucher ?? event?.data?.ledgerVoucher).toMatchObject({
      debitTotal: voucher.debitTotal,
      creditTotal: voucher.creditTotal,
      complete: true,
      postings: voucher.postings,
    });
  });
});
