import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { NOTIFICATION_RECORD_TYPE } from '#functions/notifications/notification-model.ts';
import { wholeStreamBatch } from '#shared/batch.ts';
import { config } from '#shared/config.ts';
import { sendMessageBatches } from '#shared/sqs.ts';
import { createWorkerHandler } from '#shared/worker.ts';

/** The queue message of one new notification, or undefined for records that are not one. */
export const sendMessageOf = (record: DynamoDBRecord) => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.recordType?.S !== NOTIFICATION_RECORD_TYPE) return undefined;
  if (image.state?.S !== 'NOT_STARTED') return undefined;
  const tenantUid = image.tenantUid?.S;
  const notificationUid = image.notificationUid?.S;
  return tenantUid && notificationUid ? { tenantUid, notificationUid } : undefined;
};

/**
 * The transactional outbox of notifications: the table stream delivers the INSERT of every new
 * notification item, and this function puts one message per notification on the notifications
 * queue, ten to a SendMessageBatch. A failed send is reported (the batch processor,
 * shared/batch.ts) and the stream delivers it again, so a notification stored while SQS is
 * unavailable is sent once SQS answers again.
 */
export const handler = createWorkerHandler((event: DynamoDBStreamEvent) =>
  wholeStreamBatch(event, async (records) => {
    const pending = records.flatMap((record) => {
      const msg = sendMessageOf(record);
      return msg ? [{ record, msg }] : [];
    });
    const failed = await sendMessageBatches(config.queues.notifications, pending, (p) => p.msg);
    // sendMessageBatches has logged why.
    return new Map(failed.map((p) => [p.record, new Error('notification message not queued')]));
  }),
);
