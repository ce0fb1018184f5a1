import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';

export type HealthDeps = {
  dynamodb: DynamoDBClient;
  sqs: SQSClient;
  tableName: string;
  queues: Record<string, string>;
};
export type HealthReport = {
  status: 'ok' | 'degraded';
  checks: Record<string, { status: 'ok' | 'error'; detail?: string }>;
};

const check = async (fn: () => Promise<string | undefined>) => {
  try {
    const detail = await fn();
    return detail === undefined ? { status: 'ok' as const } : { status: 'ok' as const, detail };
  } catch (error) {
    return { status: 'error' as const, detail: (error as Error).name };
  }
};

/** Asks the table and every queue for their state, in parallel. */
export const checkHealth = async (deps: HealthDeps): Promise<HealthReport> => {
  const entries = await Promise.all([
    check(async () => {
      const { Table } = await deps.dynamodb.send(new DescribeTableCommand({ TableName: deps.tableName }));
      return Table?.TableStatus;
    }).then((r) => ['table', r] as const),
    ...Object.entries(deps.queues).map(([name, url]) =>
      check(async () => {
        const { Attributes } = await deps.sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }),
        );
        return `${Attributes?.ApproximateNumberOfMessages ?? 0} waiting`;
      }).then((r) => [`queue:${name}`, r] as const),
    ),
  ]);
  const checks = Object.fromEntries(entries);
  return { status: entries.every(([, r]) => r.status === 'ok') ? 'ok' : 'degraded', checks };
};
