import type { JournalEvent } from '#functions/fiscal/journal-read.ts';
import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';
import type { ClosedSession } from '#functions/tills/till-read.ts';
import {
  ALL_ARTICLE_GROUPS,
  LINE_TYPES,
  paymentTypeOf,
  TRANSACTION_TYPES,
  Z_REPORT_EVENT,
} from './saf-t-codes.ts';
import type { SaftEvent, SaftReport, SaftTally, SaftTransaction, SaftVat } from './saf-t-model.ts';
import { fromTillReport } from './saf-t-report-rules.ts';
import { idOf, localDateTime } from './saf-t-time.ts';
import { clip } from './xml-writer.ts';

/** Pure mappings of today's records onto the SAF-T elements (docs/decisions/saf-t.md). */

/** What a mapping needs besides the record: the store's zone, currency, article groups, staff. */
export type MappingContext = {
  timezone: string;
  currency: string;
  /** The article group (basicID) of a product, by productUid. */
  groupOf: (productUid: string) => string;
  /** The empID of a user, undefined when the user is not an employee of the file (the schema's key). */
  empOf: (tenantUserUid: string | undefined) => string | undefined;
};

const ZERO: SaftTally = { type: '', num: 0, amount: 0 };

/** VAT per VAT code of lines (amounts signed as the lines are). */
const vatByCode = (lines: ReadonlyArray<{ vat: SaftVat }>): SaftVat[] => {
  const by = new Map<string, SaftVat>();
  for (const { vat } of lines) {
    const v = by.get(vat.vatCode) ?? { ...vat, vatAmnt: 0, vatBasAmnt: 0 };
    by.set(vat.vatCode, {
      ...v,
      vatAmnt: v.vatAmnt + vat.vatAmnt,
      vatBasAmnt: v.vatBasAmnt + vat.vatBasAmnt,
    });
  }
  return [...by.values()];
};

/**
 * A signed transaction of a cash point as a cashtransaction. `nr` and `transID` are the number
 * the signature covers, `transDate`, `transTime`, `transAmntIn` and `transAmntEx` the signed
 * date, time, gross and net, so an auditor recomputes
 * "previousSignature;transDate;transTime;transID;transAmntIn;transAmntEx" from the file (the
 * previous signature is the one of the transaction before it in the cash register). Its kind
 * picks the transaction type and the copy, proforma, void and training marks; payments are as
 * signed, with change given back (paid beyond the total of a sale) as a negative cash payment.
 */
export const toSignedTransaction = (x: SignedTransaction, ctx: MappingContext): SaftTransaction => {
  const lines = x.lines.map((i) => {
    const net = i.totalPrice - i.totalVatAmount;
    return {
      lineID: String(i.lineNumber),
      lineType: i.totalPrice < 0 ? LINE_TYPES.return : LINE_TYPES.sale,
      artGroupID: ctx.groupOf(i.productUid),
      artID: idOf(i.productUid),
      qnt: i.quantity,
      amountIn: i.totalPrice,
      amountEx: net,
      vat: {
        vatCode: idOf(i.vatCodeUid, 20),
        vatPerc: i.vatRate,
        vatAmnt: i.totalVatAmount,
        vatBasAmnt: net,
      },
      discount: Math.abs(i.discountAmount),
    };
  });
  const payments = x.payments.map((p) => ({
    paymentType: paymentTypeOf(p.settlementCode),
    paidAmnt: p.amount,
    empID: undefined,
    currency: ctx.currency,
  }));
  const change = payments.reduce((sum, p) => sum + p.paidAmnt, 0) - x.grossAmount;
  if (x.kind === 'SALE' && change > 0)
    payments.push({ paymentType: 'CASH', paidAmnt: -change, empID: undefined, currency: ctx.currency });
  const number = String(x.transactionNumber);
  return {
    nr: number,
    transID: number,
    transType: TRANSACTION_TYPES[x.kind][0],
    amountIn: x.grossAmount,
    amountEx: x.netAmount,
    empID: ctx.empOf(x.actorUid),
    date: x.transDate,
    time: x.transTime,
    refID: idOf(x.voucherNumber),
    desc: x.refTransactionNumber
      ? `${x.kind} of transaction ${x.refTransactionNumber}`
      : x.kind === 'SALE'
        ? undefined
        : x.kind,
    lines,
    vat: vatByCode(lines),
    payments,
    receiptNum: 1,
    signature: { signature: x.signature, keyVersion: x.keyVersion },
    copy: x.kind === 'COPY',
    proforma: x.kind === 'PROFORMA',
    voided: x.kind === 'VOID',
    training: x.kind === 'TRAINING',
  };
};

