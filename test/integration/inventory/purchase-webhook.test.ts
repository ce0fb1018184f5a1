import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { subscribeReceiver } from '../webhooks/subscription.ts';
import { purchaseWorld } from './purchase-helpers.ts';

describe('end to end: receivements deliver a signed PURCHASE_RECEIVED once', () => {
  it('delivers nothing for a partial receivement and one PURCHASE_RECEIVED when the order is fully received', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await purchaseWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['PURCHASE_RECEIVED']);

      const { path, uid, products, po } = await w.sentOrder([4, 2], {
        purchaseOrderNumber: 'PO-77',
        externalId: 'erp-77',
      });
      const [a, b] = po.items.map((i: { purchaseOrderItemUid: string }) => i.purchaseOrderItemUid);
      expect((await w.receive(path, [{ purchaseOrderItemUid: a, quantity: 4 }])).status).toBe(201);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(0);

      const last = await w.receive(path, [{ purchaseOrderItemUid: b, quantity: 2 }]);
      expect(last.body.purchaseOrder.state).toBe('RECEIVED');
      await receiver.waitFor(1);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(1);

      const [payload] = verified(receiver.requests);
      expect(EVENT_SCHEMAS.PURCHASE_RECEIVED.safeParse(payload).error).toBeUndefined();
      expect(payload).toMatchObject({
        action: 'PURCHASE_RECEIVED',
        tenant: { uid: w.tenant },
        warehouse: { id: expect.any(Number), uid: w.warehouseUid },
        purchaseOrder: {
          uid: uid,
          purchaseOrderNumber: 'PO-77',
          type: 'PURCHASE_ORDER',
          state: 'RECEIVED',
          supplier: { id: expect.any(Number), uid: 'sup-teaco' },
          sourceWarehouse: null,
          externalId: 'erp-77',
          receivedAt: last.body.purchaseOrder.receivedAt,
          items: [
            {
              purchaseOrderItemUid: a,
              product: { id: expect.any(Number), uid: products[0], sku: `SKU-${products[0]}` },
              quantityOrdered: 4,
              quantityReceived: 4,
            },
            {
              purchaseOrderItemUid: b,
              product: { id: expect.any(Number), uid: products[1], sku: `SKU-${products[1]}` },
              quantityOrdered: 2,
              quantityReceived: 2,
            },
          ],
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
