import { retryOnRace } from '#shared/db/race.ts';
import { commit } from '#shared/db/transaction.ts';
import { erasedAddress, isErasedAddress } from '#shared/schema/erasure.ts';
import { deliveriesOfOrder } from './deliveries/delivery.repository.ts';
import type { DeliveryValue } from './deliveries/delivery.schema.ts';
import { toDeliveryResponse } from './deliveries/delivery.service.ts';
import { customerOrderUidPages } from './orders/customer-order.repository.ts';
import { getOrder, getOrders, replaceOrderOp } from './orders/order.repository.ts';
import { toOrderResponse } from './orders/order.service.ts';
import type { OrderRecord } from './orders/order.types.ts';
import { getPrePaymentsOfOrders } from './prepayments/prepayment.repository.ts';
import type { PrePayment } from './prepayments/prepayment.schema.ts';
import { getReceipts, replaceReceiptOp } from './receipts/receipt.repository.ts';
import { toReceiptResponse } from './receipts/receipt-response.ts';
import { putProjectionOp } from './receipts/receipt-search-item.repository.ts';
import { projectionOf } from './receipts/receipt-sync.ts';

/**
 * A customer's sales for the GDPR export and erase (functions/privacy): its orders, found by the
 * reference each order leaves in the customer's partition, with their receipts, settlements,
 * deliveries and pre-payments.
 */

/** One page of a customer's sales as the API shows them; settlements are listed beside receipts. */
export type CustomerSalesPage = {
  orders: ReturnType<typeof toOrderResponse>[];
  deliveries: DeliveryValue[];
  receipts: Omit<ReturnType<typeof toReceiptResponse>, 'settlements'>[];
  settlements: (ReturnType<typeof toReceiptResponse>['settlements'][number] & { orderReceiptUid: string })[];
  prePayments: PrePayment[];
};

/**
 * The uids of the customer's orders, a page at a time: what other areas hold per order (shipping
 * labels) is found through them.
 */
export const customerOrderUids = (tenantUid: string, customerUid: string): AsyncGenerator<string[]> =>
  customerOrderUidPages(tenantUid, customerUid);

const receiptUidsOf = (orders: readonly OrderRecord[]) =>
  orders.flatMap((o) => o.receipts.map((r) => r.orderReceiptUid));

/** The customer's sales, a page of orders (with their receipts) at a time: bounded memory. */
export async function* customerSalesPages(
  tenantUid: string,
  customerUid: string,
): AsyncGenerator<CustomerSalesPage> {
  for await (const uids of customerOrderUidPages(tenantUid, customerUid, 25)) {
    const orders = (await getOrders(tenantUid, uids)).sort((a, b) => a.orderSeq - b.orderSeq);
    const receipts = (await getReceipts(tenantUid, receiptUidsOf(orders)))
      .map(toReceiptResponse)
      .sort((a, b) => a.voucherNumber.localeCompare(b.voucherNumber, 'en', { numeric: true }));
    // Only orders that were ever delivered have deliveries to read (one Query each).
    const delivered = orders.filter((o) => (o.deliveries ?? []).length > 0);
    const [deliveries, prePayments] = await Promise.all([
      Promise.all(delivered.map((o) => deliveriesOfOrder(tenantUid, o.orderUid))).then((d) => d.flat()),
      getPrePaymentsOfOrders(tenantUid, uids),
    ]);
    yield {
      orders: orders.map(toOrderResponse),
      deliveries: deliveries.map(toDeliveryResponse),
      receipts: receipts.map(({ settlements: _s, ...r }) => r),
      settlements: receipts.flatMap((r) =>
        r.settlements.map((s) => ({ ...s, orderReceiptUid: r.orderReceiptUid })),
      ),
      // Kept by the erase: a deposit and its PSP reference are bookkeeping, as settlements are.
      prePayments: prePayments.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    };
  }
}

/** Counts of the records an erase changed (already erased ones are not counted). */
export type SalesErasure = { orders: number; receipts: number };

const erasedOrder = (order: OrderRecord, now: string): OrderRecord =>
  isErasedAddress(order.address) && order.customerWords === ''
    ? order
    : {
        ...order,
        address: erasedAddress(order.address),
        customerWords: '',
        version: order.version + 1,
        lastModifiedAt: now,
      };

/**
 * Erases one order's copies of the customer: each receipt's address with its search item (which
 * carries the customer's words into the read model), then the order. The order goes last, so an
 * erase interrupted half-way finds it unchanged and does the rest again. Amounts, VAT, lines,
 * numbers and dates stay: they are the bookkeeping the law keeps.
 */
const eraseOrder = async (tenantUid: string, orderUid: string, now: string): Promise<SalesErasure> => {
  const order = await getOrder(tenantUid, orderUid);
  if (!order) return { orders: 0, receipts: 0 };
  const next = erasedOrder(order, now);
  let receipts = 0;
  for (const receipt of await getReceipts(tenantUid, receiptUidsOf([order]))) {
    if (isErasedAddress(receipt.address) && next === order) continue;
    const after = {
      ...receipt,
      address: erasedAddress(receipt.address),
      version: receipt.version + 1,
      lastModifiedAt: now,
    };
    await commit([
      replaceReceiptOp(after, receipt.version),
      putProjectionOp(tenantUid, projectionOf(after, next), after.version, now),
    ]);
    receipts += 1;
  }
  if (next !== order) await commit([replaceOrderOp(next, order.version)]);
  return { orders: next === order ? 0 : 1, receipts };
};

/** Erases the customer's copies on every order and receipt; idempotent (a second run changes nothing). */
export const eraseCustomerSales = async (
  tenantUid: string,
  customerUid: string,
  now: string,
): Promise<SalesErasure> => {
  const total: SalesErasure = { orders: 0, receipts: 0 };
  for await (const uids of customerOrderUidPages(tenantUid, customerUid)) {
    for (const orderUid of uids) {
      // A concurrent change of the order or a receipt (a settlement) is read again and redone.
      const done = await retryOnRace(() => eraseOrder(tenantUid, orderUid, now));
      total.orders += done.orders;
      total.receipts += done.receipts;
    }
  }
  return total;
};
