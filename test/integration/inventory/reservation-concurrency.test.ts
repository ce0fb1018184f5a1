import { describe, expect, it } from 'vitest';
import { eventually } from '#test/support/api.ts';
import { reservationWorld } from './reservation-world.ts';

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

/**
 * Runs the calls with up to `width` in flight at once, in an interleaved order, answering in the
 * calls' order: hundreds of requests contend for one level without one burst of sockets that a
 * shared DynamoDB Local cannot accept.
 */
const inFlight = async <T>(calls: Array<() => Promise<T>>, width = 16): Promise<T[]> => {
  const order = calls
    .map((_, i) => i)
    .sort((a, b) => ((a * 7919) % calls.length) - ((b * 7919) % calls.length));
  const out = new Array<T>(calls.length);
  let next = 0;
  const lane = async () => {
    for (let k = next++; k < order.length; k = next++) out[order[k]!] = await calls[order[k]!]!();
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
};

describe('stock under concurrent reservations, movements and sales', () => {
  it('loses no update, never over-reserves a strict warehouse, and keeps the log summing to onHand', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 100);
    // 200 lines to reserve (300 units wanted of 100 on hand), and 40 lines sold on 4 receipts.
    const reservable = await Promise.all(
      Array.from({ length: 10 }, () =>
        w.order(...Array.from({ length: 20 }, (_, i) => [p, 1 + (i % 2)] as [string, number])),
      ),
    );
    const sold = await Promise.all(
      Array.from({ length: 4 }, () =>
        w.order(...Array.from({ length: 10 }, () => [p, 1] as [string, number])),
      ),
    );
    const lines = reservable.flatMap((o) => o.items.map((_, i) => w.inWarehouse(o, i, w.main)));

    // Phase 1: every reservation, 120 movements and the 4 sales at once.
    const movements = `/tenants/${w.tenant}/warehouses/${w.main}/stock/${p}/movements`;
    const moves = Array.from(
      { length: 120 },
      (_, i) => () =>
        i % 2 === 0
          ? w.api.post(movements, { reason: 'ADJUSTMENT', quantity: 1 })
          : w.api.post(movements, { reason: 'TRANSFER_OUT', quantity: -1 }),
    );
    const answers = await inFlight([
      ...lines.map((l) => () => w.reserve(l)),
      ...moves,
      ...sold.map((o) => async () => ({ status: 200, body: await w.pay(o) })),
    ]);
    const reserved = answers.slice(0, lines.length);
    const moved = answers.slice(lines.length, lines.length + moves.length);
    expect(
      [...reserved, ...moved].map((r) => r.status).filter((s) => s !== 200 && s !== 201 && s !== 409),
    ).toEqual([]);
    expect(reserved.some((r) => r.status === 409)).toBe(true);

    // Phase 2: release the granted half of them while the refused ones try again and a quarter of
    // the granted ones are delivered in full (their reserved goods leave at delivery).
    const granted = lines.filter((_, i) => reserved[i]!.status === 200);
    const refused = lines.filter((_, i) => reserved[i]!.status === 409);
    const releases = granted
      .filter((_, i) => i % 2 === 0)
      .map((l) => ({ ...l, reservationType: 'NONE', warehouseUid: undefined }));
    const delivering = granted.filter((_, i) => i % 4 === 1);
    const deliveries = reservable.flatMap((o) => {
      const mine = o.items.flatMap((item, i) =>
        delivering.some((l) => l.orderItemUid === item.orderItemUid) ? [[i, item.quantityOrdered]] : [],
      ) as Array<[number, number]>;
      return mine.length > 0 ? [() => w.deliver(o, mine)] : [];
    });
    const second = await inFlight([
      ...[...releases, ...refused].map((l) => () => w.reserve(l)),
      ...deliveries,
    ]);
    expect(
      second
        .slice(0, releases.length + refused.length)
        .map((r) => r.status)
        .filter((s) => s !== 200 && s !== 409),
    ).toEqual([]);
    expect(second.slice(releases.length + refused.length).map((r) => r.status)).toEqual(
      deliveries.map(() => 201),
    );
    const deliveredUnits = sum(
      reservable.flatMap((o) =>
        o.items
          .filter((item) => delivering.some((l) => l.orderItemUid === item.orderItemUid))
          .map((item) => item.quantityOrdered as number),
      ),
    );

    // Sales and deliveries arrive through the stream: wait for the 40 SALE movements and the
    // DELIVERY movement of each delivered line.
    const log = await eventually(async () => {
      const all = await w.movements(w.main, p);
      const sales = all.filter((m) => m.reason === 'SALE').length;
      const delivered = all.filter((m) => m.reason === 'DELIVERY').length;
      return sales === 40 && delivered === delivering.length ? all : undefined;
    }, 60_000);
    expect(sum(log.filter((m) => m.reason === 'DELIVERY').map((m) => m.quantityChange))).toBe(
      -deliveredUnits,
    );
    const level = await w.level(w.main, p);

    // No lost update: versions 1..n without a gap, each movement builds on the one before.
    expect(log.map((m) => m.version)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(level.version).toBe(log.length);
    expect(sum(log.map((m) => m.quantityChange))).toBe(level.onHand);
    expect(sum(log.map((m) => m.reservedChange ?? 0))).toBe(level.reserved);
    let reservedSoFar = 0;
    for (const [i, m] of log.entries()) {
      expect(m.quantityAfter).toBe((log[i - 1]?.quantityAfter ?? 0) + m.quantityChange);
      reservedSoFar += m.reservedChange ?? 0;
      // Never over-reserved: a hold is taken only from what is available.
      if ((m.reservedChange ?? 0) > 0) expect(m.quantityAfter - reservedSoFar).toBeGreaterThanOrEqual(0);
    }
    // Every accepted movement is in the log once; the refused ones are not.
    const accepted = moved
      .filter((r) => r.status === 201)
      .map((r) => r.body.movement.quantityChange as number);
    expect(log.filter((m) => m.reason === 'ADJUSTMENT' || m.reason === 'TRANSFER_OUT')).toHaveLength(
      accepted.length + 1,
    );

    // Never double-reserved: what the level reserves is exactly what the order lines say they hold
    // (a delivered line holds nothing more).
    const orders = await Promise.all(
      reservable.map((o) => w.api.get(`/tenants/${w.tenant}/stores/${w.storeUid}/orders/${o.orderUid}`)),
    );
    const held = orders.flatMap((o) => o.body.items).filter((i) => i.reservationType === 'WAREHOUSE');
    expect(sum(held.map((i) => i.quantityReserved))).toBe(level.reserved);
    expect(held.length).toBe(
      granted.length - releases.length + second.slice(releases.length).filter((r) => r.status === 200).length,
    );
  }, 240_000);
});
