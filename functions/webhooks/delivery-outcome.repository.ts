import { BATCH_WRITE_MAX, writeChunk } from '#shared/db/batch-write.ts';
import type { AttemptRecord } from './delivery-attempt.repository.ts';
import type { StoredDelivery } from './delivery-item.ts';
import type { DeliveryState } from './webhook-enums.ts';

/**
 * The delivery item after one attempt: the claimed item with the attempt appended and the outcome
 * set, the members recordAttempt sets (state, attemptCount, lastModifiedAt,
 * nextRetryAt, movedToDlq, version + 1). Written with an unconditional put (putDeliveries, through outcome-batch.ts): the
 * claim made the item this message's, and no other writer touches a claimed delivery (see
 * docs/decisions/events.md, "Replay rate").
 */
export const outcomeItem = (
  claimed: StoredDelivery,
  attempt: AttemptRecord,
  outcome: { state: DeliveryState; movedToDlq?: boolean },
): StoredDelivery => {
  const clean = Object.fromEntries(Object.entries(attempt).filter(([, v]) => v !== undefined));
  const { nextRetryAt: _previous, ...item } = claimed;
  return {
    ...item,
    state: outcome.state,
    attemptCount: attempt.attempt,
    lastModifiedAt: attempt.at,
    attempts: [...(claimed.attempts ?? []), clean],
    version: claimed.version + 1,
    ...(attempt.nextRetryAt ? { nextRetryAt: attempt.nextRetryAt } : {}),
    ...(outcome.movedToDlq ? { movedToDlq: true } : {}),
  };
};

/**
 * Puts delivery items, 25 to a BatchWriteItem (the calls in parallel), sending unprocessed ones
 * again; throws when some are still unprocessed (their messages are retried).
 */
export const putDeliveries = async (items: readonly StoredDelivery[]): Promise<void> => {
  const chunks = Array.from({ length: Math.ceil(items.length / BATCH_WRITE_MAX) }, (_, i) =>
    items.slice(i * BATCH_WRITE_MAX, (i + 1) * BATCH_WRITE_MAX),
  );
  await Promise.all(
    chunks.map((chunk) =>
      writeChunk(
        chunk.map((Item) => ({ PutRequest: { Item } })),
        'delivery outcome(s) not written',
      ),
    ),
  );
};
