import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';
import { sendMessageBatches } from '#shared/sqs.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { readOpenNotifications } from './open-notifications.repository.ts';
import { type SweepResult, sweep } from './sweep.ts';

/** Sends the messages notification-enqueue sends; returns how many failed (the next run finds them again). */
const enqueue = async (messages: Array<{ tenantUid: string; notificationUid: string }>) =>
  (await sendMessageBatches(config.queues.notifications, messages)).length;

/**
 * The notification sweeper (scheduled): re-enqueues notifications left NOT_STARTED or
 * IN_PROGRESS past their lease, so that none stays stuck silently (docs/decisions/notifications.md).
 */
export const handler = createWorkerHandler(async (_schedule: unknown): Promise<SweepResult> => {
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
});
