import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '#shared/observability.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { replayStep } from './replay-step.ts';

type ReplayImage = { tenantUid: string; replayUid: string; seq: number };

/**
 * Stream consumer (filter: every change of recordType WEBHOOK_REPLAY): each change of a replay
 * (its creation, each checkpoint) runs its next step (replay-step.ts), whose checkpoint is the
 * change that runs the one after. Of several changes of one replay in a batch only the newest
 * counts; replays of a batch step side by side. A step that could not even record its failure is
 * reported by sequence number and retried by the stream.
 */
export const handler = createWorkerHandler(
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const newest = new Map<string, { image: ReplayImage; sequence: string }>();
    for (const record of event.Records) {
      if (record.eventName === 'REMOVE' || !record.dynamodb?.NewImage) continue;
      const image = unmarshall(record.dynamodb.NewImage as never) as ReplayImage;
      const key = `${image.tenantUid}\n${image.replayUid}`;
      const seen = newest.get(key);
      if (!seen || seen.image.seq < image.seq)
        newest.set(key, { image, sequence: record.dynamodb.SequenceNumber ?? '' });
    }
    const steps = [...newest.values()];
    const outcomes = await Promise.allSettled(
      steps.map(({ image }) => replayStep(image.tenantUid, image.replayUid, image.seq)),
    );
    const batchItemFailures = outcomes.flatMap((o, i) => {
      if (o.status === 'fulfilled') return [];
      logger.error('replay step not recorded', { error: o.reason as Error });
      return [{ itemIdentifier: steps[i]!.sequence }];
    });
    return { batchItemFailures };
  },
);
