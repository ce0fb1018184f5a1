import { describe, expect, it } from 'vitest';
import { handler } from '#functions/inventory/workers/sale-movements/handler.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand } from '#shared/db/document-commands.ts';
import { quietFor } from '../webhooks/receiver.ts';
import { reservationWorld } from './reservation-world.ts';
import { completedRecord, streamEvent } from './stream-records.ts';

describe('sales move stock', () => {
  it('moves each STOCK line of a COMPLETE receipt out of the store default warehouse once, and nothing else', async () => {
    const w = await reservationWorld();
    const [p, q] = [await w.product(), await w.product()];
    await w.put(w.main, p, 10);
    const o = await w.order([p, 3], [p, 1, { productType: 'NO_STOCK' }], [q, 2], [p, -1]);
    const receipt = await w.pay(o);
    expect(receipt.settleState).toBe('COMPLETE');
    // p: -3 sold, +1 returned; q: -2 (negative stock: a sale is recorded as it happened).
    const lp = await w.levelAt(w.main, p, 3);
    const lq = await w.levelAt(w.main, q, 1);
    expect(lp).toMatchObject({ onHand: 8, version: 3 });
    expect(lq).toMatchObject({ onHand: -2, version: 1 });
    const log = await w.movements(w.main, p);
    expect(
      log
        .slice(1)
        .map((m) => [m.reason, m.quantityChange])
        .sort(),
    ).toEqual([
      ['RETURN', 1],
      ['SALE', -3],
    ]);
    expect(log.reduce((n, m) => n + m.quantityChange, 0)).toBe(lp.onHand);
    expect(log[1]!.note).toContain(receipt.orderReceiptUid);

    // The stream delivering the receipt again (or a retried batch) moves nothing twice.
    const event = streamEvent(completedRecord(w, o, receipt));
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    await Promise.all([handler(event), handler(event)]);
    expect(await w.level(w.main, p)).toMatchObject({ onHand: 8, version: 3 });
    expect(await w.level(w.main, q)).toMatchObject({ onHand: -2, version: 1 });
  });

  it('sells a reserved line from its reserved warehouse and releases the hold', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.other, p, 5);
    const o = await w.order([p, 2]);
    expect((await w.reserve(w.inWarehouse(o, 0, w.other))).status).toBe(200);
    await w.pay(o);
    const level = await w.levelAt(w.other, p, 3);
    expect(level).toMatchObject({ onHand: 3, reserved: 0, available: 3 });
    const sale = (await w.movements(w.other, p))[2];
    expect(sale).toMatchObject({ reason: 'SALE', quantityChange: -2, reservedChange: -2, reservedAfter: 0 });
    expect((await w.level(w.main, p)).version).toBe(0);
    // The sold line cannot be reserved again, only released (which gives back nothing now).
    const again = await w.reserve(w.inWarehouse(o, 0, w.other));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].path).toBe('body.reservations[0]');
    const released = await w.reserve({
      orderUid: o.orderUid,
      orderItemUid: o.items[0]!.orderItemUid,
      reservationType: 'NONE',
    });
    expect(released.status).toBe(200);
    expect(await w.level(w.other, p)).toMatchObject({ onHand: 3, reserved: 0, version: 3 });
  });

  it('moves nothing for a line a legacy sale record marks as sold', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    const o = await w.order([p, 2], [p, 1]);
    const [sold, unsold] = o.items;
    const receipt = { orderReceiptUid: 'legacy-receipt', items: o.items };
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `T#${w.tenant}#SALEMOVE#legacy-receipt`,
          sk: `LINE#${sold!.orderItemUid}`,
          recordType: 'STOCK_SALE',
        },
      }),
    );
    expect(await handler(streamEvent(completedRecord(w, o, receipt)))).toEqual({ batchItemFailures: [] });
    // Only the line without a record left the store's default warehouse.
    expect(await w.level(w.main, p)).toMatchObject({ onHand: -unsold!.quantityOrdered, version: 1 });
  });

  it('moves nothing for a receipt that is not COMPLETE', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    const o = await w.order([p, 1]);
    await w.api.post(`/tenants/${w.tenant}/stores/${w.storeUid}/orders/${o.orderUid}/receipts`, {});
    await quietFor(1500);
    expect((await w.level(w.main, p)).version).toBe(0);
  });
});
