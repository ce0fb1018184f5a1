import type {
  CloseTillInput,
  TillSessionRecord,
  TillSessionResponseValue,
  ZReportValue,
} from './till-session.schema.ts';

/** Pure rules of till sessions: the cash arithmetic and the Z report. No I/O. */

/** The settlement code of cash (any case), as the sales area marks a cash payment. */
export const CASH_CODE = 'CASH';

/** Settlement codes compare case-insensitively ('cash' is CASH). */
export const codeOf = (settlementCode: string): string => settlementCode.trim().toUpperCase();

/** Cash the drawer should hold: float + cash settlements - change + deposits - withdrawals. */
export const expectedCash = (s: TillSessionRecord): number =>
  s.openingFloat + (s.payAmount[CASH_CODE] ?? 0) - s.change + s.deposits - s.withdrawals;

/** The payment lines taken so far, cash first, then by code. */
const paymentLines = (s: TillSessionRecord) =>
  Object.keys(s.payAmount)
    .sort((a, b) => (a === CASH_CODE ? -1 : b === CASH_CODE ? 1 : a.localeCompare(b)))
    .map((code) => ({
      settlementCode: code,
      settlementName: s.payName[code] ?? code,
      payments: s.payCount[code] ?? 0,
      amount: s.payAmount[code] ?? 0,
    }));

/**
 * The Z report of closing `s` with what was counted: one line per payment method taken or
 * counted (cash always), each with expected, counted and difference (counted - expected); the
 * cash line expects the drawer (expectedCash), the others what the till took. A method not
 * counted counts 0. Also VAT per VAT code, the receipts completed at the till and their first and
 * last voucher number (in the order they were settled).
 */
export const zReport = (s: TillSessionRecord, input: Pick<CloseTillInput, 'counted'>): ZReportValue => {
  const counted = new Map<string, number>();
  for (const c of input.counted)
    counted.set(codeOf(c.settlementCode), (counted.get(codeOf(c.settlementCode)) ?? 0) + c.amount);
  const taken = paymentLines(s);
  const codes = [...new Set([CASH_CODE, ...taken.map((l) => l.settlementCode), ...counted.keys()])];
  const lines = codes.map((code) => {
    const line = taken.find((l) => l.settlementCode === code) ?? {
      settlementCode: code,
      settlementName: code === CASH_CODE ? 'Cash' : code,
      payments: 0,
      amount: 0,
    };
    const expected = code === CASH_CODE ? expectedCash(s) : line.amount;
    const got = counted.get(code) ?? 0;
    return { ...line, expected, counted: got, difference: got - expected };
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((n, l) => n + f(l), 0);
  const cash = lines[0]!;
  return {
    openingFloat: s.openingFloat,
    cashSettlements: s.payAmount[CASH_CODE] ?? 0,
    change: s.change,
    deposits: s.deposits,
    withdrawals: s.withdrawals,
    expectedCash: cash.expected,
    countedCash: cash.counted,
    cashDifference: cash.difference,
    lines,
    expected: sum((l) => l.expected),
    counted: sum((l) => l.counted),
    difference: sum((l) => l.difference),
    vat: Object.keys(s.vatGross)
      .sort()
      .map((vatCodeUid) => ({
        vatCodeUid,
        gross: s.vatGross[vatCodeUid] ?? 0,
        vat: s.vatAmount[vatCodeUid] ?? 0,
      })),
    receiptsCount: s.receiptsCount,
    grandTotal: s.grandTotal,
    firstVoucherNumber: s.firstVoucher ?? '',
    lastVoucherNumber: s.lastVoucher ?? '',
    movements: s.movements,
  };
};

/** The session as the API shows it: running totals while OPEN, the Z report once CLOSED. */
export const toSessionResponse = (s: TillSessionRecord): TillSessionResponseValue => ({
  sessionUid: s.sessionUid,
  tillUid: s.tillUid,
  tillName: s.tillName,
  tillNumber: s.tillNumber,
  storeUid: s.storeUid,
  state: s.state,
  openedAt: s.openedAt,
  openedBy: s.openedBy,
  openingFloat: s.openingFloat,
  running: {
    payments: paymentLines(s),
    change: s.change,
    deposits: s.deposits,
    withdrawals: s.withdrawals,
    expectedCash: expectedCash(s),
    receiptsCount: s.receiptsCount,
  },
  movements: s.movements,
  ...(s.closedAt ? { closedAt: s.closedAt } : {}),
  ...(s.closedBy ? { closedBy: s.closedBy } : {}),
  ...(s.note !== undefined ? { note: s.note } : {}),
  ...(s.report ? { report: s.report } : {}),
  ...(s.zReport ? { zReportNumber: s.zReport.reportNumber } : {}),
});
