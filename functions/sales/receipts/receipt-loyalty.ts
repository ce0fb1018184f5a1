import { loyaltyOrderOps } from '#functions/loyalty/loyalty-order.service.ts';
import type { Spend } from '#functions/loyalty/loyalty-rules.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { OrderRecord } from '../orders/order.types.ts';

/**
 * The loyalty members of a receipt change's transaction: a LOYALTY payment's points, and what
 * the order earns when this change settles it (once: loyaltyOrderOps guards it with a marker).
 */
export const loyaltyOpsOf = (
  order: OrderRecord,
  orderAfter: OrderRecord,
  spend: Spend | undefined,
  now: string,
): Promise<TransactOp[]> =>
  loyaltyOrderOps({
    tenantUid: order.tenantUid,
    orderUid: order.orderUid,
    customerUid: orderAfter.customerUid,
    currency: orderAfter.currency,
    spend,
    settledGross:
      orderAfter.status === 'SETTLED' && order.status !== 'SETTLED' ? orderAfter.totals.gross : undefined,
    now,
  });
