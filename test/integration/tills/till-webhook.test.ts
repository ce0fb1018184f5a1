import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { quietFor, startReceiver } from '../webhooks/receiver.ts';
import { subscribeReceiver } from '../webhooks/subscription.ts';
import { cashAt, tillWorld } from './helpers.ts';

describe('end to end: opening and closing a till deliver signed TILL_OPEN and TILL_CLOSED webhooks', () => {
  it('delivers one of each, as the catalogue shapes them, and none for a refused open or close', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const w = await tillWorld();
      const verified = await subscribeReceiver(w.tenant, receiver.url, ['TILL_OPEN', 'TILL_CLOSED']);

      const opened = await w.api.post(`${w.till}/open`, { openingFloat: 50000 });
      expect((await w.api.post(`${w.till}/open`, { openingFloat: 1 })).status).toBe(409);
      expect((await w.sell(12000, [cashAt(w.tillUid, 20000)])).status).toBe(200);
      const closed = await w.api.post(`${w.till}/close`, {
        counted: [{ settlementCode: 'CASH', amount: 62000 }],
      });
      expect(closed.status).toBe(200);
      expect((await w.api.post(`${w.till}/close`, { counted: [] })).status).toBe(409);
      await receiver.waitFor(2);
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(2);

      const payloads = verified(receiver.requests);
      const open = payloads.find((p) => p.action === 'TILL_OPEN')!;
      const close = payloads.find((p) => p.action === 'TILL_CLOSED')!;
      expect(EVENT_SCHEMAS.TILL_OPEN.safeParse(open).error).toBeUndefined();
      expect(EVENT_SCHEMAS.TILL_CLOSED.safeParse(close).error).toBeUndefined();
      expect(open).toMatchObject({
        tenant: { uid: w.tenant },
        store: { id: expect.any(Number), uid: w.storeUid },
        till: { id: expect.any(Number), uid: w.tillUid, name: 'Till 1', number: 1 },
        session: { uid: opened.body.sessionUid, openingFloat: 50000 },
      });
      expect(close).toMatchObject({
        session: { uid: opened.body.sessionUid, closedAt: closed.body.closedAt },
        report: {
          expectedCash: 62000,
          countedCash: 62000,
          cashDifference: 0,
          receiptsCount: 1,
          lines: [{ settlementCode: 'CASH', payments: 1, expected: 62000, counted: 62000, difference: 0 }],
        },
      });
    } finally {
      await receiver.close();
    }
  });
});
