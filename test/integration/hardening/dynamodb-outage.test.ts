import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutageStack, sleep, startOutageStack } from './outage-stack.ts';

/**
 * DynamoDB Local stopped and started again in the middle of a burst of creates (outage-stack.ts).
 * Every create either took full effect with its outbox event or none; the client gets 201 or 503
 * with Retry-After, never a 500; retried with its Idempotency-Key it succeeds; and the pipeline
 * (stream, indexer, webhook fan-out, queue, delivery) catches up with every customer searchable
 * and its event delivered.
 */
const CREATES = 60;
const IN_FLIGHT = 6;

let t: OutageStack;
beforeAll(async () => {
  t = await startOutageStack('t-outage');
}, 120_000);
afterAll(() => t?.close());

describe('DynamoDB down during a burst of writes', () => {
  it('answers 201 or 503 with Retry-After, takes retries, and catches up with nothing lost or doubled', async () => {
    const uids = Array.from({ length: CREATES }, (_, i) => `cust-${String(i).padStart(3, '0')}`);
    const first = new Map<string, Awaited<ReturnType<OutageStack['create']>>>();
    let next = 0;
    let refusedDuringOutage = 0;
    let outage: Promise<void> | undefined;
    const worker = async () => {
      while (next < uids.length) {
        const uid = uids[next++]!;
        const answer = await t.create(uid);
        first.set(uid, answer);
        if (answer.status === 503) refusedDuringOutage++;
        // A third of the way in, the table goes away until several creates were refused.
        if (first.size === CREATES / 3 && !outage) {
          outage = (async () => {
            await t.stack.dynamodb.pause();
            const until = Date.now() + 10_000;
            while (refusedDuringOutage < IN_FLIGHT && Date.now() < until) await sleep(50);
            await t.stack.dynamodb.resume();
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await outage;

    const statuses = [...first.values()].map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(),
    ).toBe(true);
    const refused = [...first].filter(([, a]) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(IN_FLIGHT);
    for (const [, answer] of refused) {
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }

    // Retried with the same key, as a client does after a 503: each is created now, or was
    // created by its first attempt (then the retry finds the customer: 409), never twice.
    const retried = await Promise.all(
      refused.map(async ([uid]) => {
        const deadline = Date.now() + 30_000;
        let retry = await t.create(uid);
        while ((retry.status === 503 || retry.status === 409) && Date.now() < deadline) {
          if (retry.status === 409 && (await t.api('GET', `/customers/${uid}`)).status === 200) break;
          await sleep(1000 * Number(retry.headers.get('retry-after') ?? 1));
          retry = await t.create(uid);
        }
        return `${uid} ${retry.status}`;
      }),
    );
    expect(retried.filter((r) => !/ (201|409)$/.test(r))).toEqual([]);
    for (const uid of uids) expect((await t.api('GET', `/customers/${uid}`)).status, uid).toBe(200);

    // Every customer once in the search (the list waits for the indexer to catch up) ...
    const deadline = Date.now() + 30_000;
    let listed: string[] = [];
    while (Date.now() < deadline) {
      const page = await t.api('GET', '/customers?pageSize=100&sortBy=customerUid&sortDirection=ASC');
      listed = page.status === 200 ? page.body.items.map((c: { customerUid: string }) => c.customerUid) : [];
      if (listed.length === CREATES) break;
      await sleep(200);
    }
    expect(listed).toEqual(uids);
    // ... and exactly one CUSTOMER_CREATE event per customer, delivered: it was written with the
    // customer. A delivery whose outcome could not be recorded while the table was away is posted
    // again with the same event id (at-least-once, spec 6.1: receivers dedupe by id), never as a
    // second event.
    await t.receiver.waitFor(CREATES, 60_000);
    await sleep(2000);
    const events = t.deliveredEvents();
    expect([...events.keys()].sort()).toEqual(uids);
    for (const [uid, ids] of events) expect(ids.size, uid).toBe(1);
  }, 180_000);
});
