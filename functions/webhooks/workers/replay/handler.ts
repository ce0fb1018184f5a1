import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { wholeStreamBatch } from '#shared/batch.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { replayStep } from './replay-step.ts';

type ReplayImage = { tenantUid: string; replayUid: string; seq: number };

/**
 * Stream consumer (filter: every change of recordType WEBHOOK_REPLAY): each change of a replay
 * (its creation, each checkpoint) runs its next step (replay-step.ts), whose checkpoint is the
 * change that runs the one after. Of several changes of one replay in a batch only the newest
 * counts; replays of a batch step side by side. A step that could not even record its failure is
 * reported by the sequence number of that newest change (the batch processor, shared/batch.ts)
 * and retried by the stream.
 */
export const handler = createWorkerHandler((event: DynamoDBStreamEvent) =>
  wholeStreamBatch(
    event,
    async (records) => {
      const newest = new Map<string, { image: ReplayImage; record: DynamoDBRecord }>();
      for (const record of records) {
        if (record.eventName === 'REMOVE' || !record.dynamodb?.NewImage) continue;
        const image = unmarshall(record.dynamodb.NewImage as never) as ReplayImage;
        const key = `${image.tenantUid}\n${image.replayUid}`;
        const seen = newest.get(key);
        if (!seen || seen.image.seq < image.seq) newest.set(key, { image, record });
      }
      const steps = [...newest.values()];
      const outcomes = await Promise.allSettled(
        steps.map(({ image }) => replayStep(image.tenantUid, image.replayUid, image.seq)),
      );
      return new Map(
        outcomes.flatMap((o, i) => (o.status === 'rejected' ? [[steps[i]!.record, o.reason] as const] : [])),
      );
    },
    { failure: 'replay step not recorded' },
  ),
);
