import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { NOTIFICATION_RECORD_TYPE } from '#functions/notifications/model.ts';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';
import { sqs } from '#shared/sqs.ts';

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
 * queue. A failed send is reported (ReportBatchItemFailures) and the stream delivers it again, so
 * a notification stored while SQS is unavailable is sent once SQS answers again.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const pending = event.Records.flatMap((record) => {
    const msg = sendMessageOf(record);
    return msg ? [{ id: record.dynamodb?.SequenceNumber ?? '', msg }] : [];
  });
  const failed: string[] = [];
  for (let i = 0; i < pending.length; i += 10) {
    const chunk = pending.slice(i, i + 10);
    try {
      const out = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: config.queues.notifications,
          Entries: chunk.map((p, n) => ({ Id: String(n), MessageBody: JSON.stringify(p.msg) })),
        }),
      );
      for (const f of out.Failed ?? []) failed.push(chunk[Number(f.Id)]!.id);
    } catch (error) {
      logger.error('could not enqueue notifications; the stream retries them', { error: error as Error });
      failed.push(...chunk.map((p) => p.id));
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
