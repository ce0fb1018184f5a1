import { marshall } from '@aws-sdk/util-dynamodb';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { queueDeliveries } from '#functions/webhooks/delivery-queue.ts';
import { countEventsPart } from '#functions/webhooks/event-log.repository.ts';
import { FIRST_EVENT_ID, PAST_LAST_EVENT_ID } from '#functions/webhooks/event-rules.ts';
import { replayDeliveryUid } from '#functions/webhooks/replay-rules.ts';
import { handler as replayHandler } from '#functions/webhooks/workers/replay/handler.ts';
import { eventually } from '#test/support/api.ts';
import { emit, sampleStockChange, subscribe, type Tenant, webhookTenant } from './helpers.ts';
import { quietFor, startReceiver } from './receiver.ts';

/** The tenant's events once the event log holds `count`, oldest first. */
const loggedEvents = (t: Tenant, count: number) =>
  eventually(
    async () => {
      const res = await t.api.get(`${t.base}/events?sortDirection=ASC&pageSize=500`);
      return res.body.items.length >= count ? (res.body.items as any[]) : undefined;
    },
    30_000,
    200,
  );

/** The replay at `location` once its state is `state`. */
const replayWhen = (t: Tenant, location: string, state: string, timeoutMs = 30_000) =>
  eventually(
    async () => {
      const res = await t.api.get(location);
      return res.body.state === state ? res.body : undefined;
    },
    timeoutMs,
    200,
  );

