import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { WebhookAction } from '#events/actions.ts';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { quietFor, startReceiver } from './receiver.ts';

const ACTIONS = ['PRODUCT_CREATE', 'PRODUCT_UPDATE', 'PRODUCT_MEDIA_CHANGE', 'PRODUCT_DELETE'] as const;

describe('end to end: product changes deliver signed webhooks', () => {
  it('delivers PRODUCT_CREATE, PRODUCT_UPDATE, PRODUCT_MEDIA_CHANGE and PRODUCT_DELETE once each', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const tenant = uniqueTenant('whprod');
      const api = client(await token({ tenant, permissions: ['WEBHOOK'], access: 'ADMIN' }));
      const transport = await api.post(`/tenants/${tenant}/httptransports`, {
        name: 'PIM',
        url: receiver.url,
        securityType: 'NONE',
      });
      const hooks = `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
      for (const action of ACTIONS) expect((await api.post(hooks, { action })).status).toBe(200);

      const productUid = uniqueUid('p');
      const products = `/tenants/${tenant}/products`;
      expect((await api.post(products, { productUid, sku: 'SKU-1', name: 'Cup' })).status).toBe(201);
      await receiver.waitFor(1);
      expect((await api.put(`${products}/${productUid}`, { name: 'Mug' })).status).toBe(200);
      // Unchanged: no event.
      expect((await api.put(`${products}/${productUid}`, { name: 'Mug' })).status).toBe(200);
      await receiver.waitFor(2);
      const media = await api.post(`${products}/${productUid}/media`, {
        url: 'https://cdn.example.com/m.jpg',
        cover: true,
      });
      expect(media.status).toBe(201);
      await receiver.waitFor(3);
      expect((await api.delete(`${products}/${productUid}`)).status).toBe(204);
      await receiver.waitFor(4);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(4);

      const verifier = new Webhook(transport.body.signingSecret);
      const payloads = receiver.requests.map(
        (r) => verifier.verify(r.body, r.headers as Record<string, string>) as Record<string, any>,
      );
      expect(payloads.map((p) => p.action)).toEqual(ACTIONS);
      for (const p of payloads) {
        expect(
          EVENT_SCHEMAS[p.action as WebhookAction & keyof typeof EVENT_SCHEMAS].safeParse(p).error,
        ).toBeUndefined();
        expect(p).toMatchObject({
          attempt: 1,
          tenant: { uid: tenant },
          product: { uid: productUid, sku: 'SKU-1' },
        });
      }
      expect(payloads[0]!.product).toEqual({
        id: expect.any(Number),
        uid: productUid,
        sku: 'SKU-1',
        name: 'Cup',
        active: true,
      });
      expect(payloads[1]!.changedFields).toEqual(['name']);
      expect(payloads[2]!.media).toEqual([
        expect.objectContaining({
          change: 'CREATED',
          productMediaUid: media.body.productMediaUid,
          cover: true,
        }),
      ]);
      expect(payloads[3]!.product.name).toBe('Mug');
    } finally {
      await receiver.close();
    }
  });
});
