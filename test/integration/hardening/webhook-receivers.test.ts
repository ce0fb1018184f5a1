import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS } from '#functions/webhooks/workers/delivery/outcome.ts';
import { postJson, RESPONSE_READ_LIMIT } from '#functions/webhooks/workers/delivery/post.ts';
import { deliveriesWhen, emit, subscribe, webhookTenant } from '#test/integration/webhooks/helpers.ts';
import { quietFor } from '#test/integration/webhooks/receiver.ts';
import { type Fault, startFaultReceiver } from './fault-receiver.ts';

/**
 * Receivers that hang, reset or drip, against the whole pipeline: an outbox event written to the
 * table, the stream, the fan-out, the SQS queue and the delivery worker of the local stack. The
 * stack runs with WEBHOOK_TIMEOUT_MS=2000 and a 1 s backoff (test/support/global-setup.ts).
 */
const DEADLINE_MS = 2000;
/** Generous slack on top of the deadline for a busy machine: only ever used as an upper bound. */
const SLACK_MS = 5000;
const ok: Fault = { kind: 'reply', status: 200 };
const MB = 1024 * 1024;
const FINAL = ['DELIVERED', 'FAILED'];
/** A 200 whose body of `totalBytes` is written `chunkBytes` at a time every `everyMs`. */
const drip = (totalBytes: number, chunkBytes: number, everyMs = 100): Fault => ({
  kind: 'drip',
  status: 200,
  totalBytes,
  chunkBytes,
  everyMs,
});

/** The only delivery of a webhook once it is final, with the event id it carried. */
const finalDelivery = async (t: Awaited<ReturnType<typeof webhookTenant>>, path: string) => {
  const items = await deliveriesWhen(t, path, (all) => FINAL.includes(all[0]?.state));
  expect(items).toHaveLength(1);
  return items[0];
};