describe('webhook replays', () => {
  it("delivers each event of the webhook's action in the range exactly once, signed, and an idempotent retry starts nothing", async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url, 'PRODUCT_CREATE');
      for (let i = 0; i < 10; i++) await emit(t.tenant);
      for (let i = 0; i < 2; i++) await emit(t.tenant, 'STOCK_CHANGE', sampleStockChange);
      await receiver.waitFor(10);
      const products = (await loggedEvents(t, 12)).filter((e) => e.action === 'PRODUCT_CREATE');
      const createdFrom = products[2].occurredAt;
      const createdTo = products[8].occurredAt;
      const expected = products
        .filter((e) => e.occurredAt >= createdFrom && e.occurredAt < createdTo)
        .map((e) => e.id);
      expect(expected.length).toBeGreaterThanOrEqual(1);

      const key = { 'idempotency-key': `replay-${sub.webhookUid}` };
      const created = await t.api.post(`${sub.path}/replays`, { createdFrom, createdTo }, key);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        webhookUid: sub.webhookUid,
        action: 'PRODUCT_CREATE',
        state: 'QUEUED',
        maxEventsPerSecond: 200,
        counts: { total: null, sent: 0, failed: 0 },
      });
      const location = `${sub.path}/replays/${created.body.replayUid}`;
      expect(created.headers.get('location')).toBe(`/v2${location}`);
      const done = await replayWhen(t, location, 'COMPLETED');
      expect(done.counts).toEqual({ total: expected.length, sent: expected.length, failed: 0 });
      expect(done.completedAt).toBeDefined();

      const replayed = (await receiver.waitFor(10 + expected.length)).slice(10);
      expect(replayed.map((r) => r.headers['webhook-id']).sort()).toEqual([...expected].sort());
      const verifier = new Webhook(sub.secret);
      for (const r of replayed)
        expect(verifier.verify(r.body, r.headers as Record<string, string>)).toMatchObject({
          action: 'PRODUCT_CREATE',
          attempt: 1,
          tenant: { uid: t.tenant },
        });

      // The same request with the same key answers the first replay and starts nothing.
      const retried = await t.api.post(`${sub.path}/replays`, { createdFrom, createdTo }, key);
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(retried.body.replayUid).toBe(created.body.replayUid);

      // A step run again for an old change of the replay (a stream retry) does nothing, and a
      // delivery queued again after a crash before its checkpoint is dropped unposted.
      const stale = { ...created.body, tenantUid: t.tenant, seq: 1 };
      const rerun = await replayHandler({
        Records: [
          { eventName: 'INSERT', dynamodb: { NewImage: marshall(stale) as never, SequenceNumber: '1' } },
        ],
      });
      expect(rerun.batchItemFailures).toEqual([]);
      const event = products.find((e) => e.id === expected[0])!;
      const again = await queueDeliveries([
        {
          tenantUid: t.tenant,
          webhookUid: sub.webhookUid,
          httpTransportUid: sub.httpTransportUid,
          deliveryUid: replayDeliveryUid(created.body.replayUid, event.id),
          event: { eventId: event.id, action: event.action, occurredAt: event.occurredAt, data: event.data },
        },
      ]);
      expect(again).toEqual([]);
      await quietFor(2000);
      expect(receiver.requests).toHaveLength(10 + expected.length);
      expect((await t.api.get(location)).body.counts).toEqual(done.counts);
    } finally {
      await receiver.close();
    }
  });

  it('counts a range over several steps, each going on where the one before stopped', async () => {
    const t = await webhookTenant();
    for (let i = 0; i < 7; i++) await emit(t.tenant);
    await emit(t.tenant, 'STOCK_CHANGE', sampleStockChange);
    await loggedEvents(t, 8);
    const selector = { tenantUid: t.tenant, action: 'PRODUCT_CREATE' } as const;
    const range = { from: FIRST_EVENT_ID, to: PAST_LAST_EVENT_ID };
    const parts: { count: number; next: string | null }[] = [];
    let after: string | undefined;
    do {
      const part = await countEventsPart(selector, range, after, { pages: 1, pageItems: 3 });
      parts.push(part);
      after = part.next ?? undefined;
    } while (after && parts.length < 10);
    expect(parts.map((p) => p.count)).toEqual([3, 3, 1]);
    expect(parts.at(-1)!.next).toBeNull();
    expect(await countEventsPart(selector, range, undefined, { pages: 5 })).toEqual({ count: 7, next: null });
  });

  it('runs at most three replays of a tenant at once (409), fails one whose webhook is deleted, and frees its slot', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url, 'PRODUCT_CREATE');
      for (let i = 0; i < 4; i++) await emit(t.tenant);
      const events = await loggedEvents(t, 4);
      const range = { createdFrom: events[0].occurredAt, maxEventsPerSecond: 1 };
      const running: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.api.post(`${sub.path}/replays`, range);
        expect(res.status).toBe(201);
        running.push(`${sub.path}/replays/${res.body.replayUid}`);
      }
      const refused = await t.api.post(`${sub.path}/replays`, range);
      expect(refused.status).toBe(409);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

      expect((await t.api.delete(sub.path)).status).toBe(204);
      for (const location of running) {
        const failed = await replayWhen(t, location, 'FAILED');
        expect(failed.error).toMatch(/deleted/);
        expect(failed.counts.sent).toBeLessThan(4);
      }
      const next = await t.api.post(`${t.base}/httptransports/${sub.httpTransportUid}/webhooks`, {
        action: 'PRODUCT_CREATE',
      });
      expect(next.status).toBe(200);
      const path = `${t.base}/httptransports/${sub.httpTransportUid}/webhooks/${next.body.webhookUid}`;
      expect((await t.api.post(`${path}/replays`, range)).status).toBe(201);
      await t.api.delete(path);
    } finally {
      await receiver.close();
    }
  });

  it('refuses an empty range or a rate over the maximum naming the field, and answers 404 for unknown records', async () => {
    const t = await webhookTenant();
    const sub = await subscribe(t, 'https://example.com/hooks', 'PRODUCT_CREATE');
    const path = (res: { body: any }) => res.body.errors?.[0]?.path;
    const empty = await t.api.post(`${sub.path}/replays`, {
      createdFrom: '2026-11-27T10:00:00Z',
      createdTo: '2026-11-27T09:00:00Z',
    });
    expect([empty.status, path(empty)]).toEqual([400, 'body.createdFrom']);
    const fast = await t.api.post(`${sub.path}/replays`, {
      createdFrom: '2026-11-27T10:00:00Z',
      maxEventsPerSecond: 5000,
    });
    expect([fast.status, path(fast)]).toEqual([400, 'body.maxEventsPerSecond']);
    const extra = await t.api.post(`${sub.path}/replays`, {
      createdFrom: '2026-11-27T10:00:00Z',
      webhookUid: 'x',
    });
    expect(extra.status).toBe(400);
    const unknownHook = `${t.base}/httptransports/${sub.httpTransportUid}/webhooks/nope`;
    expect((await t.api.post(`${unknownHook}/replays`, { createdFrom: '2026-11-27T10:00:00Z' })).status).toBe(
      404,
    );
    const unknown = await t.api.get(`${sub.path}/replays/rpl_nope`);
    expect([unknown.status, path(unknown)]).toEqual([404, 'params.replayUid']);
    const other = await webhookTenant();
    expect((await other.api.get(`${sub.path}/replays/rpl_nope`)).status).toBe(403);
  });
});
