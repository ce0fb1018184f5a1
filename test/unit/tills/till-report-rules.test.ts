import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { JournalEvent } from '#functions/fiscal/journal-read.ts';
import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';
import { NO_COUNTER } from '#functions/tills/till-report.schema.ts';
import { reportEscPos } from '#functions/tills/till-report-escpos.ts';
import { reportPdf } from '#functions/tills/till-report-pdf.ts';
import { buildReport, type ReportContext } from '#functions/tills/till-report-rules.ts';
import { REPORT_WIDTH, reportLines } from '#functions/tills/till-report-text-rules.ts';
import type { TillSessionRecord } from '#functions/tills/till-session.schema.ts';
import { parseEscPos } from '#test/support/print-formats.ts';

const session: TillSessionRecord = {
  tenantUid: 't',
  storeUid: 's',
  tillUid: 'till',
  tillName: 'Kasse 1',
  tillNumber: 1,
  sessionUid: 'sess',
  state: 'OPEN',
  openedAt: '2026-11-25T07:00:00.000Z',
  openedBy: { tenantUserUid: 'u-kari', displayName: 'Kari' },
  openingFloat: 100000,
  deposits: 0,
  withdrawals: 0,
  change: 500,
  receiptsCount: 2,
  grandTotal: 0,
  payAmount: { CASH: 10500, CARD: 4000 },
  payCount: { CASH: 1, CARD: 1 },
  payName: { CASH: 'Kontant', CARD: 'Kort' },
  vatAmount: {},
  vatGross: {},
  movements: [],
  lastModifiedAt: '2026-11-25T07:00:00.000Z',
  version: 3,
};

let number = 0;
const x = (
  kind: SignedTransaction['kind'],
  lines: Array<[string, number, number, number]>,
  actorUid = 'u-kari',
) => {
  const grossAmount = lines.reduce((n, [, , total]) => n + total, 0);
  return {
    kind,
    actorUid,
    grossAmount,
    netAmount: Math.round(grossAmount * 0.8),
    transactionNumber: ++number,
    lines: lines.map(([productUid, quantity, totalPrice, discountAmount], i) => ({
      lineNumber: i + 1,
      productUid,
      sku: productUid,
      name: productUid,
      quantity,
      unitPrice: quantity ? totalPrice / quantity : 0,
      totalPrice,
      totalVatAmount: Math.round(totalPrice * 0.2),
      vatRate: 2500,
      vatCodeUid: 'vat-25',
      discountAmount,
    })),
  } as unknown as SignedTransaction;
};
const event = (eventCode: string) => ({ eventCode }) as JournalEvent;

const ctx = (over: Partial<ReportContext> = {}): ReportContext => ({
  reportType: 'Z',
  reportNumber: 4,
  companyName: 'Nordlys Kaffe AS',
  organisationNumber: '999999999',
  createdAt: '2026-11-25T17:00:00.000Z',
  createdBy: { tenantUserUid: 'u-kari', displayName: 'Kari' },
  counter: {
    ...NO_COUNTER,
    zReportNumber: 3,
    xReportNumber: 7,
    grandTotalSales: 50000,
    grandTotalReturns: 2000,
    version: 10,
  },
  groupOf: (p) =>
    p === 'beans' ? { productGroupUid: 'pg-coffee', name: 'Kaffe' } : { productGroupUid: '', name: '' },
  nameOf: (u) => (u === 'u-kari' ? 'Kari' : ''),
  ...over,
});

const day = [
  x('SALE', [['beans', 2, 10000, 1000]]),
  x('SALE', [['mug', 1, 4000, 0]], 'u-ola'),
  x('RETURN', [['mug', -1, -4000, 0]]),
  x('SALE', [['beans', 1, 5000, 0]]),
  x('VOID', [['beans', 1, 5000, 0]]),
  x('COPY', [['beans', 2, 10000, 1000]]),
  x('PROFORMA', [['beans', 3, 15000, 0]]),
  x('TRAINING', [['mug', 1, 4000, 0]]),
];
const events = ['13999', '13005', '13005', '13021', '13012'].map(event);