describe('webhook receivers that misbehave', () => {
  it('a hanging receiver times out at the deadline and is retried, without holding up a healthy one', async () => {
    const hanging = await startFaultReceiver((attempt) => (attempt < 3 ? { kind: 'hang' } : ok));
    const healthy = await startFaultReceiver(() => ok);
    try {
      const t = await webhookTenant();
      const slow = await subscribe(t, hanging.url);
      const fine = await subscribe(t, healthy.url);
      const { eventId } = await emit(t.tenant);
      const [delivered] = await healthy.settled(eventId, 1);
      const healthyLog = await finalDelivery(t, fine.path);
      expect(healthyLog).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 1 });
      // Answered while the hanging receiver still held the first attempt open: not queued behind it.
      const firstHang = (await hanging.settled(eventId, 1))[0]!;
      expect(delivered!.closedAt!).toBeLessThan(firstHang.closedAt!);
      const log = await finalDelivery(t, slow.path);
      expect(log).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 3, movedToDlq: false });
      const requests = hanging.of(eventId);
      expect(requests.map((r) => [r.attempt, r.completed])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      for (const [i, attempt] of log.attempts.slice(0, 2).entries()) {
        expect(attempt).toMatchObject({
          attempt: i + 1,
          errorClass: 'TIMEOUT',
          nextRetryAt: expect.any(String),
        });
        expect(attempt.statusCode).toBeUndefined();
        expect(attempt.latencyMs).toBeGreaterThanOrEqual(DEADLINE_MS);
        expect(attempt.latencyMs).toBeLessThan(DEADLINE_MS + SLACK_MS);
        // Retried by the queue after the backoff, not at once (small allowance for clock rounding).
        expect(requests[i + 1]!.openedAt).toBeGreaterThanOrEqual(Date.parse(attempt.nextRetryAt) - 250);
      }
      expect(log.attempts[2]).toMatchObject({ attempt: 3, statusCode: 200 });
      expect(healthy.of(eventId)).toHaveLength(1);
    } finally {
      await Promise.all([hanging.close(), healthy.close()]);
    }
  });

  it('a reset before any response is a retried connection error, delivered once on recovery', async () => {
    const faults: Fault[] = [{ kind: 'reset' }, { kind: 'reset-in-status' }];
    const receiver = await startFaultReceiver((attempt) => faults[attempt - 1] ?? ok);
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const { eventId } = await emit(t.tenant);
      const log = await finalDelivery(t, sub.path);
      expect(log).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 3 });
      expect(log.attempts.map((a: any) => [a.attempt, a.errorClass, a.statusCode])).toEqual([
        [1, 'CONNECTION_ERROR', undefined],
        [2, 'CONNECTION_ERROR', undefined],
        [3, undefined, 200],
      ]);
      // Enough for a stray retry (1 s backoff) to arrive, if there were one.
      await quietFor(2500);
      const requests = receiver.of(eventId);
      expect(requests.map((r) => r.attempt)).toEqual([1, 2, 3]);
      expect(requests.filter((r) => r.completed)).toHaveLength(1);
      expect((await finalDelivery(t, sub.path)).attempts).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('a reset or close mid-body: the status already sent decides (200 delivered, 503 retried)', async () => {
    // docs/decisions/webhooks.md: once the status arrived, a body cut short does not change the
    // outcome. A receiver that said 200 must not get the event again because its body broke off.
    const cutAfter = (kind: 'reset-mid-body' | 'close-mid-body') =>
      startFaultReceiver((attempt) => (attempt === 1 ? { kind, status: 200 } : ok));
    const accepted = [await cutAfter('reset-mid-body'), await cutAfter('close-mid-body')];
    const failing = await startFaultReceiver((attempt) =>
      attempt < 3 ? { kind: attempt === 1 ? 'reset-mid-body' : 'close-mid-body', status: 503 } : ok,
    );
    try {
      const t = await webhookTenant();
      const subs = [];
      for (const r of [...accepted, failing]) subs.push(await subscribe(t, r.url));
      const { eventId } = await emit(t.tenant);
      const retried = await finalDelivery(t, subs[2]!.path);
      expect(retried).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 3 });
      expect(retried.attempts.map((x: any) => [x.errorClass, x.statusCode])).toEqual([
        ['SERVER_ERROR', 503],
        ['SERVER_ERROR', 503],
        [undefined, 200],
      ]);
      for (const sub of subs.slice(0, 2)) {
        const once = await finalDelivery(t, sub.path);
        expect(once).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 1 });
        expect(once.attempts).toEqual([expect.objectContaining({ statusCode: 200 })]);
        expect(once.attempts[0].errorClass).toBeUndefined();
      }
      await quietFor(2500);
      for (const r of accepted)
        expect(r.of(eventId).map((x) => [x.attempt, x.completed])).toEqual([[1, false]]);
      expect(failing.of(eventId).map((r) => [r.attempt, r.completed])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
    } finally {
      await Promise.all([...accepted, failing].map((r) => r.close()));
    }
  });

  it('a huge 200 body dripped slowly is delivered on the status; the worker reads at most 64 KB', async () => {
    // 16 KB a tick reaches the 64 KB read limit first; 2 KB a tick is cut by the deadline first.
    const fast = await startFaultReceiver(() => drip(8 * MB, 16 * 1024));
    const trickle = await startFaultReceiver(() => drip(8 * MB, 2 * 1024));
    try {
      const t = await webhookTenant();
      const subs = [await subscribe(t, fast.url), await subscribe(t, trickle.url)];
      const { eventId } = await emit(t.tenant);
      for (const [i, receiver] of [fast, trickle].entries()) {
        const log = await finalDelivery(t, subs[i]!.path);
        expect(log).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 1 });
        const [attempt] = log.attempts;
        expect(attempt).toMatchObject({ statusCode: 200 });
        expect(attempt.errorClass).toBeUndefined();
        expect(attempt.responseExcerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS);
        expect(attempt.latencyMs).toBeLessThan(DEADLINE_MS + SLACK_MS);
        // The worker hung up long before the body ended (8 MB at this pace takes minutes): it
        // neither waited for nor buffered the body, so its memory does not follow the body's size.
        const [request] = await receiver.settled(eventId, 1);
        expect(request).toMatchObject({ attempt: 1, completed: false });
        expect(request!.bytesSent).toBeLessThan(MB);
      }
      expect((await finalDelivery(t, subs[1]!.path)).attempts[0].latencyMs).toBeGreaterThanOrEqual(
        DEADLINE_MS,
      );
      await quietFor(2500);
      expect([fast.requests.length, trickle.requests.length]).toEqual([1, 1]);
    } finally {
      await Promise.all([fast.close(), trickle.close()]);
    }
  });

  it("the worker's HTTP client keeps exactly 64 KB of a dripped body and hangs up", async () => {
    const receiver = await startFaultReceiver(() => drip(8 * MB, 16 * 1024));
    try {
      const result = await postJson(receiver.url, { 'webhook-id': 'msg_drip' }, '{"attempt":1}', {
        timeoutMs: 10_000,
        policy: { allowHttp: true, allowLoopback: true },
      });
      expect(result).toMatchObject({ kind: 'response', statusCode: 200 });
      if (result.kind === 'response') expect(result.body.length).toBe(RESPONSE_READ_LIMIT);
      const [request] = await receiver.settled('msg_drip', 1);
      expect(request!.completed).toBe(false);
      expect(request!.bytesSent).toBeLessThan(MB);
    } finally {
      await receiver.close();
    }
  });

  it('a slow answer within the deadline is delivered once, without a duplicate', async () => {
    const late = await startFaultReceiver(() => ({ kind: 'reply', status: 200, delayMs: DEADLINE_MS / 2 }));
    // Headers at once, a small body dripped over well under the deadline.
    const dripping = await startFaultReceiver(() => drip(1000, 100, 50));
    try {
      const t = await webhookTenant();
      const subs = [await subscribe(t, late.url), await subscribe(t, dripping.url)];
      const { eventId } = await emit(t.tenant);
      for (const sub of subs) {
        const log = await finalDelivery(t, sub.path);
        expect(log).toMatchObject({ eventId, state: 'DELIVERED', attemptCount: 1 });
        expect(log.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200 })]);
      }
      await quietFor(2500);
      for (const receiver of [late, dripping]) {
        expect(receiver.of(eventId).map((r) => [r.attempt, r.completed])).toEqual([[1, true]]);
      }
      for (const sub of subs) expect((await finalDelivery(t, sub.path)).attempts).toHaveLength(1);
    } finally {
      await Promise.all([late.close(), dripping.close()]);
    }
  });
});
