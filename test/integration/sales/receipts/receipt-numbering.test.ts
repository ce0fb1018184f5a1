import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import {
  type Api,
  cash,
  countActions,
  createOrder,
  createReceipt,
  line,
  newTenant,
  outboxEvents,
} from '../fixtures.ts';

/** Voucher numbers under concurrency (docs/decisions/receipts.md, "Numbering under concurrency"). */
const ordersOf = (api: Api, tenant: string, store: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => createOrder(api, tenant, store, { items: [line(10000)] })));

describe('voucher numbers under concurrency', () => {
  it('numbers 50 simultaneous receipts of a store 1..50 in commit order, with no 409, 5xx or gap', async () => {
    const { tenant, api, store } = await newTenant();
    const other = await ensureStore(tenant, uniqueUid('store'));
    const orders = await ordersOf(api, tenant, store, 50);
    const otherOrders = await ordersOf(api, tenant, other, 10);

    // Another store's creates run at the same time: each store has its own sequence.
    const [responses, otherResponses] = await Promise.all([
      Promise.all(
        orders.map((o) => createReceipt(api, tenant, store, o.orderUid, { settlements: [cash(10000)] })),
      ),
      Promise.all(otherOrders.map((o) => createReceipt(api, tenant, other, o.orderUid))),
    ]);
    expect([...responses, ...otherResponses].map((r) => r.status).filter((s) => s !== 200)).toEqual([]);

    const receipts = responses.map((r) => r.body).sort((a, b) => a.voucherNumber - b.voucherNumber);
    expect(receipts.map((r) => Number(r.voucherNumber))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // A receipt is stamped after it read the counter its predecessor had moved, so creation
    // times follow the voucher numbers: the numbers are given in commit order.
    const stamps = receipts.map((r) => r.createdAt as string);
    expect(stamps).toEqual([...stamps].sort());
    const otherNumbers = otherResponses.map((r) => Number(r.body.voucherNumber)).sort((a, b) => a - b);
    expect(otherNumbers).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));

    // Each receipt was written once, with its one settled event.
    const events = await outboxEvents(tenant);
    expect(countActions(events).ORDER_RECEIPT_SETTLED).toBe(50);

    // The sequence continues after the burst.
    const [late] = await ordersOf(api, tenant, store, 1);
    const next = await createReceipt(api, tenant, store, late!.orderUid);
    expect(next.status).toBe(200);
    expect(next.body.voucherNumber).toBe('51');
  }, 180_000);

  it('keeps a business conflict a 409 without using up a voucher number', async () => {
    const { tenant, api, store } = await newTenant();
    const [order, later] = await ordersOf(api, tenant, store, 2);
    // Two receipts for the same lines at once: one wins, the other learns the lines are taken.
    const both = await Promise.all([
      createReceipt(api, tenant, store, order!.orderUid),
      createReceipt(api, tenant, store, order!.orderUid),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)!.body.voucherNumber).toBe('1');
    const next = await createReceipt(api, tenant, store, later!.orderUid);
    expect(next.body.voucherNumber).toBe('2');
  });
});
