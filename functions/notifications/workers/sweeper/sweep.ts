import { OPEN_SHARDS } from '#functions/notifications/notification-keys.ts';
import type { NotificationRecord } from '#functions/notifications/notification-model.ts';

/** What the sweeper needs of an open notification (projected from the open-notifications index). */
export type OpenNotification = Pick<
  NotificationRecord,
  'tenantUid' | 'notificationUid' | 'state' | 'createdAt' | 'lastModifiedAt' | 'leaseUntil'
>;

export type SweepSettings = {
  /** Grace period: how long a notification may be quiet before it counts as stuck. */
  afterMinutes: number;
  /** The longest retry delay of the sender: an IN_PROGRESS without lease waits at most this long. */
  backoffMaxSeconds: number;
  /** Notifications re-enqueued at most per run (and read at most per shard). */
  limit: number;
};

/**
 * When nobody is working on an open notification any more, in epoch ms:
 * - NOT_STARTED: from its creation (the stream enqueues it within seconds);
 * - IN_PROGRESS with a lease: when the lease ends (the claiming sender has finished or died);
 * - IN_PROGRESS without a lease: a transient failure scheduled a retry, hidden on the queue for at
 *   most backoffMaxSeconds after that write (lastModifiedAt).
 * NaN (unreadable timestamps, final states) is never stuck.
 */
export const quietSince = (n: OpenNotification, backoffMaxSeconds: number): number => {
  if (n.state === 'NOT_STARTED') return Date.parse(n.createdAt);
  if (n.state !== 'IN_PROGRESS') return Number.NaN;
  if (n.leaseUntil) return Date.parse(n.leaseUntil);
  return Date.parse(n.lastModifiedAt) + backoffMaxSeconds * 1000;
};

/** Stuck: open and quiet for longer than the grace period. */
export const isStuck = (n: OpenNotification, now: Date, settings: SweepSettings): boolean =>
  quietSince(n, settings.backoffMaxSeconds) <= now.getTime() - settings.afterMinutes * 60_000;

/**
 * The newest createdAt a stuck notification can have: the grace period before now. Every quiet
 * moment above is at or after creation, so the index range up to it holds every stuck one.
 */
export const createdUpTo = (now: Date, afterMinutes: number): string =>
  new Date(now.getTime() - afterMinutes * 60_000).toISOString();

export type SweepDeps = {
  /** Open notifications of one index shard created up to `upTo`, oldest first, at most `max`. */
  readOpen: (shard: number, upTo: string, max: number) => Promise<OpenNotification[]>;
  /** Puts one send message per notification on the notifications queue; returns how many failed. */
  enqueue: (messages: Array<{ tenantUid: string; notificationUid: string }>) => Promise<number>;
  settings: SweepSettings;
  now?: () => Date;
};

export type SweepResult = { examined: number; enqueued: number; failed: number };

/**
 * One sweep: reads the open-notifications index up to the grace period (one Query per shard,
 * bounded by the limit), picks the stuck ones and re-enqueues at most `limit` of them with the
 * message the stream function sends. Safe to repeat: the sender claims a notification with a
 * conditional write and a lease, so a message for a notification that is being sent waits for the
 * lease and then finds it done, and one for a finished notification is dropped.
 */
export const sweep = async (deps: SweepDeps): Promise<SweepResult> => {
  const now = deps.now?.() ?? new Date();
  const { limit } = deps.settings;
  const upTo = createdUpTo(now, deps.settings.afterMinutes);
  // Start at a shard that changes per run, so a full shard cannot starve the others.
  const first = Math.floor(now.getTime() / 60_000) % OPEN_SHARDS;
  const stuck: OpenNotification[] = [];
  let examined = 0;
  for (let i = 0; i < OPEN_SHARDS && stuck.length < limit; i++) {
    const open = await deps.readOpen((first + i) % OPEN_SHARDS, upTo, limit);
    examined += open.length;
    stuck.push(...open.filter((n) => isStuck(n, now, deps.settings)));
  }
  const messages = stuck
    .slice(0, limit)
    .map(({ tenantUid, notificationUid }) => ({ tenantUid, notificationUid }));
  const failed = messages.length ? await deps.enqueue(messages) : 0;
  return { examined, enqueued: messages.length - failed, failed };
};
