import { describe, expect, it } from 'vitest';
import type { StoredDelivery } from '#functions/webhooks/delivery.repository.ts';
import { outcomeItem } from '#functions/webhooks/delivery-outcome.repository.ts';
import { createOutcomeBatch } from '#functions/webhooks/outcome-batch.ts';

const item = (n: number): StoredDelivery => ({
  pk: 'T#t#WEBHOOK#w#DELIVERIES',
  sk: `d${n}`,
  owner: `m${n}`,
  version: 1,
});

describe('outcome batch: the outcomes of one SQS batch in one write', () => {
  it('writes once, when every message has written or been released', async () => {
    const flushed: StoredDelivery[][] = [];
    const batch = createOutcomeBatch(['m1', 'm2', 'm3'], async (items) => void flushed.push(items));
    const first = batch.write('m1', item(1));
    batch.release('m2');
    await Promise.resolve();
    expect(flushed).toEqual([]);
    const third = batch.write('m3', item(3));
    await Promise.all([first, third]);
    expect(flushed).toEqual([[item(1), item(3)]]);
    // A message released after it wrote (its finally) counts once and writes nothing more.
    batch.release('m1');
    batch.release('m3');
    expect(flushed).toHaveLength(1);
  });

  it('rejects every write of a failed flush, so each message is retried', async () => {
    const batch = createOutcomeBatch(['m1', 'm2'], () => Promise.reject(new Error('throttled')));
    const writes = [batch.write('m1', item(1)), batch.write('m2', item(2))];
    const settled = await Promise.allSettled(writes);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('writes nothing when every message was released without an outcome', () => {
    let calls = 0;
    const batch = createOutcomeBatch(['m1', 'm2'], async () => void calls++);
    batch.release('m1');
    batch.release('m2');
    expect(calls).toBe(0);
  });
});

describe('outcomeItem: the claimed item after an attempt', () => {
  const claimed: StoredDelivery = {
    pk: 'T#t#WEBHOOK#w#DELIVERIES',
    sk: 'dlv_1',
    __edb_e__: 'webhookDelivery',
    owner: 'm1',
    state: 'RETRYING',
    version: 2,
    attemptCount: 1,
    nextRetryAt: '2026-01-01T00:00:30.000Z',
    attempts: [{ attempt: 1, at: '2026-01-01T00:00:00.000Z', latencyMs: 5, statusCode: 503 }],
  };

  it('appends the attempt, sets the outcome, moves the version and keeps keys and owner', () => {
    const at = '2026-01-01T00:00:31.000Z';
    const next = outcomeItem(
      claimed,
      { attempt: 2, at, latencyMs: 4, statusCode: 200, error: undefined },
      {
        state: 'DELIVERED',
      },
    );
    expect(next).toEqual({
      pk: claimed.pk,
      sk: claimed.sk,
      __edb_e__: 'webhookDelivery',
      owner: 'm1',
      state: 'DELIVERED',
      version: 3,
      attemptCount: 2,
      lastModifiedAt: at,
      attempts: [claimed.attempts![0], { attempt: 2, at, latencyMs: 4, statusCode: 200 }],
    });
  });

  it('sets the next retry time and the DLQ mark when given', () => {
    const next = outcomeItem(
      claimed,
      { attempt: 2, at: 'x', latencyMs: 1, nextRetryAt: 'later' },
      { state: 'FAILED', movedToDlq: true },
    );
    expect(next).toMatchObject({ nextRetryAt: 'later', movedToDlq: true, state: 'FAILED' });
  });
});
