import type { JournalEvent } from '#functions/fiscal/journal-read.ts';
import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';
import type { ReportCounter, ReportType, TallyValue, TillReportValue } from './till-report.schema.ts';
import type { SessionUser, TillSessionRecord } from './till-session.schema.ts';
import { CASH_CODE } from './till-session-rules.ts';

/**
 * Pure rules of X and Z reports (§2-8-2): the counts and sums of one till session, from its
 * session tallies (payments), its journal events (drawer openings, price changes) and its signed
 * transactions (everything else). No I/O; O(records of the session).
 */

/** Journal codes a report counts: a drawer opened without a sale, a price change. */
const DRAWER_OPENED = '13005';
const PRICE_CHANGE = '13021';

/** What a report is made from besides the session and its records. */
export type ReportContext = {
  reportType: ReportType;
  reportNumber: number;
  companyName: string;
  organisationNumber: string;
  createdAt: string;
  createdBy: SessionUser;
  counter: ReportCounter;
  /** The product group of a product ('' and '' when it is in none or unknown). */
  groupOf: (productUid: string) => { productGroupUid: string; name: string };
  /** A user's display name ('' when unknown). */
  nameOf: (tenantUserUid: string) => string;
};

const tally = (xs: readonly SignedTransaction[], kind: SignedTransaction['kind']): TallyValue => {
  const of = xs.filter((x) => x.kind === kind);
  return { count: of.length, amount: of.reduce((n, x) => n + Math.abs(x.grossAmount), 0) };
};

/** Applies `f` to the entry `key` of `map`, created with `init` when absent. */
const add = <T>(map: Map<string, T>, key: string, init: () => T, f: (t: T) => void) => {
  const entry = map.get(key) ?? init();
  f(entry);
  map.set(key, entry);
};

/** Sales, returns and voids of the session: the lines that count in sales, each with its sign. */
export const countedLines = (xs: readonly SignedTransaction[]) =>
  xs.flatMap((x) => {
    if (x.kind !== 'SALE' && x.kind !== 'RETURN' && x.kind !== 'VOID') return [];
    // A cancelled receipt no longer counts: its VOID carries its lines, taken out again.
    const sign = x.kind === 'VOID' ? -1 : 1;
    return x.lines.map((l) => ({ line: l, sign }));
  });

/** Payments per method from the session's tallies; cash less the change handed back. */
const paymentMethods = (s: TillSessionRecord) =>
  Object.keys(s.payAmount)
    .sort((a, b) => (a === CASH_CODE ? -1 : b === CASH_CODE ? 1 : a.localeCompare(b)))
    .map((code) => ({
      settlementCode: code,
      settlementName: s.payName[code] ?? code,
      count: s.payCount[code] ?? 0,
      amount: (s.payAmount[code] ?? 0) - (code === CASH_CODE ? s.change : 0),
    }));

/**
 * The report of session `s` from its `events` and `transactions` (those of the session at its
 * till), and the till's counter after it: a Z report adds the session's sales and returns to the
 * grand totals and is kept; an X report shows them added without keeping them.
 */