describe('buildReport', () => {
  it('counts every kind of the session and adds a Z report to the grand totals', () => {
    const { report, counter } = buildReport(session, events, day, ctx());
    expect(report).toMatchObject({
      reportType: 'Z',
      reportNumber: 4,
      openingFloat: 100000,
      // 100.00 + 40.00 + 50.00 - 50.00 voided, less 40.00 returned.
      sales: 10000,
      receipts: 4,
      drawerOpenings: 2,
      priceChanges: 1,
      copies: { count: 1, amount: 10000 },
      proforma: { count: 1, amount: 15000 },
      training: { count: 1, amount: 4000 },
      returns: { count: 1, amount: 4000 },
      discounts: { count: 1, amount: 1000 },
      voids: { count: 1, amount: 5000 },
      grandTotals: { sales: 64000, returns: 6000, net: 58000 },
    });
    expect(report.articleGroups).toEqual([
      { productGroupUid: '', name: '', quantity: 0, amount: 0 },
      { productGroupUid: 'pg-coffee', name: 'Kaffe', quantity: 2, amount: 10000 },
    ]);
    // Cash less the change handed back, cash first.
    expect(report.paymentMethods).toEqual([
      { settlementCode: 'CASH', settlementName: 'Kontant', count: 1, amount: 10000 },
      { settlementCode: 'CARD', settlementName: 'Kort', count: 1, amount: 4000 },
    ]);
    expect(report.operators).toEqual([
      { tenantUserUid: 'u-kari', displayName: 'Kari', receipts: 3, amount: 6000 },
      { tenantUserUid: 'u-ola', displayName: '', receipts: 1, amount: 4000 },
    ]);
    expect(report.vat).toEqual([{ vatCodeUid: 'vat-25', vatRate: 2500, gross: 10000, net: 8000, vat: 2000 }]);
    expect(counter).toEqual({
      ...ctx().counter,
      zReportNumber: 4,
      grandTotalSales: 64000,
      grandTotalReturns: 6000,
      version: 11,
    });
  });

  it('shows the grand totals with the session in an X report without keeping them', () => {
    const { report, counter } = buildReport(session, events, day, ctx({ reportType: 'X', reportNumber: 8 }));
    expect(report.grandTotals).toEqual({ sales: 64000, returns: 6000, net: 58000 });
    expect(counter).toEqual({ ...ctx().counter, xReportNumber: 8, version: 11 });
  });

  it('is all zeros for a session without records', () => {
    const { report } = buildReport({ ...session, payAmount: {}, change: 0 }, [], [], ctx());
    expect(report).toMatchObject({
      sales: 0,
      receipts: 0,
      articleGroups: [],
      vat: [],
      operators: [],
      paymentMethods: [],
    });
    expect(report.voids).toEqual({ count: 0, amount: 0 });
  });
});

describe('printed report', () => {
  const { report } = buildReport(session, events, day, ctx());
  const lines = reportLines(report);

  it('is headed Z-rapport with company, organisation number, cash point and number, 42 columns', () => {
    expect(lines[0]).toBe('Z-rapport');
    expect(lines).toContain('Nordlys Kaffe AS');
    expect(lines).toContain('Org.nr. 999 999 999 MVA');
    expect(lines).toContain('Kassepunkt: Kasse 1 (nr. 1)');
    expect(lines).toContain('Rapport: Z nr. 4');
    expect(lines).toContain(`Dato og tid: 2026-11-25 18:00:00`);
    expect(lines.every((l) => l.length <= REPORT_WIDTH)).toBe(true);
    expect(lines).toContain(`Annulleringer (1)${' '.repeat(20)}50.00`);
  });

  it('as ESC/POS: initialised, the heading centred and bold, every line printed, cut', () => {
    const parsed = parseEscPos(reportEscPos(lines));
    expect(parsed.commands[0]).toEqual({ op: 'init' });
    expect(parsed.commands.at(-1)).toMatchObject({ op: 'cut' });
    expect(parsed.lines[0]).toEqual({ text: 'Z-rapport', align: 1, bold: true });
    expect(parsed.lines.map((l) => l.text)).toEqual(lines);
  });

  it('as a PDF whose text reads back', async () => {
    const bytes = await reportPdf(lines, 'Z-rapport 4', new Date(report.createdAt));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Z-rapport');
    expect(text).toContain('Skuffeåpninger uten salg');
  });
});
