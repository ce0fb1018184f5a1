import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutageStack, sleep, startOutageStack } from './outage-stack.ts';

/**
 * The SQS emulator stopped and started again while customers are created (outage-stack.ts). The
 * API's writes do not wait on the queue: they answer 201 throughout. A request that must queue
 * (a webhook test event) is a 503 with Retry-After that leaves no delivery behind. The webhook
 * fan-out retries its stream batch until the queue is back, so every event is delivered; the
 * emulator keeps its queues and messages through the stop, as SQS does through an outage.
 */
const CREATES = 30;

let t: OutageStack;
beforeAll(async () => {
  t = await startOutageStack('t-sqs-outage');
}, 120_000);
afterAll(() => t?.close());

const deliveriesOf = async () => {
  const res = await t.api('GET', `${t.webhookPath}/deliveries`);
  expect(res.status).toBe(200);
  return res.body.paging?.totalCount ?? res.body.items.length;
};

describe('SQS down while customers are created', () => {
  it('takes every write, refuses what must queue with 503, and delivers every event afterwards', async () => {
    const uids = Array.from({ length: CREATES }, (_, i) => `sq-${String(i).padStart(3, '0')}`);
    const statuses: number[] = [];
    for (const uid of uids.slice(0, 10)) statuses.push((await t.create(uid)).status);
    // The fan-out has queued the first events: the queue goes away with some in flight or not.
    await t.stack.sqs.pause();
    try {
      for (const uid of uids.slice(10, 20)) statuses.push((await t.create(uid)).status);
      const before = await deliveriesOf();
      const test = await t.api('POST', `${t.webhookPath}/test`);
      expect(test.status).toBe(503);
      expect(test.headers.get('retry-after')).toBeTruthy();
      expect(test.headers.get('content-type')).toBe('application/problem+json');
      // Nothing was left behind by the refused request.
      expect(await deliveriesOf()).toBe(before);
      // Long enough for the fan-out to fail its batch a few times (it retries 10 times in ~13 s).
      await sleep(2000);
    } finally {
      await t.stack.sqs.resume();
    }
    for (const uid of uids.slice(20)) statuses.push((await t.create(uid)).status);
    expect(statuses).toEqual(uids.map(() => 201));

    await t.receiver.waitFor(CREATES, 60_000);
    await sleep(2000);
    const events = t.deliveredEvents();
    expect([...events.keys()].sort()).toEqual(uids);
    for (const [uid, ids] of events) expect(ids.size, uid).toBe(1);
    // The queue works again for requests that need it.
    expect((await t.api('POST', `${t.webhookPath}/test`)).status).toBe(202);
  }, 180_000);
});
