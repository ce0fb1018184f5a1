import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import type { DeliveryState } from './delivery.entity.ts';
import type { AttemptRecord, StoredDelivery } from './delivery.repository.ts';

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

/** BatchWriteItem rounds for items DynamoDB left unprocessed before the call fails. */
const PUT_ROUNDS = 5;

/**
 * Puts delivery items, 25 to a BatchWriteItem (the calls in parallel), sending unprocessed ones
 * again; throws when some are still unprocessed after PUT_ROUNDS (their messages are retried).
 */
export const putDeliveries = async (items: readonly StoredDelivery[]): Promise<void> => {
  const chunks = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) =>
    items.slice(i * 25, i * 25 + 25),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
      for (let round = 0; requests.length > 0; round++) {
        if (round === PUT_ROUNDS) throw new Error(`${requests.length} delivery outcome(s) not written`);
        const out = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }),
  );
};
