import type { ReceiptRecord } from '#functions/sales/receipt-read.ts';
import type { ClosedSession } from '#functions/tills/till-read.ts';
import {
  ALL_ARTICLE_GROUPS,
  LINE_TYPES,
  paymentTypeOf,
  TRANSACTION_TYPES,
  Z_REPORT_EVENT,
} from './saf-t-codes.ts';
import type { SaftEvent, SaftReport, SaftTally, SaftTransaction, SaftVat } from './saf-t-model.ts';
import { idOf, localDateTime } from './saf-t-time.ts';

/** Pure mappings of today's records onto the SAF-T elements (docs/decisions/saf-t.md). */

/** What a mapping needs besides the record: the store's zone, currency and the article groups. */
export type MappingContext = {
  timezone: string;
  currency: string;
  /** The article group (basicID) of a product, by productUid. */
  groupOf: (productUid: string) => string;
  /** A settlement's net amount (captured less refunded while COMPLETE). */
  netOf: (s: ReceiptRecord['settlements'][number]) => number;
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
 * A completed receipt as a cashtransaction: its lines with VAT, the VAT per code, its payments
 * (net per completed settlement; change given back is a negative cash payment), its seller.
 * Numbered by its voucher number, which runs without gaps per tenant.
 */
export const toTransaction = (r: ReceiptRecord, ctx: MappingContext): SaftTransaction => {
  const { date, time } = localDateTime(r.settledAt, ctx.timezone);
  const lines = r.items.map((i, index) => {
    const net = i.totalPrice - i.totalVatAmount;
    return {
      lineID: String(index + 1),
      lineType: i.totalPrice < 0 ? LINE_TYPES.return : LINE_TYPES.sale,
      artGroupID: ctx.groupOf(i.productUid),
      artID: idOf(i.productUid),
      qnt: i.quantityOrdered,
      amountIn: i.totalPrice,
      amountEx: net,
      empID: i.tenantUserUid ? idOf(i.tenantUserUid) : undefined,
      vat: {
        vatCode: idOf(i.vatCodeUid, 20),
        vatPerc: i.vatRate,
        vatAmnt: i.totalVatAmount,
        vatBasAmnt: net,
      },
      discount: Math.abs(i.totalDiscountAmount),
    };
  });
  const paid = r.settlements.filter((s) => s.state === 'COMPLETE');
  const seller = paid.at(-1)?.tenantUserUid;
  const payments = paid.map((s) => ({
    paymentType: paymentTypeOf(s.settlementCode),
    paidAmnt: ctx.netOf(s),
    empID: s.tenantUserUid ? idOf(s.tenantUserUid) : undefined,
    currency: ctx.currency,
  }));
  if (r.settlementTotals.change > 0) {
    payments.push({
      paymentType: 'CASH',
      paidAmnt: -r.settlementTotals.change,
      empID: undefined,
      currency: ctx.currency,
    });
  }
  const vat = vatByCode(lines);
  return {
    nr: idOf(r.voucherNumber),
    transID: idOf(r.voucherNumber),
    transType: r.grandTotal < 0 ? TRANSACTION_TYPES.return : TRANSACTION_TYPES.sale,
    amountIn: r.grandTotal,
    amountEx: r.grandTotal - vat.reduce((sum, v) => sum + v.vatAmnt, 0),
    empID: seller ? idOf(seller) : undefined,
    date,
    time,
    lines,
    vat,
    payments,
    receiptNum: 1,
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
 * A till close as the Z report event (13009) with its eventReport: what the close's report holds
 * (payments by method, VAT, opening float, receipts, grand total, movements); the counts the
 * close does not keep yet (drawer openings, copies, proforma, returns, discounts, voids, training)
 * are 0 and the article groups one line of all groups until the Z report of the regulation's
 * section 2-8-2 is built (docs/decisions/saf-t.md).
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
  const report: SaftReport = {
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
