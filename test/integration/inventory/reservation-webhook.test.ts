import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { reservationWorld } from './reservation-world.ts';

describe('end to end: reservations deliver signed ORDER_LINE_RESERVATION_CHANGE webhooks', () => {
  it('delivers one per changed line, as its schema shapes it, and none for a reservation that changes nothing', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await reservationWorld();
      const transport = await w.api.post(`/tenants/${w.tenant}/httptransports`, {
        name: 'ERP',
        url: receiver.url,
        securityType: 'NONE',
      });
      const hooks = `/tenants/${w.tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
      expect((await w.api.post(hooks, { action: 'ORDER_LINE_RESERVATION_CHANGE' })).status).toBe(200);

      const p = await w.product();
      await w.put(w.main, p, 10);
      const o = await w.order([p, 2], [p, 1]);
      expect((await w.reserve(w.inWarehouse(o, 0, w.main), w.inWarehouse(o, 1, w.main))).status).toBe(200);
      expect((await w.reserve(w.inWarehouse(o, 0, w.main))).body.items[0].changed).toBe(false);
      const line = o.items[1]!.orderItemUid;
      expect(
        (await w.reserve({ orderUid: o.orderUid, orderItemUid: line, reservationType: 'NONE' })).status,
      ).toBe(200);
      await receiver.waitFor(3);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(3);

      const verifier = new Webhook(transport.body.signingSecret);
      const payloads = receiver.requests.map(
        (r) => verifier.verify(r.body, r.headers as Record<string, string>) as Record<string, any>,
      );
      for (const payload of payloads)
        expect(EVENT_SCHEMAS.ORDER_LINE_RESERVATION_CHANGE.safeParse(payload).error).toBeUndefined();
      const seen = payloads.map((x) => [
        x.orderLine.uid,
        x.orderLine.previousReservationType,
        x.orderLine.reservationType,
      ]);
      expect(seen.sort()).toEqual(
        [
          [o.items[0]!.orderItemUid, 'NONE', 'WAREHOUSE'],
          [line, 'NONE', 'WAREHOUSE'],
          [line, 'WAREHOUSE', 'NONE'],
        ].sort(),
      );
      expect(payloads.find((x) => x.orderLine.uid === o.items[0]!.orderItemUid)).toMatchObject({
        action: 'ORDER_LINE_RESERVATION_CHANGE',
        tenant: { uid: w.tenant },
        store: { uid: w.storeUid },
        order: { uid: o.orderUid, orderNumber: expect.any(String) },
        orderLine: {
          product: { id: expect.any(Number), uid: p, sku: expect.any(String) },
          quantityReserved: 2,
          warehouse: { id: expect.any(Number), uid: w.main },
          reservationDetails: {
            warehouse: { warehouseName: 'Main warehouse' },
            purchaseOrder: null,
            receivement: null,
          },
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
