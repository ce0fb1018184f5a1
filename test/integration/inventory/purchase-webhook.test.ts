import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { client, token } from '#test/support/api.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { purchaseWorld } from './purchase-helpers.ts';

describe('end to end: receivements deliver a signed PURCHASE_RECEIVED once', () => {
  it('delivers nothing for a partial receivement and one PURCHASE_RECEIVED when the order is fully received', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await purchaseWorld();
      const admin = client(await token({ tenant: w.tenant, permissions: ['WEBHOOK'], access: 'ADMIN' }));
      const transport = await admin.post(`/tenants/${w.tenant}/httptransports`, {
        name: 'ERP',
        url: receiver.url,
        securityType: 'NONE',
      });
      const hooks = `/tenants/${w.tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
      expect((await admin.post(hooks, { action: 'PURCHASE_RECEIVED' })).status).toBe(200);

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

      const verifier = new Webhook(transport.body.signingSecret);
      const r = receiver.requests[0]!;
      const payload = verifier.verify(r.body, r.headers as Record<string, string>) as Record<string, any>;
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
          supplierUid: 'sup-teaco',
          externalId: 'erp-77',
          receivedAt: last.body.purchaseOrder.receivedAt,
          items: [
            {
              uid: a,
              product: { uid: products[0], sku: `SKU-${products[0]}` },
              quantityOrdered: 4,
              quantityReceived: 4,
            },
            {
              uid: b,
              product: { uid: products[1], sku: `SKU-${products[1]}` },
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
