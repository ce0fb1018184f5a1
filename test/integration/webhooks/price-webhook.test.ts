import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { client, token, uniqueTenant } from '#test/support/api.ts';
import { quietFor, startReceiver } from './receiver.ts';

describe('end to end: price writes deliver signed PRICE_* webhooks', () => {
  it('PUT (new), PUT (changed), PUT (unchanged) and DELETE of a price deliver PRICE_CREATE, PRICE_UPDATE, PRICE_DELETE once each', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const tenant = uniqueTenant('whpr');
      const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
      const transport = await api.post(`/tenants/${tenant}/httptransports`, {
        name: 'ERP',
        url: receiver.url,
        securityType: 'NONE',
      });
      const hooks = `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
      for (const action of ['PRICE_CREATE', 'PRICE_UPDATE', 'PRICE_DELETE']) {
        expect((await api.post(hooks, { action })).status).toBe(200);
      }
      const pl = await api.post(`/tenants/${tenant}/pricelists`, {
        pricelistUid: 'retail',
        name: 'Retail',
        currency: 'NOK',
      });
      expect(pl.status).toBe(201);
      const product = await api.post(`/tenants/${tenant}/products`, {
        productUid: 'prod-42',
        sku: 'SKU-42',
        name: 'Tea',
        productType: 'NON_PHYSICAL',
      });
      expect(product.status, product.text).toBe(201);
      const price = `/tenants/${tenant}/pricelists/retail/prices/prod-42`;
      expect((await api.put(price, { amount: 4990 })).status).toBe(201);
      const [created] = await receiver.waitFor(1);
      expect(
        (await api.put(price, { amount: 4590, quantityBreaks: [{ minQuantity: 6, amount: 4290 }] })).status,
      ).toBe(200);
      const [, updated] = await receiver.waitFor(2);
      expect(
        (await api.put(price, { amount: 4590, quantityBreaks: [{ minQuantity: 6, amount: 4290 }] })).status,
      ).toBe(200);
      expect((await api.delete(price)).status).toBe(204);
      const [, , deleted] = await receiver.waitFor(3);

      const verify = (r: typeof created) =>
        new Webhook(transport.body.signingSecret).verify(
          r!.body,
          r!.headers as Record<string, string>,
        ) as Record<string, any>;
      const payloads = [verify(created), verify(updated), verify(deleted)];
      expect(payloads.map((p) => p.action)).toEqual(['PRICE_CREATE', 'PRICE_UPDATE', 'PRICE_DELETE']);
      for (const p of payloads) {
        expect(EVENT_SCHEMAS[p.action as 'PRICE_CREATE'].safeParse(p).error).toBeUndefined();
        expect(p).toMatchObject({
          tenant: { uid: tenant },
          pricelist: { uid: 'retail', currency: 'NOK', type: 'SALE' },
          // The product as every event names it: its sku beside the ids.
          product: { id: expect.any(Number), uid: 'prod-42', sku: 'SKU-42' },
        });
      }
      expect(payloads[0]!.price).toEqual({
        amount: 4990,
        validFrom: null,
        validTo: null,
        quantityBreaks: [],
      });
      expect(payloads[1]!.previous.amount).toBe(4990);
      expect(payloads[1]!.price.quantityBreaks).toEqual([{ minQuantity: 6, amount: 4290 }]);
      expect(payloads[2]!.price.amount).toBe(4590);
      // The unchanged PUT emitted nothing.
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });
});
