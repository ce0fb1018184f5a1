import { describe, expect, it } from 'vitest';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { card, createOrder, createReceipt, line, newTenant, receiptPath } from '../fixtures.ts';

const prePayment = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  storePaymentMethodUid: 'pm-card',
  settlementCode: 'CARD',
  settlementName: 'Card',
  ...extra,
});
const fromPrePayment = (amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-pre',
  settlementCode: 'PRE_PAYMENT',
  settlementName: 'Deposit',
  amount,
  ...extra,
});

const world = async (items = [line(30000), line(20000)]) => {
  const { tenant, api, store } = await newTenant();
  await givePaymentMethods(api, tenant, store, ['pm-pre']);
  const order = await createOrder(api, tenant, store, { items });
  const path = `/tenants/${tenant}/stores/${store}/orders/${order.orderUid}/pre-payments`;
  return { tenant, api, store, order, path };
};

describe('pre-payments', () => {
  it('registers pre-payments idempotently by uid and by external reference, and lists them with the balance', async () => {
    const { api, path } = await world();
    const first = await api.post(path, prePayment(10000, { prePaymentUid: 'dep-1' }));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      prePaymentUid: 'dep-1',
      amount: 10000,
      refundedAmount: 0,
      currency: 'NOK',
    });
    const again = await api.post(path, prePayment(10000, { prePaymentUid: 'dep-1' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await api.post(path, prePayment(9000, { prePaymentUid: 'dep-1' }));
    expect(other.status).toBe(409);
    expect(other.body.errors[0].path).toBe('body.prePaymentUid');

    const byRef = await api.post(path, prePayment(5000, { externalPaymentReference: 'psp-1' }));
    const byRefAgain = await api.post(path, prePayment(5000, { externalPaymentReference: 'psp-1' }));
    expect(byRefAgain.body.prePaymentUid).toBe(byRef.body.prePaymentUid);
    expect(
      (await api.post(path, prePayment(4000, { externalPaymentReference: 'psp-1' }))).body.errors[0].path,
    ).toBe('body.externalPaymentReference');

    const list = await api.get(path);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: any) => p.amount)).toEqual([10000, 5000]);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 2 });
    expect(list.body.balance).toEqual({ paid: 15000, refunded: 0, used: 0, available: 15000 });
  });

  it('pays receipts from the pre-payments, never more than is unused or left to pay, and refunds the rest', async () => {
    const { tenant, api, store, order, path } = await world();
    await api.post(path, prePayment(40000, { prePaymentUid: 'dep' }));
    const [a, b] = order.items.map((i: any) => i.orderItemUid);
    const r1 = (await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [a] })).body;
    const r2 = (await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [b] })).body;
    const pay = (r: any, body: Record<string, unknown>) =>
      api.post(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`, body);

    // More than the receipt's 300.00 is refused even though the deposit would cover it.
    expect((await pay(r1, fromPrePayment(30001))).status).toBe(409);
    const paid = await pay(r1, fromPrePayment(30000, { settlementUid: 'pre-1' }));
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body).toMatchObject({
      settleState: 'COMPLETE',
      settlementTotals: { totals: 30000, remaining: 0 },
      settlements: [{ settlementCode: 'PRE_PAYMENT', status: 'CAPTURED', capturedAmount: 30000 }],
    });
    // 100.00 is left of the deposit: 200.00 on the second receipt is refused, naming the amount.
    const short = await pay(r2, fromPrePayment(20000));
    expect(short.status).toBe(409);
    expect(short.body.errors[0]).toMatchObject({ path: 'body.amount' });
    expect((await pay(r2, fromPrePayment(6000))).body.settlementTotals).toMatchObject({
      totals: 6000,
      remaining: 14000,
    });

    let list = (await api.get(path)).body;
    expect(list.balance).toEqual({ paid: 40000, refunded: 0, used: 36000, available: 4000 });
    expect(list.uses.map((u: any) => u.amount)).toEqual([30000, 6000]);

    // Refunds: at most the unused 40.00; the default is all of it; a repeated refundUid refunds once.
    const refunds = `${path}/dep/refunds`;
    expect((await api.post(refunds, { amount: 4001 })).status).toBe(409);
    const part = await api.post(refunds, { amount: 1000, refundUid: 'rf-1' });
    expect(part.status, part.text).toBe(201);
    expect((await api.post(refunds, { amount: 1000, refundUid: 'rf-1' })).body.refundedAmount).toBe(1000);
    expect((await api.post(refunds, {})).body).toMatchObject({ refundedAmount: 4000, refunds: [{}, {}] });
    list = (await api.get(path)).body;
    expect(list.balance).toEqual({ paid: 40000, refunded: 4000, used: 36000, available: 0 });
    expect((await api.post(refunds, {})).status).toBe(409);
    expect((await pay(r2, fromPrePayment(100))).status).toBe(409);

    // A payment taken from the deposit is final; the rest of the receipt is paid by card.
    const settlement = `${receiptPath(tenant, store, r1.orderReceiptUid)}/settlements/pre-1`;
    expect((await api.put(settlement, { status: 'REFUNDED' })).status).toBe(409);
    expect((await pay(r2, card(14000, { status: 'CAPTURED' }))).body.settleState).toBe('COMPLETE');
  });

  it('lets concurrent receipts use a deposit only once', async () => {
    const { tenant, api, store, order, path } = await world([
      line(10000),
      line(10000),
      line(10000),
      line(10000),
    ]);
    await api.post(path, prePayment(25000));
    const receipts = [];
    for (const item of order.items) {
      receipts.push(
        (await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [item.orderItemUid] }))
          .body,
      );
    }
    const results = await Promise.all(
      receipts.map((r) =>
        api.post(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`, fromPrePayment(10000)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect((await api.get(path)).body.balance).toEqual({
      paid: 25000,
      refunded: 0,
      used: 20000,
      available: 5000,
    });
  });

  it('refuses a PRE_PAYMENT settlement inside a receipt create, and an unknown order', async () => {
    const { tenant, api, store, order, path } = await world();
    await api.post(path, prePayment(1000));
    const res = await createReceipt(api, tenant, store, order.orderUid, {
      settlements: [fromPrePayment(1000)],
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe('body.settlements.0.settlementCode');
    expect((await api.get(path.replace(order.orderUid, 'nope'))).status).toBe(404);
    expect((await api.post(`${path}/nope/refunds`, {})).status).toBe(404);
  });
});
