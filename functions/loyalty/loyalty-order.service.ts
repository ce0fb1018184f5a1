import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { putAccountOp, putLedgerEntryOp, putOrderPointsOp, readLoyalty } from './loyalty.repository.ts';
import { applyOrderChange, emptyAccount, type OrderPoints, type Spend } from './loyalty-rules.ts';

/** What sales asks of loyalty in the transaction of a receipt change. */
export type LoyaltyOrderChange = {
  tenantUid: string;
  orderUid: string;
  customerUid: string;
  currency: string;
  /** A LOYALTY settlement being added (money paid with points). */
  spend?: Spend | undefined;
  /** The order's gross when this change settles it: the order earns now. */
  settledGross?: number | undefined;
  now: string;
};

const refuse = (message: string) =>
  new ConflictError(message, { errors: [{ path: 'body.settlementCode', message }] });

/**
 * The transaction members of an order's loyalty change, for sales to commit with the receipt:
 * the customer's account (versioned), its new ledger entries, and the order's points (versioned;
 * when earning, only if the order has not earned: the marker that makes earning exactly once per
 * order). The order earns on what was not paid with points. [] when there is nothing to do.
 */
export const loyaltyOrderOps = async (change: LoyaltyOrderChange): Promise<TransactOp[]> => {
  const { tenantUid, orderUid, customerUid, spend, now } = change;
  if (!spend && change.settledGross === undefined) return [];
  if (!customerUid) {
    if (spend) throw refuse('the order has no customer to pay with points');
    return [];
  }
  const read = await readLoyalty(tenantUid, { customerUid, orderUid });
  const { programme } = read;
  const usable = programme?.enabled && programme.currency === change.currency;
  if (!programme || !usable) {
    if (spend) throw refuse('no loyalty programme for the order currency is enabled');
    return [];
  }
  const order: OrderPoints = {
    tenantUid,
    orderUid,
    customerUid,
    earned: 0,
    spent: 0,
    spentAmount: 0,
    version: 0,
    ...read.order,
    earnedAt: read.order?.earnedAt ?? null,
  };
  const earning = change.settledGross !== undefined && order.earnedAt === null;
  if (!spend && !earning) return [];
  const spentAmount = order.spentAmount + (spend?.amount ?? 0);
  const result = applyOrderChange(
    read.account ?? emptyAccount(tenantUid, customerUid),
    programme,
    { orderUid, spend, earnOn: earning ? change.settledGross! - spentAmount : undefined },
    now,
  );
  const orderAfter: OrderPoints = {
    ...order,
    spent: order.spent + result.spentPoints,
    spentAmount,
    earned: order.earned + result.earned,
    earnedAt: earning ? now : order.earnedAt,
  };
  return [
    putAccountOp(result.account, now),
    ...result.ledger.map((e) => putLedgerEntryOp(tenantUid, customerUid, e)),
    putOrderPointsOp(orderAfter, now, earning),
  ];
};
