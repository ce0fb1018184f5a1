import type { AwsJsonCall } from '#shared/aws/aws-json-client.ts';

export type HealthDeps = {
  /** DynamoDB's and SQS's JSON-protocol calls (shared/db/client.ts, shared/sqs.ts). */
  dynamodb: AwsJsonCall;
  sqs: AwsJsonCall;
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
      const { Table } = await deps.dynamodb<{ Table?: { TableStatus?: string } }>('DescribeTable', {
        TableName: deps.tableName,
      });
      return Table?.TableStatus;
    }).then((r) => ['table', r] as const),
    ...Object.entries(deps.queues).map(([name, url]) =>
      check(async () => {
        const { Attributes } = await deps.sqs<{ Attributes?: Record<string, string> }>('GetQueueAttributes', {
          QueueUrl: url,
          AttributeNames: ['ApproximateNumberOfMessages'],
        });
        return `${Attributes?.ApproximateNumberOfMessages ?? 0} waiting`;
      }).then((r) => [`queue:${name}`, r] as const),
    ),
  ]);
  const checks = Object.fromEntries(entries);
  return { status: entries.every(([, r]) => r.status === 'ok') ? 'ok' : 'degraded', checks };
};
