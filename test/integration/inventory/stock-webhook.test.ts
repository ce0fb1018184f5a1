import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { outboxEvents } from '../sales/fixtures.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { subscribeReceiver } from '../webhooks/subscription.ts';
import { inventoryWorld } from './helpers.ts';

describe('end to end: stock movements deliver signed STOCK_CHANGE webhooks', () => {
  it('delivers one STOCK_CHANGE per change, as spec 6.2 shapes it, and none for a count that changes nothing', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await inventoryWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['STOCK_CHANGE']);

      const p = await w.product();
      expect((await w.move(p, 'ADJUSTMENT', 20)).status).toBe(201);
      expect((await w.move(p, 'COUNT', 17)).status).toBe(201);
      expect((await w.move(p, 'COUNT', 17)).body.movement).toBeNull();
      await receiver.waitFor(2);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(2);

      const payloads = verified(receiver.requests);
      for (const payload of payloads)
        expect(EVENT_SCHEMAS.STOCK_CHANGE.safeParse(payload).error).toBeUndefined();
      const changes = payloads.map((x) => [x.quantityChange, x.quantityAfter]).sort((a, b) => b[1] - a[1]);
      expect(changes).toEqual([
        [20, 20],
        [-3, 17],
      ]);
      expect(payloads[0]).toMatchObject({
        action: 'STOCK_CHANGE',
        tenant: { uid: w.tenant },
        warehouse: { id: expect.any(Number), uid: w.warehouseUid },
        product: { id: expect.any(Number), uid: p, sku: `SKU-${p}` },
      });
    } finally {
      await receiver.close();
    }
  });

  it('delivers a batch set as one STOCK_CHANGE per counted product, each with its own id, though they share one outbox item', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await inventoryWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['STOCK_CHANGE']);
      const products = await Promise.all(Array.from({ length: 60 }, () => w.product()));
      await w.move(products[0]!, 'ADJUSTMENT', 4);
      const items = products.map((productUid, i) => ({ productUid, quantity: i === 0 ? 4 : i }));
      const batch = await w.api.post(`${w.stock}/batch`, { items });
      expect(batch.status).toBe(207);
      // The first product's count finds what the books say: no movement, no event.
      expect(batch.body.results[0].level).toMatchObject({ onHand: 4, version: 1 });
      const events = (await outboxEvents(w.tenant)).filter((e) => e.action === 'STOCK_CHANGE');
      expect(events).toHaveLength(60);
      // 59 counts in two transactions (49 fit in one): two outbox items carry their events.
      const items59 = new Set(events.slice(1).map((e) => e.pk));
      expect(items59.size).toBe(2);

      await receiver.waitFor(60);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(60);
      const payloads = verified(receiver.requests);
      const ids = receiver.requests.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(60);
      const counted = payloads
        .filter((x) => x.product.uid !== products[0])
        .map((x) => [x.product.uid, x.quantityChange, x.quantityAfter]);
      expect(counted.sort()).toEqual(
        products
          .slice(1)
          .map((uid, i) => [uid, i + 1, i + 1])
          .sort(),
      );
      for (const payload of payloads)
        expect(EVENT_SCHEMAS.STOCK_CHANGE.safeParse(payload).error).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });
});
