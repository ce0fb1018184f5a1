import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';
import { sqs } from '#shared/sqs.ts';
import { readOpenNotifications } from './open-notifications.repository.ts';
import { type SweepResult, sweep } from './sweep.ts';

/** Sends the messages in batches of 10 (the body notification-enqueue sends); returns the failures. */
const enqueue = async (messages: Array<{ tenantUid: string; notificationUid: string }>) => {
  let failed = 0;
  for (let i = 0; i < messages.length; i += 10) {
    const chunk = messages.slice(i, i + 10);
    try {
      const out = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: config.queues.notifications,
          Entries: chunk.map((msg, n) => ({ Id: String(n), MessageBody: JSON.stringify(msg) })),
        }),
      );
      failed += out.Failed?.length ?? 0;
    } catch (error) {
      // The next run finds them again.
      logger.error('could not re-enqueue stuck notifications', { error: error as Error });
      failed += chunk.length;
    }
  }
  return failed;
};

/**
 * The notification sweeper (scheduled): re-enqueues notifications left NOT_STARTED or
 * IN_PROGRESS past their lease, so that none stays stuck silently (docs/decisions/notifications.md).
 */
export const handler = async (): Promise<SweepResult> => {
  const result = await sweep({
    readOpen: readOpenNotifications,
    enqueue,
    settings: {
      afterMinutes: config.notifications.sweepAfterMinutes,
      backoffMaxSeconds: config.notifications.backoffMaxSeconds,
      limit: config.notifications.sweepLimit,
    },
  });
  if (result.enqueued || result.failed) logger.warn('re-enqueued stuck notifications', { ...result });
  return result;
};