/** An event of the electronic journal: its code, time in the store's zone, actor and text. */
export const toJournalEvent = (e: JournalEvent, ctx: MappingContext): SaftEvent => {
  const { date, time } = localDateTime(e.occurredAt, ctx.timezone);
  return {
    eventID: `J${e.sequence}`,
    eventType: e.eventCode,
    transID: e.transactionNumber ? String(e.transactionNumber) : undefined,
    empID: ctx.empOf(e.actorUid),
    date,
    time,
    text: clip(e.description, 999) || undefined,
  };
};

/** The VAT rate (basis points) of a Z report's VAT line: the code's known rate, else from its sums. */
const rateOf = (
  v: { vatCodeUid: string; gross: number; vat: number },
  rates: ReadonlyMap<string, number>,
) => {
  const known = rates.get(v.vatCodeUid);
  if (known !== undefined) return known;
  const net = v.gross - v.vat;
  return net === 0 ? 0 : Math.round((v.vat * 10_000) / net);
};

const movementsOf = (s: ClosedSession, types: readonly string[]): SaftTally[] => {
  const by = new Map<string, SaftTally>();
  for (const m of s.report.movements.filter((x) => types.includes(x.type))) {
    const t = by.get(m.type) ?? { type: m.type, num: 0, amount: 0 };
    by.set(m.type, { ...t, num: t.num + 1, amount: t.amount + m.amount });
  }
  return [...by.values()];
};

/**
 * A till close as the Z report event (13009) with its eventReport: the close's numbered Z report
 * of §2-8-2 (article groups, payments, VAT, every count, grand totals; saf-t-report-rules.ts).
 * A close made before those reports existed has only its count: payments by method, VAT,
 * opening float, receipts, grand total, movements, its other counts 0 and one article group line
 * of all groups (docs/decisions/saf-t.md).
 */
export const toZReportEvent = (
  s: ClosedSession,
  rates: ReadonlyMap<string, number>,
  timezone: string,
): SaftEvent => {
  const { date, time } = localDateTime(s.closedAt, timezone);
  const r = s.report;
  const payments = new Map<string, SaftTally>();
  for (const l of r.lines) {
    const type = paymentTypeOf(l.settlementCode);
    const t = payments.get(type) ?? { type, num: 0, amount: 0 };
    payments.set(type, { type, num: t.num + l.payments, amount: t.amount + l.amount });
  }
  // Cash taken is what was paid in cash less the change given back, which the close keeps apart.
  const cash = payments.get('CASH');
  if (cash) payments.set('CASH', { ...cash, amount: cash.amount - r.change });
  const base: SaftReport = {
    reportID: idOf(s.sessionUid),
    reportType: 'Z report',
    date,
    time,
    totalCashSales: r.grandTotal,
    artGroups: [{ type: ALL_ARTICLE_GROUPS, num: r.receiptsCount, amount: r.grandTotal }],
    payments: payments.size ? [...payments.values()] : [{ type: 'CASH', num: 0, amount: 0 }],
    vat: r.vat.length
      ? r.vat.map((v) => ({
          vatCode: idOf(v.vatCodeUid, 20),
          vatPerc: rateOf(v, rates),
          net: v.gross - v.vat,
          vat: v.vat,
        }))
      : [{ vatCode: '', vatPerc: 0, net: 0, vat: 0 }],
    openingFloat: r.openingFloat,
    receiptNum: r.receiptsCount,
    openCashBoxNum: 0,
    copies: ZERO,
    proforma: ZERO,
    returns: ZERO,
    discounts: ZERO,
    voids: ZERO,
    deliveries: ZERO,
    training: ZERO,
    payIns: movementsOf(s, ['DEPOSIT']),
    payOuts: movementsOf(s, ['WITHDRAWAL', 'TO_BANK', 'EXPENSE_WITHDRAWAL']),
    grandTotalSales: r.grandTotal,
    grandTotalReturn: 0,
    grandTotalSalesNet: r.grandTotal,
  };
  // A close since the Z reports of §2-8-2 carries its numbered report with the real counts.
  const report = s.zReport ? fromTillReport(s.zReport, base) : base;
  const empID = s.closedBy ? idOf(s.closedBy.tenantUserUid) : undefined;
  return {
    eventID: idOf(`Z-${s.sessionUid}`),
    eventType: Z_REPORT_EVENT,
    empID,
    date,
    time,
    text: 'Z report',
    report,
  };
};
