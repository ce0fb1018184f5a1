import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import {
  card,
  cash,
  countActions,
  createOrder,
  createReceipt,
  line,
  newTenant,
  outboxEvents,
  receiptPath,
} from '../fixtures.ts';

describe('receipts', () => {
  it('settles a receipt in cash with change and emits each event exactly once', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(9975, 1), line(4975, 1)] });
    const created = await createReceipt(api, tenant, store, order.orderUid);
    expect(created.status).toBe(200);
    expect(created.headers.get('etag')).toBe('"1"');
    const r = created.body;
    expect(r).toMatchObject({
      storeUid: store,
      orderUid: order.orderUid,
      settleState: 'NOT_STARTED',
      deliveryState: 'NOT_STARTED',
      grandTotal: 14950,
      voucherNumber: '1',
      settlementTotals: { remaining: 14950, remainingRounded: 15000, totals: 0, change: 0 },
    });
    expect(r.items.map((i: any) => i.orderReceiptUid)).toEqual([r.orderReceiptUid, r.orderReceiptUid]);
    expect(await outboxEvents(tenant)).toEqual([]);

    const paid = await api.post(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`, cash(20000));
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      settleState: 'COMPLETE',
      settlementTotals: { change: 5000, remaining: 0 },
    });
    const [s] = paid.body.settlements;
    expect(s).toMatchObject({
      status: 'CAPTURED',
      state: 'COMPLETE',
      capturedAmount: 20000,
      transactions: [
        { transactionType: 'CAPTURE', transactionAmount: 20000, orderReceiptUid: r.orderReceiptUid },
      ],
      storeUid: store,
      orderReceiptUid: r.orderReceiptUid,
      currency: { amount: 20000, code: 'NOK', exchangeRate: 1_000_000 },
    });
    expect(s.settledAt).toBeTruthy();

    const events = await outboxEvents(tenant);
    expect(countActions(events)).toEqual({
      ORDER_RECEIPT_SETTLED: 1,
      ORDER_STATE_CHANGE: 1,
      ORDER_SETTLED: 1,
    });
    const settled = events.find((e) => e.action === 'ORDER_SETTLED')!;
    expect(settled.data).toMatchObject({
      store: { uid: store },
      order: {
        uid: order.orderUid,
        orderNumber: order.orderNumber,
        status: 'SETTLED',
        totals: { gross: 14950, vat: 2990, net: 11960, currency: 'NOK' },
      },
    });
    expect(Number.isInteger(settled.data.order.id)).toBe(true);
    const got = await api.get(`/tenants/${tenant}/stores/${store}/orders/${order.orderUid}`);
    expect(got.body).toMatchObject({ status: 'SETTLED', state: 'COMPLETE' });

    // A settled receipt is final: no more settlements, no more events.
    const again = await api.post(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`, cash(100));
    expect(again.status).toBe(409);
    expect(countActions(await outboxEvents(tenant))).toEqual({
      ORDER_RECEIPT_SETTLED: 1,
      ORDER_STATE_CHANGE: 1,
      ORDER_SETTLED: 1,
    });
  });

  it('settles an order over two partial receipts with card authorize/capture; the order settles once', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000), line(5000)] });
    const [first, second] = order.items.map((i: any) => i.orderItemUid);
    const a = (await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [first] })).body;
    const taken = await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [first] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].path).toBe('body.orderItemUids.0');
    const b = (await createReceipt(api, tenant, store, order.orderUid)).body;
    expect(b.items.map((i: any) => i.orderItemUid)).toEqual([second]);
    expect(Number(b.voucherNumber)).toBe(Number(a.voucherNumber) + 1);
    expect((await createReceipt(api, tenant, store, order.orderUid)).status).toBe(409);

    const withCard = await api.post(
      `${receiptPath(tenant, store, a.orderReceiptUid)}/settlements`,
      card(10000, { settlementUid: 'pay-1' }),
    );
    expect(withCard.body).toMatchObject({
      settleState: 'NOT_STARTED',
      settlements: [{ status: 'NEW', state: 'NOT_STARTED' }],
    });
    const settle = (body: Record<string, unknown>) =>
      api.put(`${receiptPath(tenant, store, a.orderReceiptUid)}/settlements/pay-1`, body);
    const authorized = await settle({ status: 'AUTHORIZED', pspTransactionId: 'psp-1' });
    expect(authorized.body).toMatchObject({
      settleState: 'IN_PROGRESS',
      settlementTotals: { remainingAuthorizedAmount: 10000, remaining: 10000 },
      settlements: [{ status: 'AUTHORIZED', state: 'IN_PROGRESS', authorizedAmount: 10000 }],
    });
    expect((await settle({ status: 'REFUNDED' })).status).toBe(409);
    const captured = await settle({ status: 'CAPTURED' });
    expect(captured.body).toMatchObject({
      settleState: 'COMPLETE',
      settlements: [{ capturedAmount: 10000, state: 'COMPLETE' }],
    });
    let counts = countActions(await outboxEvents(tenant));
    // NOT_STARTED -> IN_PROGRESS (authorize) is an order state change too.
    expect(counts).toEqual({ ORDER_STATE_CHANGE: 1, ORDER_RECEIPT_SETTLED: 1 });

    await api.post(
      `${receiptPath(tenant, store, b.orderReceiptUid)}/settlements`,
      card(5000, { status: 'CAPTURED' }),
    );
    counts = countActions(await outboxEvents(tenant));
    expect(counts).toEqual({ ORDER_STATE_CHANGE: 2, ORDER_RECEIPT_SETTLED: 2, ORDER_SETTLED: 1 });
    const stateChanges = (await outboxEvents(tenant)).filter((e) => e.action === 'ORDER_STATE_CHANGE');
    expect(stateChanges.map((e) => [e.data.order.previousState, e.data.order.state])).toEqual([
      ['NOT_STARTED', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'COMPLETE'],
    ]);
  });

  it('refuses a card payment above what is left and a wrong sign', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const over = await api.post(`${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`, card(10001));
    expect(over.status).toBe(409);
    expect(over.body.errors[0].path).toBe('body.amount');
    const negative = await api.post(
      `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`,
      card(-100),
    );
    // The sign the sale receipt does not take: well formed, refused by the receipt (422).
    expect(negative.status).toBe(422);
    expect(negative.body.errors[0].path).toBe('body.amount');
    const longText = await api.post(
      `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`,
      card(100, { receiptText: 'x'.repeat(501) }),
    );
    expect(longText.status).toBe(400);
    expect(longText.body.errors[0].path).toBe('body.receiptText');
  });

  it('cancels only a NOT_STARTED receipt and frees its lines', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    expect((await api.delete(receiptPath(tenant, store, r.orderReceiptUid))).status).toBe(204);
    expect((await api.get(receiptPath(tenant, store, r.orderReceiptUid))).status).toBe(404);
    const again = (await createReceipt(api, tenant, store, order.orderUid)).body;
    await api.post(
      `${receiptPath(tenant, store, again.orderReceiptUid)}/settlements`,
      card(5000, { status: 'AUTHORIZED' }),
    );
    const refused = await api.delete(receiptPath(tenant, store, again.orderReceiptUid));
    expect(refused.status).toBe(409);
  });

  it('updates a receipt with optimistic concurrency (If-Match or version)', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = receiptPath(tenant, store, r.orderReceiptUid);
    const ok = await api.put(path, { note: 'gift wrap', address: { city: 'Oslo' } }, { 'if-match': '"1"' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('etag')).toBe('"2"');
    expect(ok.body).toMatchObject({ note: 'gift wrap', address: { city: 'Oslo' } });
    const stale = await api.put(path, { note: 'late' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    const staleBody = await api.put(path, { note: 'late', version: 1 });
    expect(staleBody.status).toBe(412);
    const byVersion = await api.put(path, { externalVoucherNumber: 'EXT-9', version: 2 });
    expect(byVersion.body.externalVoucherNumber).toBe('EXT-9');
    expect((await api.get(path)).body.note).toBe('gift wrap');
  });

  it('serialises concurrent settlements on one receipt without losing any', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.post(
          `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`,
          card(2000, { settlementUid: `c-${i}`, status: 'CAPTURED' }),
        ),
      ),
    );
    expect(results.map((x) => x.status)).toEqual([201, 201, 201, 201, 201]);
    const final = (await api.get(receiptPath(tenant, store, r.orderReceiptUid))).body;
    expect(final.settlements).toHaveLength(5);
    expect(final.settleState).toBe('COMPLETE');
    // Order: NOT_STARTED -> IN_PROGRESS (first capture) -> COMPLETE (last one), each once.
    expect(countActions(await outboxEvents(tenant))).toEqual({
      ORDER_RECEIPT_SETTLED: 1,
      ORDER_STATE_CHANGE: 2,
      ORDER_SETTLED: 1,
    });
  });

  it('creates a receipt with its settlements in one call and respects tenant and store isolation', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const uid = uniqueUid('r');
    const res = await createReceipt(api, tenant, store, order.orderUid, {
      orderReceiptUid: uid,
      settlements: [card(4000, { status: 'CAPTURED' }), cash(6000)],
    });
    expect(res.body).toMatchObject({
      orderReceiptUid: uid,
      settleState: 'COMPLETE',
      settlementTotals: { totals: 10000 },
    });
    expect((await api.get(receiptPath(tenant, 'other-store', uid))).status).toBe(404);
    const other = await newTenant();
    expect((await other.api.get(receiptPath(other.tenant, store, uid))).status).toBe(404);
    const crossTenant = client(await token({ tenant: other.tenant }));
    expect((await crossTenant.get(receiptPath(tenant, store, uid))).status).toBe(403);
    const returnsOnly = client(await token({ tenant, permissions: ['RETURN_ORDER'] }));
    expect((await returnsOnly.get(receiptPath(tenant, store, uid))).status).toBe(200);
  });
});
