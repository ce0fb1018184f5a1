import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';

// An SQS endpoint that refuses connections: the queue is down. Set before the handler (and so
// shared/config.ts, which copies the environment once) is imported.
Object.assign(process.env, {
  AWS_REGION: 'eu-north-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  SQS_ENDPOINT: 'http://127.0.0.1:9',
  NOTIFICATION_QUEUE_URL: 'http://127.0.0.1:9/000000000000/notifications',
});

type Module = typeof import('#functions/notifications/workers/enqueue/handler.ts');
let enqueue: Module;
beforeAll(async () => {
  enqueue = await import('#functions/notifications/workers/enqueue/handler.ts');
});

const record = (
  sequence: string,
  eventName: DynamoDBRecord['eventName'],
  image: Record<string, string>,
): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    SequenceNumber: sequence,
    NewImage: Object.fromEntries(Object.entries(image).map(([k, v]) => [k, { S: v }])),
  },
});

const notification = {
  recordType: 'NOTIFICATION',
  state: 'NOT_STARTED',
  tenantUid: 't1',
  notificationUid: 'n1',
};

describe('notification enqueue (transactional outbox of notifications)', () => {
  it('queues only the INSERT of a NOT_STARTED notification', () => {
    expect(enqueue.sendMessageOf(record('1', 'INSERT', notification))).toEqual({
      tenantUid: 't1',
      notificationUid: 'n1',
    });
    expect(enqueue.sendMessageOf(record('2', 'MODIFY', notification))).toBeUndefined();
    expect(enqueue.sendMessageOf(record('3', 'INSERT', { ...notification, state: 'SENT' }))).toBeUndefined();
    expect(
      enqueue.sendMessageOf(record('4', 'INSERT', { ...notification, recordType: 'EVENT' })),
    ).toBeUndefined();
  });

  it('reports every notification of the batch as failed while SQS is down, so the stream delivers them again', async () => {
    const result = await enqueue.handler({
      Records: [
        record('100', 'INSERT', notification),
        record('101', 'INSERT', { ...notification, recordType: 'EVENT' }),
        record('102', 'INSERT', { ...notification, notificationUid: 'n2' }),
      ],
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '100' }, { itemIdentifier: '102' }]);
  });
});
