import type { StoredDelivery } from './delivery.repository.ts';

/**
 * The outcome writes of one SQS batch, gathered into one write. Each message of the batch either
 * hands its outcome item to `write` (which resolves once that item is stored) or is `release`d
 * without one (dropped, skipped, failed before its POST). When every message has done one or the
 * other, the gathered items are written with one call of `flush` and every `write` settles with
 * it. A message released after it wrote counts once.
 */
export type OutcomeBatch = {
  write: (messageId: string, item: StoredDelivery) => Promise<void>;
  release: (messageId: string) => void;
};

/**
 * An outcome batch for `messageIds` (the batch's messages). Why one write: a delivery's claim and
 * its outcome were two serialized conditional writes, and DynamoDB Local serves those one at a
 * time; the outcomes of a batch as one BatchWriteItem cost the same write units in AWS and one
 * request instead of ten (docs/decisions/events.md, "Replay rate").
 */
export const createOutcomeBatch = (
  messageIds: readonly string[],
  flush: (items: StoredDelivery[]) => Promise<void>,
): OutcomeBatch => {
  const open = new Set(messageIds);
  let waiting: Array<{ item: StoredDelivery; resolve: () => void; reject: (error: unknown) => void }> = [];
  const flushIfAllIn = () => {
    if (open.size > 0 || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    flush(batch.map((w) => w.item)).then(
      () => {
        for (const w of batch) w.resolve();
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  };
  return {
    write: (messageId, item) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        open.delete(messageId);
        flushIfAllIn();
      }),
    release: (messageId) => {
      if (open.delete(messageId)) flushIfAllIn();
    },
  };
};
