import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { quietFor, startReceiver } from '../../webhooks/receiver.ts';
import { subscribeReceiver } from '../../webhooks/subscription.ts';
import { handlingWorld } from './handling-world.ts';

describe('end to end: order handling delivers signed ORDER_HANDLING_STATE_CHANGED webhooks', () => {
  it('delivers one per state change and none for a request that moves nothing', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await handlingWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['ORDER_HANDLING_STATE_CHANGED']);

      const line = w.order.items[0].orderItemUid;
      expect((await w.put({ handlingUid: w.handlingUid, state: 'IN_PROGRESS' })).status).toBe(200);
      // Actions alone and the same state again change no state: no event.
      expect((await w.put({ actions: [{ orderItemUid: line, handlingActionUid: 'picked' }] })).status).toBe(
        200,
      );
      expect((await w.put({ state: 'IN_PROGRESS' })).status).toBe(200);
      expect((await w.put({ state: 'NOT_STARTED' })).status).toBe(409);
      expect((await w.put({ state: 'ON_HOLD', comment: 'Customer away' })).status).toBe(200);
      await receiver.waitFor(2);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(2);

      const payloads = verified(receiver.requests);
      for (const payload of payloads)
        expect(EVENT_SCHEMAS.ORDER_HANDLING_STATE_CHANGED.safeParse(payload).error).toBeUndefined();
      const moves = payloads
        .map((p) => [p.orderHandling.previousState, p.orderHandling.state])
        .sort((a, b) => a[0].localeCompare(b[0]));
      expect(moves).toEqual([
        ['IN_PROGRESS', 'ON_HOLD'],
        ['NOT_STARTED', 'IN_PROGRESS'],
      ]);
      const held = payloads.find((p) => p.orderHandling.state === 'ON_HOLD')!;
      expect(held).toMatchObject({
        action: 'ORDER_HANDLING_STATE_CHANGED',
        tenant: { uid: w.tenant },
        store: { id: expect.any(Number), uid: w.store },
        order: { id: expect.any(Number), uid: w.order.orderUid, orderNumber: w.order.orderNumber },
        orderHandling: {
          handlingUid: w.handlingUid,
          handlingName: 'Click and collect',
          comment: 'Customer away',
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
