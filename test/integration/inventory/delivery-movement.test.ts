import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { handler } from '#functions/inventory/workers/sale-movements/handler.ts';
import { eventually } from '#test/support/api.ts';
import { outboxEvents } from '../sales/fixtures.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { subscribeReceiver } from '../webhooks/subscription.ts';
import { reservationWorld } from './reservation-world.ts';
import { completedRecord, deliveredRecord, streamEvent } from './stream-records.ts';

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
type World = Awaited<ReturnType<typeof reservationWorld>>;

/** The level once it holds `onHand` (any when undefined) and `reserved`: the stream records deliveries and sales. */
const settled = (w: World, warehouse: string, p: string, onHand: number | undefined, reserved: number) =>
  eventually(async () => {
    const l = await w.level(warehouse, p);
    return (onHand === undefined || l.onHand === onHand) && l.reserved === reserved ? l : undefined;
  });

/** The log of a level is whole: versions 1..n, summing to onHand and to reserved, each after the one before. */
const expectWholeLog = async (w: World, warehouse: string, p: string) => {
  const [level, log] = await Promise.all([w.level(warehouse, p), w.movements(warehouse, p)]);
  expect(log.map((m) => m.version)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
  expect(level.version).toBe(log.length);
  expect(sum(log.map((m) => m.quantityChange))).toBe(level.onHand);
  expect(sum(log.map((m) => m.reservedChange ?? 0))).toBe(level.reserved);
  for (const [i, m] of log.entries())
    expect(m.quantityAfter).toBe((log[i - 1]?.quantityAfter ?? 0) + m.quantityChange);
  return log;
};

describe('deliveries move reserved stock', () => {
  it('takes reserved goods out of their warehouse at delivery, and the sale only what is left', async () => {
    const w = await reservationWorld();
    const [p, q] = [await w.product(), await w.product()];
    await w.put(w.other, p, 10);
    const o = await w.order([p, 3], [q, 2]);
    expect((await w.reserve(w.inWarehouse(o, 0, w.other))).status).toBe(200);
    const first = await w.deliver(o, [
      [0, 2],
      [1, 1],
    ]);
    expect(first.status).toBe(201);
    expect(first.body.lines.map((l: any) => l.warehouseUid)).toEqual([w.other, '']);
    // onHand and reserved fall together; available stays.
    expect(await w.levelAt(w.other, p, 3)).toMatchObject({ onHand: 8, reserved: 1, available: 7 });
    const delivery = (await w.movements(w.other, p))[2];
    expect(delivery).toMatchObject({
      reason: 'DELIVERY',
      quantityChange: -2,
      quantityAfter: 8,
      reservedChange: -2,
      reservedAfter: 1,
    });
    expect(delivery!.note).toContain(first.body.deliveryUid);
    const order = await w.api.get(`/tenants/${w.tenant}/stores/${w.storeUid}/orders/${o.orderUid}`);
    expect(order.body.items[0]).toMatchObject({
      reservationType: 'WAREHOUSE',
      quantityDelivered: 2,
      quantityReserved: 1,
    });

    // The sale moves the rest: p's last unit from where it is reserved, q (never reserved) whole.
    await w.pay(o);
    expect(await w.levelAt(w.other, p, 4)).toMatchObject({ onHand: 7, reserved: 0, available: 7 });
    expect(await w.levelAt(w.main, q, 1)).toMatchObject({ onHand: -2, version: 1 });
    const log = await expectWholeLog(w, w.other, p);
    expect(log.map((m) => [m.reason, m.quantityChange, m.reservedChange ?? 0])).toEqual([
      ['ADJUSTMENT', 10, 0],
      ['RESERVATION', 0, 3],
      ['DELIVERY', -2, -2],
      ['SALE', -1, -1],
    ]);
    const changes = (await outboxEvents(w.tenant)).filter(
      (e) => e.action === 'STOCK_CHANGE' && e.data.product.uid === p,
    );
    expect(changes.map((e) => e.data.quantityChange).sort()).toEqual([-1, -2, 10]);

    // Delivered after the sale: the line has left in full, nothing moves again.
    expect(
      (
        await w.deliver(o, [
          [0, 1],
          [1, 1],
        ])
      ).status,
    ).toBe(201);
    await quietFor(1500);
    expect(await w.level(w.other, p)).toMatchObject({ onHand: 7, version: 4 });
    expect(await w.level(w.main, q)).toMatchObject({ onHand: -2, version: 1 });
  });

  it('sold first, then delivered: the sale moves the line, the delivery and every replay nothing', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.other, p, 5);
    const o = await w.order([p, 2]);
    expect((await w.reserve(w.inWarehouse(o, 0, w.other))).status).toBe(200);
    const receipt = await w.pay(o);
    expect(await w.levelAt(w.other, p, 3)).toMatchObject({ onHand: 3, reserved: 0 });
    const delivered = await w.deliver(o, [[0, 2]]);
    expect(delivered.status).toBe(201);
    const both = streamEvent(deliveredRecord(w, delivered.body), completedRecord(w, o, receipt));
    const answers = await Promise.all([
      handler(both),
      handler(both),
      handler(streamEvent(deliveredRecord(w, delivered.body))),
    ]);
    expect(answers).toEqual([
      { batchItemFailures: [] },
      { batchItemFailures: [] },
      { batchItemFailures: [] },
    ]);
    await quietFor(1500);
    expect(await w.level(w.other, p)).toMatchObject({ onHand: 3, reserved: 0, version: 3 });
    expect((await expectWholeLog(w, w.other, p)).map((m) => m.reason)).toEqual([
      'ADJUSTMENT',
      'RESERVATION',
      'SALE',
    ]);
  });

  it('holds only what is left to deliver of a line delivered before its reservation', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 10);
    const o = await w.order([p, 5]);
    expect((await w.deliver(o, [[0, 2]])).status).toBe(201);
    const reserved = await w.reserve(w.inWarehouse(o, 0, w.main));
    expect(reserved.body.items[0].item).toMatchObject({ quantityReserved: 3, quantityDelivered: 2 });
    // Once the stream has applied the first delivery the warehouse holds the 3 left to deliver (had
    // the reservation come first, that delivery takes its 2 out of the hold as it is applied).
    await settled(w, w.main, p, undefined, 3);
    expect((await w.deliver(o, [[0, 3]])).status).toBe(201);
    await settled(w, w.main, p, undefined, 0);
    await w.pay(o);
    await settled(w, w.main, p, 5, 0);
    await quietFor(1500);
    const log = await expectWholeLog(w, w.main, p);
    expect(sum(log.filter((m) => m.reason !== 'ADJUSTMENT').map((m) => m.quantityChange))).toBe(-5);
  });

  it('moves each line exactly its quantity when deliveries and the sale race and the stream replays both', async () => {
    const w = await reservationWorld();
    const products = await Promise.all(Array.from({ length: 8 }, () => w.product()));
    await Promise.all(products.map((p) => w.put(w.other, p, 10)));
    // Two orders of four lines, every line reserved: 3 ordered, 2 delivered.
    const orders = [
      await w.order(...products.slice(0, 4).map((p) => [p, 3] as [string, number])),
      await w.order(...products.slice(4).map((p) => [p, 3] as [string, number])),
    ];
    const lines = orders.flatMap((o) => o.items.map((_, i) => w.inWarehouse(o, i, w.other)));
    expect((await w.reserve(...lines)).status).toBe(200);
    const two = (o: (typeof orders)[number]) => o.items.map((_, i) => [i, 2] as [number, number]);
    const [first, second] = orders as [(typeof orders)[number], (typeof orders)[number]];
    const records = await Promise.all([
      // Delivered and paid at once: the stream brings both records together.
      (async () => {
        const [delivered, receipt] = await Promise.all([w.deliver(first, two(first)), w.pay(first)]);
        expect(delivered.status).toBe(201);
        return [deliveredRecord(w, delivered.body), completedRecord(w, first, receipt)];
      })(),
      // Paid, and its sale (as the stream would bring it) recorded while the delivery is made.
      (async () => {
        const receipt = await w.pay(second);
        const sale = handler(streamEvent(completedRecord(w, second, receipt)));
        const delivered = await w.deliver(second, two(second));
        expect(delivered.status).toBe(201);
        expect(await sale).toEqual({ batchItemFailures: [] });
        return [deliveredRecord(w, delivered.body), completedRecord(w, second, receipt)];
      })(),
    ]);
    // Every record replayed, in both orders, while the stream still delivers them.
    const all = records.flat();
    const answers = await Promise.all([
      handler(streamEvent(...all)),
      handler(streamEvent(...all.toReversed())),
      ...all.map((r) => handler(streamEvent(r))),
    ]);
    expect(answers.flatMap((a) => a.batchItemFailures)).toEqual([]);
    for (const p of products) await settled(w, w.other, p, 7, 0);
    await quietFor(1500);
    for (const p of products) {
      const log = await expectWholeLog(w, w.other, p);
      expect(log.at(-1)!.quantityAfter, p).toBe(7);
      // Whichever came first: DELIVERY -2 then SALE -1, or SALE -3 alone.
      const out = log.filter((m) => m.reason === 'SALE' || m.reason === 'DELIVERY');
      expect(sum(out.map((m) => m.quantityChange)), p).toBe(-3);
      expect(out.map((m) => m.reason).join(), p).toMatch(/^(SALE|DELIVERY,SALE)$/);
    }
  }, 60_000);

  it('delivers a signed STOCK_CHANGE for the goods a delivery takes out, as spec 6.2 shapes it', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await reservationWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['STOCK_CHANGE']);
      const p = await w.product();
      await w.put(w.other, p, 5);
      const o = await w.order([p, 2]);
      expect((await w.reserve(w.inWarehouse(o, 0, w.other))).status).toBe(200);
      expect((await w.deliver(o, [[0, 2]])).status).toBe(201);
      await receiver.waitFor(2);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(2);
      const payloads = verified(receiver.requests);
      for (const x of payloads) expect(EVENT_SCHEMAS.STOCK_CHANGE.safeParse(x).error).toBeUndefined();
      expect(payloads.find((x) => x.quantityChange === -2)).toMatchObject({
        action: 'STOCK_CHANGE',
        tenant: { uid: w.tenant },
        warehouse: { uid: w.other },
        product: { uid: p, sku: `SKU-${p}` },
        quantityAfter: 3,
      });
    } finally {
      await receiver.close();
    }
  });
});
