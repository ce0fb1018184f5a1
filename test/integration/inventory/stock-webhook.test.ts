import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
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
});
