import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { card, cash, line, receiptPath } from '../sales/fixtures.ts';
import { loyaltyPay, loyaltyWorld, PROGRAMME } from './helpers.ts';

describe('loyalty programme and points', () => {
  it('keeps the programme versioned, and answers 404 for unknown customers and orders', async () => {
    const w = await loyaltyWorld();
    const read = await w.api.get(`/tenants/${w.tenant}/loyalty/programme`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...PROGRAMME, enabled: true, version: 1 });
    expect(read.headers.get('etag')).toBe('"1"');
    const stale = await w.api.put(`/tenants/${w.tenant}/loyalty/programme`, PROGRAMME, { 'if-match': '"7"' });
    expect(stale.status).toBe(412);
    expect((await w.api.get(`/tenants/${w.tenant}/customers/nope/loyalty/points`)).status).toBe(404);
    expect((await w.api.get(`/tenants/${w.tenant}/orders/nope/loyalty`)).status).toBe(404);
    expect(await w.points()).toMatchObject({ balance: 0, earned: 0, ledger: { items: [] } });
  });

  it('earns when the order is settled, rounded as the programme says, with an expiry date', async () => {
    for (const [rounding, expected] of [
      ['FLOOR', 123],
      ['HALF_UP', 124],
      ['CEIL', 124],
    ] as const) {
      const w = await loyaltyWorld({ rounding });
      const o = await w.order([line(12350)]);
      const r = await w.receipt(o.orderUid);
      await w.pay(r.orderReceiptUid, card(10000, { status: 'CAPTURED' }));
      expect((await w.ofOrder(o.orderUid)).earned, 'nothing before the order is settled').toBe(0);
      await w.pay(r.orderReceiptUid, card(2350, { status: 'CAPTURED' }));
      expect(await w.ofOrder(o.orderUid)).toMatchObject({
        earned: expected,
        spent: 0,
        customerUid: w.customerUid,
      });
      const p = await w.points();
      expect(p, rounding).toMatchObject({ balance: expected, earned: expected });
      const in365 = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      expect(p.ledger.items).toMatchObject([
        { entryType: 'EARN', points: expected, balanceAfter: expected, amount: 12350, orderUid: o.orderUid },
      ]);
      // The expiry day is today + 365 in UTC (a test starting just before midnight may see tomorrow's).
      expect(p.ledger.items[0].expiresAt >= in365.slice(0, 8)).toBe(true);
      expect(p.expiring).toEqual([{ expiresAt: p.ledger.items[0].expiresAt, points: expected }]);
    }
  });

  it('spends points as a LOYALTY settlement and earns only on what was not paid with points', async () => {
    const w = await loyaltyWorld();
    await w.sell(50000); // 500 points
    const o = await w.order([line(30000)]);
    const r = await w.receipt(o.orderUid);
    expect((await w.pay(r.orderReceiptUid, loyaltyPay(5050))).body.errors[0].path).toBe('body.amount');
    const tooMuch = await w.pay(r.orderReceiptUid, loyaltyPay(60000));
    expect(tooMuch.status).toBe(409);
    const spent = await w.pay(r.orderReceiptUid, loyaltyPay(20000, { settlementUid: 'pts' }));
    expect(spent.status, spent.text).toBe(201);
    expect(spent.body).toMatchObject({
      settleState: 'IN_PROGRESS',
      settlementTotals: { totals: 20000, remaining: 10000 },
      settlements: [{ settlementCode: 'LOYALTY', status: 'CAPTURED' }],
    });
    expect((await w.points()).balance).toBe(300);
    expect(
      (
        await w.api.put(`${receiptPath(w.tenant, w.store, r.orderReceiptUid)}/settlements/pts`, {
          status: 'REFUNDED',
        })
      ).status,
    ).toBe(409);
    await w.pay(r.orderReceiptUid, cash(10000));
    // 300.00 order, 200.00 paid with points: earns 100 on the 100.00 paid otherwise.
    expect(await w.ofOrder(o.orderUid)).toMatchObject({ earned: 100, spent: 200, spentAmount: 20000 });
    const p = await w.points();
    expect(p).toMatchObject({ balance: 400, earned: 600, spent: 200 });
    expect(p.ledger.items.map((e: any) => [e.entryType, e.points, e.balanceAfter])).toEqual([
      ['EARN', 100, 400],
      ['SPEND', -200, 300],
      ['EARN', 500, 500],
    ]);
    // Paging: newest first, the cursor leads to the older page.
    const first = await w.points('?pageSize=2');
    expect(first.ledger.items.map((e: any) => e.sequence)).toEqual([3, 2]);
    expect(first.ledger.paging).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    const older = await w.points(`?cursor=${first.ledger.paging.nextCursor}`);
    expect(older.ledger.items.map((e: any) => e.sequence)).toEqual([1]);
    expect(older.ledger.paging).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 3, nextCursor: null });
    expect((await w.points('?pageSize=2&pageNumber=2')).ledger.items.map((e: any) => e.sequence)).toEqual([
      1,
    ]);
  });

  it('takes points back when a return order is settled, never below zero, and gives spent points back on a return receipt', async () => {
    const w = await loyaltyWorld();
    await w.sell(20000); // 200
    await w.sell(-5000); // a return of 50.00 takes 50 back
    expect((await w.points()).balance).toBe(150);
    const ret = await w.order([line(-40000)]);
    const r = await w.receipt(ret.orderUid);
    // Paying out a return with points gives 100 points back (SPEND_RETURN), then the order returns 300.00 - 100.00.
    const back = await w.pay(r.orderReceiptUid, loyaltyPay(-10000));
    expect(back.status, back.text).toBe(201);
    expect((await w.points()).balance).toBe(250);
    await w.pay(r.orderReceiptUid, cash(-30000));
    expect(await w.ofOrder(ret.orderUid)).toMatchObject({ earned: -250, spent: -100, spentAmount: -10000 });
    const p = await w.points();
    expect(p.balance).toBe(0);
    expect(p.ledger.items.map((e: any) => e.entryType)).toEqual(['RETURN', 'SPEND_RETURN', 'RETURN', 'EARN']);
  });

  it('lets points expire: a lot past its day stops counting at once and is written off with the next change', async () => {
    const w = await loyaltyWorld();
    // State as a year of sales would leave it: 40 points that expired in 2020, 10 that have not.
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `T#${w.tenant}#LOYALTY#CUSTOMER#${w.customerUid}`,
          sk: 'ACCOUNT',
          tenantUid: w.tenant,
          customerUid: w.customerUid,
          lots: [
            { expiresAt: '2020-01-01', points: 40 },
            { expiresAt: '2999-12-31', points: 10 },
          ],
          earned: 50,
          spent: 0,
          expired: 0,
          sequence: 0,
          version: 1,
        },
      }),
    );
    expect(await w.points()).toMatchObject({
      balance: 10,
      expired: 40,
      expiring: [{ expiresAt: '2999-12-31', points: 10 }],
    });
    const o = await w.order([line(10000)]);
    const r = await w.receipt(o.orderUid);
    expect((await w.pay(r.orderReceiptUid, loyaltyPay(1100))).status).toBe(409);
    await w.pay(r.orderReceiptUid, loyaltyPay(1000));
    await w.pay(r.orderReceiptUid, card(9000, { status: 'CAPTURED' }));
    const p = await w.points();
    expect(p).toMatchObject({ balance: 90, expired: 40 });
    expect(p.ledger.items.map((e: any) => [e.entryType, e.points, e.balanceAfter])).toEqual([
      ['EARN', 90, 90],
      ['SPEND', -10, 0],
      ['EXPIRE', -40, 10],
    ]);
  });

  it('earns nothing without a customer or in another currency, and refuses points there', async () => {
    const w = await loyaltyWorld();
    const anonymous = await w.sell(10000, { customerUid: '' });
    expect((await w.ofOrder(anonymous.orderUid)).earned).toBe(0);
    const euro = await w.order([line(10000)], { currency: 'EUR' });
    const r = await w.receipt(euro.orderUid);
    const refused = await w.pay(r.orderReceiptUid, loyaltyPay(100));
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe('body.settlementCode');
    await w.pay(r.orderReceiptUid, card(10000, { status: 'CAPTURED' }));
    expect((await w.ofOrder(euro.orderUid)).earned).toBe(0);
    expect((await w.points()).balance).toBe(0);
  });
});
