import { describe, expect, it } from 'vitest';
import { openIndexKeys } from '#functions/notifications/notification.entity.ts';
import { getNotification, updateNotification } from '#functions/notifications/notification.repository.ts';
import { buildNotification, storeNotification } from '#functions/notifications/notification.service.ts';
import type { NotificationRecord } from '#functions/notifications/notification-model.ts';
import { handler as sweeperHandler } from '#functions/notifications/workers/sweeper/handler.ts';
import { readOpenNotifications } from '#functions/notifications/workers/sweeper/open-notifications.repository.ts';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/sqs.ts';
import { eventually, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { mailTo } from './helpers.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * Stores a notification the way a send does, but as it looks after the pipeline lost it: the
 * stream enqueues only INSERTs in NOT_STARTED, so it is inserted IN_PROGRESS (never enqueued) and
 * then, for a NOT_STARTED one, moved back the way a lost stream record leaves it.
 */
const storeLost = async (
  tenantUid: string,
  state: 'NOT_STARTED' | 'IN_PROGRESS',
  createdAt: string,
  over: Partial<NotificationRecord> = {},
) => {
  const uid = uniqueUid('n');
  const record = {
    ...buildNotification(
      tenantUid,
      'store-1',
      { messageType: 'EMAIL', recipient: `${uid}@example.com`, message: 'Your order is ready' },
      'user-1',
      createdAt,
    ),
    notificationUid: uid,
    state: 'IN_PROGRESS' as const,
    leaseUntil: '',
    ...over,
  };
  await storeNotification(record);
  if (state === 'NOT_STARTED') {
    const stored = (await getNotification(tenantUid, uid, true))!;
    await updateNotification(stored, { state: 'NOT_STARTED', leaseUntil: '' }, 'test');
  }
  return uid;
};

/** The message a sweep sends for a notification, sent twice in one batch. */
const enqueueTwice = async (message: { tenantUid: string; notificationUid: string }) => {
  const out = await sqs<{ Failed?: unknown[] }>('SendMessageBatch', {
    QueueUrl: config.queues.notifications,
    Entries: ['a', 'b'].map((Id) => ({ Id, MessageBody: JSON.stringify(message) })),
  });
  expect(out.Failed ?? []).toEqual([]);
};

const stateOf = async (tenantUid: string, uid: string) =>
  (await getNotification(tenantUid, uid, true))?.state;

describe('notification sweeper', () => {
  it('sends a stuck NOT_STARTED and an IN_PROGRESS with an expired lease, and leaves a fresh one alone', async () => {
    const tenant = uniqueTenant();
    const stuck = await storeLost(tenant, 'NOT_STARTED', minutesAgo(60));
    const expired = await storeLost(tenant, 'IN_PROGRESS', minutesAgo(90), {
      leaseUntil: minutesAgo(30),
      attempts: 1,
    });
    const fresh = await storeLost(tenant, 'NOT_STARTED', minutesAgo(1));
    expect(await stateOf(tenant, stuck)).toBe('NOT_STARTED');
    expect(await stateOf(tenant, expired)).toBe('IN_PROGRESS');

    // The stack's scheduled sweeper (every 5 minutes, over every tenant) may get to them first, so
    // the outcome is asserted, not how many of them this run enqueued.
    const result = await sweeperHandler({});
    expect(result.failed).toBe(0);

    await eventually(async () => ((await stateOf(tenant, stuck)) === 'SENT' ? true : undefined));
    await eventually(async () => ((await stateOf(tenant, expired)) === 'SENT' ? true : undefined));
    expect((await mailTo(`${stuck}@example.com`)).subject).toBeTruthy();
    const sent = (await getNotification(tenant, expired, true))!;
    expect(sent.attempts).toBe(2);
    expect(sent.providerMessageId).toBeTruthy();

    // The fresh one is within the grace period: not enqueued, still untouched.
    const untouched = (await getNotification(tenant, fresh, true))!;
    expect(untouched.state).toBe('NOT_STARTED');
    expect(untouched.attempts).toBe(0);

    // Sent notifications leave the open-notifications index; the fresh one is still in it.
    const inIndex = async (uid: string, createdAt: string) => {
      const shard = Number(openIndexKeys(tenant, uid, createdAt).gsi5pk.split('#').pop());
      const open = await readOpenNotifications(shard, new Date(Date.now() + 60_000).toISOString(), 100_000);
      return open.some((n) => n.notificationUid === uid);
    };
    expect(await inIndex(stuck, '')).toBe(false);
    expect(await inIndex(fresh, '')).toBe(true);
  });

  it('is idempotent: a second sweep sends nothing again for notifications already sent', async () => {
    const tenant = uniqueTenant();
    const stuck = await storeLost(tenant, 'NOT_STARTED', minutesAgo(45));
    // Two overlapping sweeps that both found it before any sender claimed it leave two messages for
    // it on the queue. They are put there directly: whether two real sweeps both find it depends on
    // timing (a sender, fed by the first or by the stack's scheduled sweep, may claim it before the
    // second reads the index), which is what once made this test fail in a full run.
    await enqueueTwice({ tenantUid: tenant, notificationUid: stuck });
    await eventually(async () => ((await stateOf(tenant, stuck)) === 'SENT' ? true : undefined));
    const after = (await getNotification(tenant, stuck, true))!;
    // Two messages, one claim: the duplicate finds the live lease and waits for it (then finds SENT).
    expect(after.attempts).toBe(1);
    // A claimed or sent notification is no longer a candidate.
    await sweeperHandler({});
    await new Promise((r) => setTimeout(r, 1500));
    expect((await getNotification(tenant, stuck, true))!.attempts).toBe(1);
  });
});
