import type { SQSEvent, SQSRecord } from 'aws-lambda';
import {
  getNotification,
  updateNotification,
} from '#functions/notifications/notification-state.repository.ts';
import { eachMessage, RetryLater } from '#shared/batch.ts';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';
import { sqs } from '#shared/sqs.ts';
import { createWorkerHandler } from '#shared/worker.ts';
import { deliver } from './channels.ts';
import { processMessage, type SenderDeps, type SendMessage } from './process.ts';

const settings = {
  maxAttempts: config.notifications.maxAttempts,
  backoffBaseSeconds: config.notifications.backoffBaseSeconds,
  backoffMaxSeconds: config.notifications.backoffMaxSeconds,
};

const parse = (record: SQSRecord): SendMessage | undefined => {
  try {
    const body = JSON.parse(record.body) as Partial<SendMessage>;
    if (typeof body.tenantUid === 'string' && typeof body.notificationUid === 'string') {
      return { tenantUid: body.tenantUid, notificationUid: body.notificationUid };
    }
  } catch {
    // reported below
  }
  return undefined;
};

/**
 * The notifications queue consumer. Each message names one notification; messages it reports as
 * failed stay on the queue with the visibility the retry policy chose (the batch processor,
 * shared/batch.ts).
 */
export const handler = createWorkerHandler((event: SQSEvent) =>
  eachMessage(event, async (record) => {
    const msg = parse(record);
    if (!msg) {
      logger.error('dropping a malformed notification message', { messageId: record.messageId });
      return;
    }
    const deps: SenderDeps = {
      load: (tenantUid, uid) => getNotification(tenantUid, uid, true),
      update: updateNotification,
      deliver,
      retryLater: async (seconds) => {
        await sqs('ChangeMessageVisibility', {
          QueueUrl: config.queues.notifications,
          ReceiptHandle: record.receiptHandle,
          VisibilityTimeout: seconds,
        });
      },
      settings,
    };
    let outcome: Awaited<ReturnType<typeof processMessage>>;
    try {
      outcome = await processMessage(msg, deps);
    } catch (error) {
      logger.error('notification send failed unexpectedly; the queue retries it', {
        error: error as Error,
        ...msg,
      });
      throw error;
    }
    if (outcome === 'retry') throw new RetryLater();
  }),
);
