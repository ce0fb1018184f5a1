import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '#functions/notifications/notification-model.ts';
import {
  LEASE_SECONDS,
  processMessage,
  type SenderDeps,
} from '#functions/notifications/workers/sender/process.ts';
import { backoffSeconds, classifyError } from '#functions/notifications/workers/sender/retry-policy.ts';
import { FUNCTIONS, QUEUES } from '#functions/registry.ts';

const awsError = (name: string, status = 400) =>
  Object.assign(new Error(`${name} happened`), { name, $metadata: { httpStatusCode: status } });

/** An in-memory notification store with version checks, and a scripted provider. */
const harness = (script: Array<Error | string>, start: Partial<NotificationRecord> = {}) => {
  let stored: NotificationRecord = {
    tenantUid: 't',
    notificationUid: 'n',
    storeUid: 's',
    messageType: 'EMAIL',
    recipient: 'a@example.com',
    message: 'm',
    state: 'NOT_STARTED',
    attempts: 0,
    events: [],
    createdBy: 'u',
    lastModifiedBy: 'u',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...start,
  };
  const delays: number[] = [];
  let sends = 0;
  const deps: SenderDeps = {
    load: async () => structuredClone(stored),
    update: async (current, change, by, event) => {
      if (current.version !== stored.version) return undefined;
      const clean = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      stored = {
        ...stored,
        ...clean,
        lastModifiedBy: by,
        version: stored.version + 1,
        events: event ? [...stored.events, event] : stored.events,
      };
      return structuredClone(stored);
    },
    deliver: async () => {
      const next = script[sends++];
      if (next instanceof Error) throw next;
      return next ?? 'msg-id';
    },
    retryLater: async (seconds) => {
      delays.push(seconds);
    },
    settings: { maxAttempts: 4, backoffBaseSeconds: 10, backoffMaxSeconds: 900 },
  };
  return { deps, delays, state: () => stored, sends: () => sends };
};
const msg = { tenantUid: 't', notificationUid: 'n' };

describe('notification sender', () => {
  it('sends once and records SENT with the provider id', async () => {
    const h = harness(['ses-1']);
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({
      state: 'SENT',
      providerMessageId: 'ses-1',
      attempts: 1,
      lastModifiedBy: 'notification-sender',
    });
    // A duplicate queue message finds it sent and does nothing.
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.sends()).toBe(1);
  });

  it('retries throttling with growing backoff, then sends', async () => {
    const h = harness([awsError('ThrottlingException'), awsError('TooManyRequestsException'), 'ok']);
    expect(await processMessage(msg, h.deps)).toBe('retry');
    expect(h.state().state).toBe('IN_PROGRESS');
    expect(await processMessage(msg, h.deps)).toBe('retry');
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'SENT', attempts: 3 });
    expect(h.delays).toHaveLength(2);
    expect(h.delays[0]).toBeGreaterThanOrEqual(5);
    expect(h.delays[0]).toBeLessThanOrEqual(10);
    expect(h.delays[1]).toBeGreaterThanOrEqual(10);
    expect(h.delays[1]).toBeLessThanOrEqual(20);
    expect(h.state().events.map((e) => e.type)).toEqual(['SendRetry', 'SendRetry']);
  });

  it('fails at once on a permanent error, with errorText, and never retries', async () => {
    const h = harness([awsError('MessageRejected')]);
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(h.state().errorText).toContain('MessageRejected');
    expect(h.delays).toEqual([]);
  });

  it('gives up after maxAttempts transient failures', async () => {
    const h = harness(Array.from({ length: 4 }, () => awsError('ServiceUnavailable', 503)));
    for (let i = 0; i < 3; i++) expect(await processMessage(msg, h.deps)).toBe('retry');
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'FAILED', attempts: 4 });
    expect(h.state().errorText).toMatch(/^gave up after 4 attempts/);
  });

  it('keeps a duplicate message back until the lease of the sender holding it ends', async () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const h = harness(['x'], {
      state: 'IN_PROGRESS',
      attempts: 1,
      leaseUntil: new Date(now.getTime() + 30_000).toISOString(),
    });
    h.deps.now = () => now;
    // Not dropped: if the holder crashed, this message is what finishes the send.
    expect(await processMessage(msg, h.deps)).toBe('retry');
    expect(h.sends()).toBe(0);
    expect(h.delays).toEqual([31]);
    // Once the lease is over the message takes the notification over and sends it.
    h.deps.now = () => new Date(now.getTime() + 31_000);
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('a redelivery after a crash finds the lease over: the lease outlives the sender, not the visibility', async () => {
    const sender = FUNCTIONS.find((f) => f.name === 'notification-sender')!;
    expect(LEASE_SECONDS).toBeGreaterThan(sender.timeoutSeconds!);
    expect(LEASE_SECONDS).toBeLessThan(QUEUES.notifications.visibilityTimeoutSeconds);
    const received = new Date('2026-05-01T12:00:00.000Z');
    // The first receive claimed it, then the invocation died before the provider answered.
    const h = harness(['after-crash'], {
      state: 'IN_PROGRESS',
      attempts: 1,
      leaseUntil: new Date(received.getTime() + LEASE_SECONDS * 1000).toISOString(),
    });
    // SQS shows the message again one visibility timeout after the receive.
    h.deps.now = () => new Date(received.getTime() + QUEUES.notifications.visibilityTimeoutSeconds * 1000);
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'SENT', attempts: 2, providerMessageId: 'after-crash' });
  });

  it('takes over an IN_PROGRESS notification whose sender crashed (lease expired)', async () => {
    const h = harness(['x'], { state: 'IN_PROGRESS', attempts: 1, leaseUntil: '2000-01-01T00:00:00.000Z' });
    expect(await processMessage(msg, h.deps)).toBe('done');
    expect(h.state()).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('does not overwrite a delivery report that arrived before the SENT write', async () => {
    const h = harness([]);
    h.deps.deliver = async () => {
      // The provider reports delivery while the sender is still waiting for its answer.
      const current = await h.deps.load('t', 'n');
      await h.deps.update(current!, { state: 'DELIVERED' }, 'mailprovider');
      return 'id-1';
    };
    await processMessage(msg, h.deps);
    expect(h.state()).toMatchObject({ state: 'DELIVERED', providerMessageId: 'id-1' });
  });

  it('classifies provider errors', () => {
    expect(classifyError(awsError('ThrottlingException'))).toBe('transient');
    expect(classifyError(awsError('LimitExceededException'))).toBe('transient');
    expect(classifyError(awsError('InternalServerException', 500))).toBe('transient');
    expect(classifyError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe('transient');
    expect(classifyError(awsError('MessageRejected'))).toBe('permanent');
    expect(classifyError(awsError('ValidationException'))).toBe('permanent');
    expect(classifyError(awsError('AccountSuspendedException'))).toBe('permanent');
    expect(classifyError(awsError('MailFromDomainNotVerifiedException'))).toBe('permanent');
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(backoffSeconds(1, 10, 900, () => 0)).toBe(5);
    expect(backoffSeconds(1, 10, 900, () => 1)).toBe(10);
    expect(backoffSeconds(3, 10, 900, () => 1)).toBe(40);
    expect(backoffSeconds(20, 10, 900, () => 1)).toBe(900);
  });
});
