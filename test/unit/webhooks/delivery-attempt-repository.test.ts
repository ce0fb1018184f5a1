import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptRecord } from '#functions/webhooks/delivery-attempt.repository.ts';
import type { DeliveryState } from '#functions/webhooks/webhook-enums.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { DeliveryEntity } = await import('#functions/webhooks/delivery.entity.ts');
const { recordAttempt, recordSkipped } = await import('#functions/webhooks/delivery-attempt.repository.ts');

const key = { tenantUid: 'T1', webhookUid: 'W1', deliveryUid: 'dlv_01' };

/** The UpdateItem DeliveryEntity's patch builds for an attempt (the writes before the plain ones). */
const entityAttempt = (
  owner: string,
  attempt: AttemptRecord,
  outcome: { state: DeliveryState; movedToDlq?: boolean },
) => {
  const clean = Object.fromEntries(
    Object.entries(attempt).filter(([, v]) => v !== undefined),
  ) as AttemptRecord;
  let update = DeliveryEntity.patch(key)
    .set({
      state: outcome.state,
      owner,
      attemptCount: attempt.attempt,
      lastModifiedAt: attempt.at,
      ...(attempt.nextRetryAt ? { nextRetryAt: attempt.nextRetryAt } : {}),
      ...(outcome.movedToDlq ? { movedToDlq: true } : {}),
    })
    .append({ attempts: [clean] })
    .add({ version: 1 });
  if (!attempt.nextRetryAt) update = update.remove(['nextRetryAt']);
  return update.where((a, op) => `${op.notExists(a.owner)} OR ${op.eq(a.owner, owner)}`).params();
};

const sentInput = (send: { mock: { calls: unknown[][] } }) =>
  (send.mock.calls[0]![0] as { input: Record<string, unknown> }).input;

afterEach(() => vi.restoreAllMocks());

// The worker records outcomes without ElectroDB: each UpdateItem must be the one the entity's
// patch sends (same key, expressions, names, values and condition), or the delivery log would
// read differently or a duplicate message could write a delivery it does not own.
describe('delivery attempt writes against DeliveryEntity.patch', () => {
  it('records an attempt that ends the delivery (the webhook is gone)', async () => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    const gone: AttemptRecord = {
      attempt: 3,
      at: '2026-11-28T10:00:00.000Z',
      latencyMs: 0,
      errorClass: 'SUBSCRIPTION_DELETED',
    };
    expect(await recordAttempt(key, 'msg-1', gone, { state: 'FAILED' })).toBe(true);
    const entity = entityAttempt('msg-1', gone, { state: 'FAILED' });
    expect(sentInput(send)).toStrictEqual(entity);
    expect(sentInput(send).UpdateExpression).toBe(entity.UpdateExpression);
    expect(sentInput(send).ConditionExpression).toBe(entity.ConditionExpression);
  });

  it('records a retried attempt moved to the DLQ, leaving out unset members of the attempt', async () => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    const retried: AttemptRecord = {
      attempt: 11,
      at: '2026-11-28T10:00:00.000Z',
      latencyMs: 1200,
      statusCode: 503,
      errorClass: 'SERVER_ERROR',
      error: undefined,
      responseExcerpt: 'busy',
      nextRetryAt: '2026-11-28T10:05:00.000Z',
    };
    const outcome = { state: 'RETRYING' as const, movedToDlq: true };
    expect(await recordAttempt(key, 'msg-1', retried, outcome)).toBe(true);
    const entity = entityAttempt('msg-1', retried, outcome);
    expect(sentInput(send)).toStrictEqual(entity);
    expect(sentInput(send).UpdateExpression).toBe(entity.UpdateExpression);
  });

  it('marks a delivery skipped', async () => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    const at = '2026-11-28T10:00:00.000Z';
    expect(await recordSkipped(key, 'msg-1', 'TRANSPORT_DISABLED', at)).toBe(true);
    const entity = DeliveryEntity.patch(key)
      .set({ state: 'SKIPPED', skipReason: 'TRANSPORT_DISABLED', owner: 'msg-1', lastModifiedAt: at })
      .remove(['nextRetryAt'])
      .add({ version: 1 })
      .where((a, op) => `${op.notExists(a.owner)} OR ${op.eq(a.owner, 'msg-1')}`)
      .params();
    expect(sentInput(send)).toStrictEqual(entity);
    expect(sentInput(send).UpdateExpression).toBe(entity.UpdateExpression);
    expect(sentInput(send).ConditionExpression).toBe(entity.ConditionExpression);
  });

  it('answers false when another message owns the delivery, and passes other errors', async () => {
    const failed = Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
    vi.spyOn(documentClient, 'send')
      .mockRejectedValueOnce(failed)
      .mockRejectedValueOnce(failed)
      .mockRejectedValueOnce(new Error('throttled'));
    const attempt = { attempt: 1, at: '2026-11-28T10:00:00.000Z', latencyMs: 0 };
    expect(await recordAttempt(key, 'msg-2', attempt, { state: 'FAILED' })).toBe(false);
    expect(await recordSkipped(key, 'msg-2', 'TRANSPORT_DISABLED', attempt.at)).toBe(false);
    await expect(recordSkipped(key, 'msg-2', 'TRANSPORT_DISABLED', attempt.at)).rejects.toThrow('throttled');
  });
});
