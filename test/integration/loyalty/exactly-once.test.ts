import { describe, expect, it } from 'vitest';
import { loyaltyOrderOps } from '#functions/loyalty/loyalty-order.service.ts';
import { commit } from '#shared/db/transaction.ts';
import { card, line } from '../sales/fixtures.ts';
import { loyaltyWorld } from './helpers.ts';

describe('loyalty points are earned exactly once per settled order', () => {
  it('when the last two receipts of orders are paid at the same moment', async () => {
    const w = await loyaltyWorld();
    const orders = await Promise.all([1, 2, 3, 4].map(() => w.order([line(10000), line(15000)])));
    await Promise.all(
      orders.map(async (o) => {
        const [a, b] = o.items.map((i: any) => i.orderItemUid);
        const ra = await w.receipt(o.orderUid, { orderItemUids: [a] });
        const rb = await w.receipt(o.orderUid, { orderItemUids: [b] });
        const paid = await Promise.all([
          w.pay(ra.orderReceiptUid, card(10000, { status: 'CAPTURED' })),
          w.pay(rb.orderReceiptUid, card(15000, { status: 'CAPTURED' })),
        ]);
        expect(paid.map((p) => p.status)).toEqual([201, 201]);
      }),
    );
    for (const o of orders) expect((await w.ofOrder(o.orderUid)).earned).toBe(250);
    const p = await w.points();
    expect(p.balance).toBe(1000);
    expect(p.ledger.items.filter((e: any) => e.entryType === 'EARN')).toHaveLength(4);
  });

  it('when the settling payment is sent many times at once, or replayed with its Idempotency-Key', async () => {
    const w = await loyaltyWorld();
    const o = await w.order([line(20000)]);
    const r = await w.receipt(o.orderUid);
    const body = card(20000, { status: 'CAPTURED', settlementUid: 'last' });
    const results = await Promise.all(Array.from({ length: 8 }, () => w.pay(r.orderReceiptUid, body)));
    expect(results.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const key = { 'idempotency-key': 'settle-once' };
    const o2 = await w.order([line(30000)]);
    const r2 = await w.receipt(o2.orderUid);
    const path = `/tenants/${w.tenant}/stores/${w.store}/receipts/${r2.orderReceiptUid}/settlements`;
    const first = await w.api.post(path, card(30000, { status: 'CAPTURED' }), key);
    const replay = await w.api.post(path, card(30000, { status: 'CAPTURED' }), key);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.body).toEqual(first.body);
    expect(await w.ofOrder(o.orderUid)).toMatchObject({ earned: 200 });
    expect(await w.ofOrder(o2.orderUid)).toMatchObject({ earned: 300 });
    const p = await w.points();
    expect(p.balance).toBe(500);
    expect(p.ledger.items).toHaveLength(2);
  });

  it('when the settle of one order is processed twice from the same read (a replayed record)', async () => {
    const w = await loyaltyWorld();
    const o = await w.order([line(10000)]);
    const change = {
      tenantUid: w.tenant,
      orderUid: o.orderUid,
      customerUid: w.customerUid,
      currency: 'NOK',
      settledGross: 10000,
      now: new Date().toISOString(),
    };
    // Two deliveries of the same settle, each deciding from what it read before either wrote.
    const [once, again] = await Promise.all([loyaltyOrderOps(change), loyaltyOrderOps(change)]);
    expect(once.length).toBeGreaterThan(0);
    await commit(once);
    await expect(commit(again)).rejects.toMatchObject({ status: 409 });
    // A delivery that reads after the first wrote finds the order's marker and does nothing.
    expect(await loyaltyOrderOps(change)).toEqual([]);
    expect(await w.ofOrder(o.orderUid)).toMatchObject({ earned: 100 });
    expect((await w.points()).balance).toBe(100);
  });
});