export const buildReport = (
  s: TillSessionRecord,
  events: readonly JournalEvent[],
  transactions: readonly SignedTransaction[],
  ctx: ReportContext,
): { report: TillReportValue; counter: ReportCounter } => {
  const groups = new Map<
    string,
    { productGroupUid: string; name: string; quantity: number; amount: number }
  >();
  const vat = new Map<
    string,
    { vatCodeUid: string; vatRate: number; gross: number; net: number; vat: number }
  >();
  for (const { line, sign } of countedLines(transactions)) {
    const group = ctx.groupOf(line.productUid);
    add(
      groups,
      group.productGroupUid,
      () => ({ ...group, quantity: 0, amount: 0 }),
      (g) => {
        g.quantity += sign * line.quantity;
        g.amount += sign * line.totalPrice;
      },
    );
    const code = `${line.vatCodeUid}|${line.vatRate}`;
    add(
      vat,
      code,
      () => ({ vatCodeUid: line.vatCodeUid, vatRate: line.vatRate, gross: 0, net: 0, vat: 0 }),
      (v) => {
        v.gross += sign * line.totalPrice;
        v.vat += sign * line.totalVatAmount;
        v.net = v.gross - v.vat;
      },
    );
  }
  const operators = new Map<
    string,
    { tenantUserUid: string; displayName: string; receipts: number; amount: number }
  >();
  for (const x of transactions) {
    if (x.kind !== 'SALE' && x.kind !== 'RETURN' && x.kind !== 'VOID') continue;
    add(
      operators,
      x.actorUid,
      () => ({ tenantUserUid: x.actorUid, displayName: ctx.nameOf(x.actorUid), receipts: 0, amount: 0 }),
      (o) => {
        if (x.kind !== 'VOID') o.receipts += 1;
        o.amount += x.kind === 'VOID' ? -x.grossAmount : x.grossAmount;
      },
    );
  }
  const sold = transactions.filter((x) => x.kind === 'SALE' || x.kind === 'RETURN');
  const voided = transactions.filter((x) => x.kind === 'VOID');
  // Sales and returns of the session, each less the voids of its kind.
  const sales =
    sold.filter((x) => x.grossAmount >= 0).reduce((n, x) => n + x.grossAmount, 0) -
    voided.filter((x) => x.grossAmount >= 0).reduce((n, x) => n + x.grossAmount, 0);
  const returns =
    -sold.filter((x) => x.grossAmount < 0).reduce((n, x) => n + x.grossAmount, 0) +
    voided.filter((x) => x.grossAmount < 0).reduce((n, x) => n + x.grossAmount, 0);
  const discounted = sold.flatMap((x) => x.lines).filter((l) => l.discountAmount > 0);
  const counter: ReportCounter = {
    ...ctx.counter,
    grandTotalSales: ctx.counter.grandTotalSales + sales,
    grandTotalReturns: ctx.counter.grandTotalReturns + returns,
    version: ctx.counter.version + 1,
    ...(ctx.reportType === 'Z' ? { zReportNumber: ctx.reportNumber } : { xReportNumber: ctx.reportNumber }),
  };
  const report: TillReportValue = {
    reportType: ctx.reportType,
    reportNumber: ctx.reportNumber,
    storeUid: s.storeUid,
    tillUid: s.tillUid,
    tillName: s.tillName,
    tillNumber: s.tillNumber,
    sessionUid: s.sessionUid,
    companyName: ctx.companyName,
    organisationNumber: ctx.organisationNumber,
    openedAt: s.openedAt,
    createdAt: ctx.createdAt,
    createdBy: ctx.createdBy,
    openingFloat: s.openingFloat,
    sales: sales - returns,
    articleGroups: [...groups.values()].sort((a, b) => a.name.localeCompare(b.name)),
    paymentMethods: paymentMethods(s),
    operators: [...operators.values()].sort((a, b) => a.tenantUserUid.localeCompare(b.tenantUserUid)),
    vat: [...vat.values()].sort((a, b) => b.vatRate - a.vatRate || a.vatCodeUid.localeCompare(b.vatCodeUid)),
    receipts: sold.length,
    drawerOpenings: events.filter((e) => e.eventCode === DRAWER_OPENED).length,
    priceChanges: events.filter((e) => e.eventCode === PRICE_CHANGE).length,
    copies: tally(transactions, 'COPY'),
    proforma: tally(transactions, 'PROFORMA'),
    training: tally(transactions, 'TRAINING'),
    returns: tally(transactions, 'RETURN'),
    discounts: { count: discounted.length, amount: discounted.reduce((n, l) => n + l.discountAmount, 0) },
    voids: tally(transactions, 'VOID'),
    grandTotals: {
      sales: counter.grandTotalSales,
      returns: counter.grandTotalReturns,
      net: counter.grandTotalSales - counter.grandTotalReturns,
    },
  };
  // An X report is a reading: the counter keeps its grand totals, only its X number moves.
  return {
    report,
    counter:
      ctx.reportType === 'Z'
        ? counter
        : { ...ctx.counter, xReportNumber: ctx.reportNumber, version: counter.version },
  };
};
