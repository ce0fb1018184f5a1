import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { LedgerVoucherValue } from './ledger-voucher.schema.ts';
import type { SessionUser, TillSessionRecord } from './till-session.schema.ts';

/** TILL_OPEN and TILL_CLOSED (events/schemas/till.ts): the store, the till and the session. */

/** A session's user as events name a user: `{ id, uid, displayName }`. */
const user = (u: SessionUser) => ({
  id: numericId(u.tenantUserUid),
  uid: u.tenantUserUid,
  displayName: u.displayName,
});

const storeAndTill = (s: TillSessionRecord) => ({
  store: { id: numericId(s.storeUid), uid: s.storeUid },
  till: { id: numericId(s.tillUid), uid: s.tillUid, name: s.tillName, number: s.tillNumber },
});

export const tillOpened = (s: TillSessionRecord): EventDraft<'TILL_OPEN'> => ({
  action: 'TILL_OPEN',
  tenantUid: s.tenantUid,
  data: {
    ...storeAndTill(s),
    session: {
      id: numericId(s.sessionUid),
      uid: s.sessionUid,
      openedAt: s.openedAt,
      openedBy: user(s.openedBy),
      openingFloat: s.openingFloat,
    },
  },
});

/** TILL_CLOSED with the Z report's totals and the close's ledger voucher. */
export const tillClosed = (s: TillSessionRecord, voucher: LedgerVoucherValue): EventDraft<'TILL_CLOSED'> => {
  const r = s.report!;
  return {
    action: 'TILL_CLOSED',
    tenantUid: s.tenantUid,
    data: {
      ...storeAndTill(s),
      session: {
        id: numericId(s.sessionUid),
        uid: s.sessionUid,
        openedAt: s.openedAt,
        closedAt: s.closedAt!,
        closedBy: user(s.closedBy!),
        openingFloat: s.openingFloat,
      },
      report: {
        expectedCash: r.expectedCash,
        countedCash: r.countedCash,
        cashDifference: r.cashDifference,
        expected: r.expected,
        counted: r.counted,
        difference: r.difference,
        receiptsCount: r.receiptsCount,
        grandTotal: r.grandTotal,
        firstVoucherNumber: r.firstVoucherNumber,
        lastVoucherNumber: r.lastVoucherNumber,
        lines: r.lines.map((l) => ({
          settlementCode: l.settlementCode,
          payments: l.payments,
          expected: l.expected,
          counted: l.counted,
          difference: l.difference,
        })),
      },
      ledgerVoucher: {
        voucherDate: voucher.voucherDate,
        debitTotal: voucher.debitTotal,
        creditTotal: voucher.creditTotal,
        complete: voucher.complete,
        postings: voucher.postings,
        missingAccounts: voucher.missingAccounts.map(({ configure: _c, ...m }) => m),
      },
    },
  };
};
