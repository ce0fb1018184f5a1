import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { outboxEvents, receiptPath } from '../sales/fixtures.ts';
import { createSupplier } from './purchase-helpers.ts';
import { reservationWorld } from './reservation-world.ts';

describe('order-line reservations', () => {
  it('reserves a line in a warehouse: the level reserves it, the line shows it as spec 2.4 shapes it', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 10);
    const o = await w.order([p, 3]);
    const res = await w.reserve(w.inWarehouse(o, 0, w.main));
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      orderUid: o.orderUid,
      changed: true,
      item: {
        reservationType: 'WAREHOUSE',
        quantityReserved: 3,
        warehouseUid: w.main,
        warehouseName: 'Main warehouse',
        reservationDetails: {
          warehouse: { warehouseName: 'Main warehouse' },
          purchaseOrder: null,
          receivement: null,
        },
      },
    });
    expect(await w.level(w.main, p)).toMatchObject({ onHand: 10, reserved: 3, available: 7, version: 2 });
    const [, reservation] = await w.movements(w.main, p);
    expect(reservation).toMatchObject({
      reason: 'RESERVATION',
      quantityChange: 0,
      quantityAfter: 10,
      reservedChange: 3,
      reservedAfter: 3,
    });
    const order = await w.api.get(`/tenants/${w.tenant}/stores/${w.storeUid}/orders/${o.orderUid}`);
    expect(order.body.items[0]).toMatchObject({ reservationType: 'WAREHOUSE', quantityReserved: 3 });

    // The same reservation again changes nothing and emits nothing.
    const again = await w.reserve(w.inWarehouse(o, 0, w.main));
    expect(again.body.items[0].changed).toBe(false);
    expect((await w.level(w.main, p)).version).toBe(2);
    const events = (await outboxEvents(w.tenant)).filter((e) => e.action === 'ORDER_LINE_RESERVATION_CHANGE');
    expect(events).toHaveLength(1);
  });

  it('refuses a reservation beyond what is available with a 409 naming the line, and writes nothing', async () => {
    const w = await reservationWorld();
    const [p, q] = [await w.product(), await w.product()];
    await w.put(w.main, p, 2);
    await w.put(w.main, q, 5);
    const o = await w.order([q, 1], [p, 3]);
    const res = await w.reserve(w.inWarehouse(o, 0, w.main), w.inWarehouse(o, 1, w.main));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { path: 'body.reservations[1]', message: expect.stringContaining('2 available') },
    ]);
    expect(await w.level(w.main, q)).toMatchObject({ reserved: 0, version: 1 });
    expect(await w.level(w.main, p)).toMatchObject({ reserved: 0, version: 1 });
  });

  it('lets a warehouse that allows negative stock reserve beyond what it has', async () => {
    const w = await reservationWorld({ allowNegativeStock: true });
    const p = await w.product();
    const o = await w.order([p, 4]);
    expect((await w.reserve(w.inWarehouse(o, 0, w.main))).status).toBe(200);
    expect(await w.level(w.main, p)).toMatchObject({ onHand: 0, reserved: 4, available: -4 });
  });

  it('moves a reservation between warehouses, to a purchase order, and releases it', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 5);
    await w.put(w.other, p, 5);
    const o = await w.order([p, 2]);
    const line = o.items[0]!.orderItemUid;
    await w.reserve(w.inWarehouse(o, 0, w.main));
    expect((await w.reserve(w.inWarehouse(o, 0, w.other))).status).toBe(200);
    expect((await w.level(w.main, p)).reserved).toBe(0);
    expect((await w.level(w.other, p)).reserved).toBe(2);

    // A purchase-order reservation names a real line of a purchase order for the product, whose
    // number, ordered quantity and expected date the line's reservationDetails take.
    const purchaseOrderUid = uniqueUid('po');
    const other = await w.product();
    await createSupplier(w.api, w.tenant, 'sup-1');
    const created = await w.api.post(`/tenants/${w.tenant}/purchase-orders`, {
      purchaseOrderUid,
      purchaseOrderNumber: 'PO-1001',
      warehouseUid: w.other,
      supplierUid: 'sup-1',
      expectedDeliveryDate: '2026-12-10T00:00:00.000Z',
      items: [
        { purchaseOrderItemUid: 'po-1-line-1', productUid: p, quantityOrdered: 10 },
        { purchaseOrderItemUid: 'po-1-line-2', productUid: other, quantityOrdered: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const onPo = (extra: Record<string, unknown>) =>
      w.reserve({
        orderUid: o.orderUid,
        orderItemUid: line,
        reservationType: 'PURCHASEORDER',
        purchaseOrderUid,
        purchaseOrderItemUid: 'po-1-line-1',
        ...extra,
      });
    const missing = await onPo({ purchaseOrderUid: 'no-such-po' });
    expect([missing.status, missing.body.errors[0].path]).toEqual([
      404,
      'body.reservations[0].purchaseOrderUid',
    ]);
    const noLine = await onPo({ purchaseOrderItemUid: 'no-such-line' });
    expect([noLine.status, noLine.body.errors[0].path]).toEqual([
      404,
      'body.reservations[0].purchaseOrderItemUid',
    ]);
    const wrong = await onPo({ purchaseOrderItemUid: 'po-1-line-2' });
    expect([wrong.status, wrong.body.errors[0].path]).toEqual([
      422,
      'body.reservations[0].purchaseOrderItemUid',
    ]);
    const po = await onPo({});
    expect(po.status).toBe(200);
    expect(po.body.items[0].item).toMatchObject({
      reservationType: 'PURCHASEORDER',
      quantityReserved: 2,
      reservationDetails: {
        warehouse: null,
        purchaseOrder: {
          purchaseOrderUid,
          purchaseOrderItemUid: 'po-1-line-1',
          purchaseOrderNumber: 'PO-1001',
          quantityOrdered: 10,
          expectedDeliveryDate: '2026-12-10T00:00:00.000Z',
        },
        receivement: null,
      },
    });
    expect((await w.level(w.other, p)).reserved).toBe(0);

    await w.reserve(w.inWarehouse(o, 0, w.main));
    const released = await w.reserve({ orderUid: o.orderUid, orderItemUid: line, reservationType: 'NONE' });
    expect(released.body.items[0].item).toMatchObject({ reservationType: 'NONE', quantityReserved: 0 });
    expect(await w.level(w.main, p)).toMatchObject({ onHand: 5, reserved: 0 });
    const log = await w.movements(w.main, p);
    expect(log.map((m) => m.reservedChange ?? 0)).toEqual([0, 2, -2, 2, -2]);
    expect(log.reduce((n, m) => n + m.quantityChange, 0)).toBe(5);
  });

  it('refuses lines that cannot be reserved: unknown ones (404), NO_STOCK and return lines (422), bad bodies (400)', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    const o = await w.order([p, 1], [p, 1, { productType: 'NO_STOCK' }], [p, -1]);
    const missing = await w.reserve(
      { orderUid: o.orderUid, orderItemUid: 'nope', reservationType: 'NONE' },
      { orderUid: 'no-order', orderItemUid: 'x', reservationType: 'NONE' },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'body.reservations[0].orderItemUid',
      'body.reservations[1].orderUid',
    ]);
    const types = await w.reserve(w.inWarehouse(o, 1, w.main), w.inWarehouse(o, 2, w.main));
    expect(types.status).toBe(422);
    expect(types.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'body.reservations[0]',
      'body.reservations[1]',
    ]);
    const noWarehouse = await w.reserve(w.inWarehouse(o, 0, 'no-such-warehouse'));
    expect(noWarehouse.status).toBe(404);
    expect(noWarehouse.body.errors[0].path).toBe('body.reservations[0].warehouseUid');
    const bad = await w.reserve({
      orderUid: o.orderUid,
      orderItemUid: o.items[0]!.orderItemUid,
      reservationType: 'WAREHOUSE',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('body.reservations.0.warehouseUid');
  });

  it('keeps tenants apart: another tenant cannot see or reserve the order, nor reserve in the warehouse', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 5);
    const o = await w.order([p, 1]);
    const stranger = client(
      await token({ tenant: uniqueTenant('res'), permissions: 'all', access: 'ADMIN' }),
    );
    const other = await stranger.post(`/tenants/${w.tenant}/orders/reservations`, {
      reservations: [w.inWarehouse(o, 0, w.main)],
    });
    expect(other.status).toBe(403);
    const x = await reservationWorld();
    const ox = await x.order([await x.product(), 1]);
    // A warehouse of another tenant is not found from this one.
    const cross = await x.reserve(x.inWarehouse(ox, 0, w.main));
    expect(cross.status).toBe(404);
    expect((await w.level(w.main, p)).reserved).toBe(0);
  });

  it('derives the receipt deliveryState: IN_PROGRESS while a line is reserved, NOT_STARTED once released', async () => {
    const w = await reservationWorld();
    const p = await w.product();
    await w.put(w.main, p, 5);
    const o = await w.order([p, 2]);
    const receipt = await w.api.post(
      `/tenants/${w.tenant}/stores/${w.storeUid}/orders/${o.orderUid}/receipts`,
      {},
    );
    expect(receipt.body.deliveryState).toBe('NOT_STARTED');
    const path = receiptPath(w.tenant, w.storeUid, receipt.body.orderReceiptUid);
    await w.reserve(w.inWarehouse(o, 0, w.main));
    const reserved = await w.api.get(path);
    expect(reserved.body.deliveryState).toBe('IN_PROGRESS');
    expect(reserved.body.items[0]).toMatchObject({ reservationType: 'WAREHOUSE', quantityReserved: 2 });
    await w.reserve({
      orderUid: o.orderUid,
      orderItemUid: o.items[0]!.orderItemUid,
      reservationType: 'NONE',
    });
    expect((await w.api.get(path)).body.deliveryState).toBe('NOT_STARTED');
  });
});
