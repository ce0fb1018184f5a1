import type { TillTally } from '#functions/tills/till-read.ts';
import type { OrderItem } from '../orders/order.schema.ts';
import type { ReceiptRecord } from '../receipts/receipt.types.ts';
import { isCash } from '../receipts/receipt-state.ts';
import { netOf } from './settlement-machine.ts';

/**
 * What a receipt change adds to the tills its settlements name (pure; docs/decisions/users-tills.md):
 * per till, the change in net amount (captured less refunded) and in completed payments per
 * settlement code; the change handed out, at the till of the receipt's last cash settlement; and
 * the receipt (grand total, VAT per VAT code, voucher number) at the till of its last completed
 * settlement when the change made it COMPLETE. Tills with nothing to add are left out.
 */
export const tillTallies = (
  before: ReceiptRecord | undefined,
  after: ReceiptRecord | undefined,
): Map<string, TillTally> => {
  const out = new Map<string, TillTally>();
  const of = (tillUid: string): TillTally => {
    const tally = out.get(tillUid) ?? { payments: [], change: 0 };
    out.set(tillUid, tally);
    return tally;
  };
  const prior = new Map((before?.settlements ?? []).map((s) => [s.settlementUid, s]));
  for (const s of after?.settlements ?? []) {
    if (!s.tillUid) continue;
    const was = prior.get(s.settlementUid);
    const amount = netOf(s) - (was ? netOf(was) : 0);
    const count = (s.state === 'COMPLETE' ? 1 : 0) - (was?.state === 'COMPLETE' ? 1 : 0);
    if (amount === 0 && count === 0) continue;
    const settlementCode = s.settlementCode.trim().toUpperCase();
    const payments = of(s.tillUid).payments;
    const line = payments.find((p) => p.settlementCode === settlementCode);
    if (line) Object.assign(line, { amount: line.amount + amount, count: line.count + count });
    else payments.push({ settlementCode, settlementName: s.settlementName, amount, count });
  }
  const change = (after?.settlementTotals.change ?? 0) - (before?.settlementTotals.change ?? 0);
  const cashTill = [...(after ?? before)!.settlements].reverse().find((s) => isCash(s) && s.tillUid)?.tillUid;
  if (change !== 0 && cashTill) of(cashTill).change += change;
  if (after?.settleState === 'COMPLETE' && before?.settleState !== 'COMPLETE') {
    const till = [...after.settlements].reverse().find((s) => s.tillUid && s.state === 'COMPLETE')?.tillUid;
    if (till) {
      of(till).receipt = {
        grandTotal: after.grandTotal,
        voucherNumber: after.voucherNumber,
        vat: vatOf(after.items),
      };
    }
  }
  return out;
};

/** Gross and VAT per VAT code of a receipt's lines. */
const vatOf = (items: readonly OrderItem[]) => {
  const by = new Map<string, { vatCodeUid: string; gross: number; vat: number }>();
  for (const i of items) {
    const v = by.get(i.vatCodeUid) ?? { vatCodeUid: i.vatCodeUid, gross: 0, vat: 0 };
    by.set(i.vatCodeUid, { ...v, gross: v.gross + i.totalPrice, vat: v.vat + i.totalVatAmount });
  }
  return [...by.values()];
};
