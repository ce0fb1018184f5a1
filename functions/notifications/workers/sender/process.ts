import type { NotificationEvent, NotificationRecord } from '#functions/notifications/notification-model.ts';
import type { NotificationChange } from '#functions/notifications/notification-state.repository.ts';
import { backoffSeconds, classifyError, describeError } from './retry-policy.ts';

/** The sender's name in lastModifiedBy. */
export const SENDER = 'notification-sender';

/**
 * How long a claim protects a notification from other senders. Longer than the sender may run
 * (its 30 s timeout in functions/registry.ts), so a live sender is never overtaken; shorter than
 * the queue's 60 s visibility, so when a sender dies the redelivered message finds the lease over
 * and finishes the send. A unit test holds both bounds.
 */
export const LEASE_SECONDS = 45;

/** Everything the sender touches, injected so that its decisions can be tested without AWS. */
export type SenderDeps = {
  load: (tenantUid: string, notificationUid: string) => Promise<NotificationRecord | undefined>;
  update: (
    current: NotificationRecord,
    change: NotificationChange,
    by: string,
    event?: NotificationEvent,
  ) => Promise<NotificationRecord | undefined>;
  deliver: (n: NotificationRecord) => Promise<string>;
  /** Hides the queue message for `seconds` (ChangeMessageVisibility). */
  retryLater: (seconds: number) => Promise<void>;
  settings: {
    maxAttempts: number;
    backoffBaseSeconds: number;
    backoffMaxSeconds: number;
  };
  now?: () => Date;
};

/** done: delete the message. retry: leave it on the queue (its visibility says when). */
export type Outcome = 'done' | 'retry';

export type SendMessage = { tenantUid: string; notificationUid: string };

const senderEvent = (type: string, details: string, at: string): NotificationEvent => ({
  type,
  source: 'SENDER',
  occurredAt: at,
  receivedAt: at,
  details,
  key: `${type}#${at}`,
});

type Claim =
  | { kind: 'claimed'; n: NotificationRecord }
  | { kind: 'done' }
  | { kind: 'held'; seconds: number };

/**
 * Claims the notification for this attempt: NOT_STARTED, or IN_PROGRESS whose previous sender
 * has let go (retry scheduled, or crashed past its lease). Gone or already finished: done. Held by
 * a live lease: the message waits until the lease ends (it is what finishes the send should the
 * holder die). Version conditions make the claim exclusive.
 */
const claim = async (msg: SendMessage, deps: SenderDeps, now: Date): Promise<Claim> => {
  for (let round = 0; round < 3; round++) {
    const n = await deps.load(msg.tenantUid, msg.notificationUid);
    if (!n || (n.state !== 'NOT_STARTED' && n.state !== 'IN_PROGRESS')) return { kind: 'done' };
    const heldFor = Date.parse(n.leaseUntil || '') - now.getTime();
    if (n.state === 'IN_PROGRESS' && heldFor > 0)
      return { kind: 'held', seconds: Math.ceil(heldFor / 1000) + 1 };
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
    const claimed = await deps.update(
      n,
      { state: 'IN_PROGRESS', attempts: n.attempts + 1, leaseUntil },
      SENDER,
    );
    if (claimed) return { kind: 'claimed', n: claimed };
  }
  // Three lost races in a row: someone else is working on it; look again after its lease.
  return { kind: 'held', seconds: LEASE_SECONDS };
};

/** Writes a change, re-reading when a callback moved the notification meanwhile. */
const settle = async (
  n: NotificationRecord,
  deps: SenderDeps,
  change: (current: NotificationRecord) => NotificationChange,
  event?: NotificationEvent,
) => {
  let current: NotificationRecord | undefined = n;
  for (let round = 0; current && round < 5; round++) {
    if (await deps.update(current, change(current), SENDER, event)) return;
    current = await deps.load(n.tenantUid, n.notificationUid);
  }
};

/**
 * One queue message: claim, hand to SES/SMS, record the result. Transient errors are retried with
 * exponential backoff (the message's visibility) up to maxAttempts; permanent errors and the last
 * failed attempt make the notification FAILED with errorText. A SENT write never overrides a
 * delivery report that arrived first.
 */
export const processMessage = async (msg: SendMessage, deps: SenderDeps): Promise<Outcome> => {
  const now = deps.now?.() ?? new Date();
  const claimed = await claim(msg, deps, now);
  if (claimed.kind === 'done') return 'done';
  if (claimed.kind === 'held') {
    await deps.retryLater(claimed.seconds);
    return 'retry';
  }
  const { n } = claimed;
  const at = now.toISOString();
  try {
    const providerMessageId = await deps.deliver(n);
    await settle(n, deps, (current) =>
      current.state === 'IN_PROGRESS'
        ? { state: 'SENT', providerMessageId, sentAt: at, leaseUntil: '' }
        : { providerMessageId, sentAt: at, leaseUntil: '' },
    );
    return 'done';
  } catch (error) {
    const text = describeError(error);
    const transient = classifyError(error) === 'transient';
    if (transient && n.attempts < deps.settings.maxAttempts) {
      const delay = backoffSeconds(
        n.attempts,
        deps.settings.backoffBaseSeconds,
        deps.settings.backoffMaxSeconds,
      );
      await settle(
        n,
        deps,
        () => ({ leaseUntil: '' }),
        senderEvent('SendRetry', `attempt ${n.attempts}: ${text}`, at),
      );
      await deps.retryLater(delay);
      return 'retry';
    }
    const errorText = transient ? `gave up after ${n.attempts} attempts: ${text}` : text;
    await settle(
      n,
      deps,
      (current) => (current.state === 'IN_PROGRESS' ? { state: 'FAILED', errorText, leaseUntil: '' } : {}),
      senderEvent('SendFailed', errorText, at),
    );
    return 'done';
  }
};
