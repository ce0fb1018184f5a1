import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { toEnvelope } from '#events/envelope.ts';
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

describe('settlement rules', () => {
  it('refuses to start a pending card payment that would pay more than is left', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`;
    await api.post(path, card(10000, { settlementUid: 'big' }));
    await api.post(path, card(6000, { status: 'CAPTURED' }));
    for (const status of ['CAPTURED', 'AUTHORIZED', 'PROCESSING']) {
      const res = await api.put(`${path}/big`, { status });
      expect(res.status, status).toBe(409);
      expect(res.body.errors[0].path).toBe('body.status');
    }
    const after = (await api.get(receiptPath(tenant, store, r.orderReceiptUid))).body;
    expect(after).toMatchObject({
      settleState: 'IN_PROGRESS',
      settlementTotals: { totals: 6000, remaining: 4000 },
    });
  });

  it('voids an authorization left over on a receipt settled in cash, without new events', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`;
    await api.post(path, card(4000, { settlementUid: 'auth', status: 'AUTHORIZED' }));
    const paid = await api.post(path, cash(10000));
    expect(paid.body).toMatchObject({
      settleState: 'COMPLETE',
      settlementTotals: { remainingAuthorizedAmount: 4000 },
    });
    const before = countActions(await outboxEvents(tenant));
    expect((await api.put(`${path}/auth`, { status: 'CAPTURED' })).status).toBe(409);
    const voided = await api.put(`${path}/auth`, { status: 'CANCELLED_BY_MERCHANT' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      settleState: 'COMPLETE',
      settlementTotals: { remainingAuthorizedAmount: 0, totals: 10000 },
      settlements: [{ status: 'CANCELLED_BY_MERCHANT', state: 'TERMINATED' }, { status: 'CAPTURED' }],
    });
    expect(countActions(await outboxEvents(tenant))).toEqual(before);
  });

  it('keeps a receipt whose money moved, even when it is back to NOT_STARTED', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`;
    await api.post(path, card(5000, { settlementUid: 'back', status: 'CAPTURED' }));
    const refunded = await api.put(`${path}/back`, { status: 'REFUNDED' });
    expect(refunded.body).toMatchObject({
      settleState: 'NOT_STARTED',
      settlements: [{ capturedAmount: 5000, refundedAmount: 5000, state: 'TERMINATED' }],
    });
    const cancel = await api.delete(receiptPath(tenant, store, r.orderReceiptUid));
    expect(cancel.status).toBe(409);
    expect((await api.get(receiptPath(tenant, store, r.orderReceiptUid))).body.settlements).toHaveLength(1);
  });

  it('puts a line on one receipt only when two receipts race for it', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000), line(5000)] });
    const results = await Promise.all([1, 2, 3].map(() => createReceipt(api, tenant, store, order.orderUid)));
    expect(results.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((x) => x.status === 200)!.body;
    const got = (await api.get(`/tenants/${tenant}/stores/${store}/orders/${order.orderUid}`)).body;
    expect(got.items.map((i: any) => i.orderReceiptUid)).toEqual([
      winner.orderReceiptUid,
      winner.orderReceiptUid,
    ]);
    expect(got.receipts).toEqual([
      {
        orderReceiptUid: winner.orderReceiptUid,
        voucherNumber: winner.voucherNumber,
        settleState: 'NOT_STARTED',
      },
    ]);
  });

  it('refuses a settlement that would make the receipt too large to store, with a 422', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    const r = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const path = `${receiptPath(tenant, store, r.orderReceiptUid)}/settlements`;
    const bulky = () =>
      card(1, {
        displayMessages: Array.from({ length: 50 }, (_, i) => ({
          key: `k${i}`,
          message: 'x'.repeat(2000),
          timestamp: '2026-11-23T10:00:00.000Z',
        })),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.post(path, bulky())).status);
    expect(statuses).toEqual([201, 201, 201, 422, 422]);
    const after = (await api.get(receiptPath(tenant, store, r.orderReceiptUid))).body;
    expect(after.settlements).toHaveLength(3);
  });

  it('emits events whose payloads match the published event schemas', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(10000)] });
    await createReceipt(api, tenant, store, order.orderUid, { settlements: [cash(10000)] });
    const events = await outboxEvents(tenant);
    expect(countActions(events)).toEqual({
      ORDER_RECEIPT_SETTLED: 1,
      ORDER_STATE_CHANGE: 1,
      ORDER_SETTLED: 1,
    });
    for (const event of events) {
      const schema = EVENT_SCHEMAS[event.action as keyof typeof EVENT_SCHEMAS]!;
      const parsed = schema.safeParse(toEnvelope(event as never, 1));
      expect(parsed.error, event.action).toBeUndefined();
    }
  });
});
