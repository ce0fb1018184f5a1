import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  type TableDescription,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { createTableInput, TABLE } from '#shared/db/table.ts';
import type { LocalPostgres } from './postgres.ts';
import { addMissingIndexes } from './table-indexes.ts';

/** Credentials and region of every local client (the emulators check neither). */
export const LOCAL_CLIENT = {
  region: 'eu-north-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
};

/**
 * Creates the table (with its TTL) in DynamoDB Local, or finds it in a persisted data directory,
 * where a table from before an index was added gains it. `persisted` says which.
 */
export const prepareLocalTable = async (
  endpoint: string,
  tableName: string,
): Promise<{ table: TableDescription; persisted: boolean }> => {
  const dynamodb = new DynamoDBClient({ endpoint, ...LOCAL_CLIENT });
  try {
    let persisted = false;
    try {
      await dynamodb.send(new CreateTableCommand(createTableInput(tableName)));
      await dynamodb.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      persisted = true;
    }
    const { Table: described } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    const table = persisted ? await addMissingIndexes(dynamodb, described!) : described!;
    return { table, persisted };
  } finally {
    dynamodb.destroy();
  }
};

/** Creates every queue of the registry with its dead-letter queue and redrive policy. */
export const prepareLocalQueues = async (sqs: SQSClient) => {
  const { QUEUES } = await import('#functions/registry.ts');
  const queueUrls: Record<string, string> = {};
  const queueArns: Record<string, string> = {};
  const arnOf = async (url: string) =>
    (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] })))
      .Attributes?.QueueArn;
  for (const [name, def] of Object.entries(QUEUES)) {
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
    queueUrls[`${name}Dlq`] = dlq.QueueUrl!;
    const queue = await sqs.send(
      new CreateQueueCommand({
        QueueName: name,
        Attributes: {
          VisibilityTimeout: String(def.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: await arnOf(dlq.QueueUrl!),
            maxReceiveCount: def.maxReceiveCount,
          }),
        },
      }),
    );
    queueUrls[name] = queue.QueueUrl!;
    queueArns[name] = (await arnOf(queue.QueueUrl!)) ?? name;
  }
  return { queues: QUEUES, queueUrls, queueArns };
};

/** Applies the read model's migrations as the writer and returns the URLs of both roles. */
export const prepareLocalSearch = async (postgres: LocalPostgres, readerPassword: string) => {
  const [{ drizzle }, { default: pg }, { prepareReadModel }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('pg'),
    import('#functions/search/workers/indexer/prepare.ts'),
  ]);
  const pool = new pg.Pool({ connectionString: postgres.writerUrl, max: 1 });
  try {
    await prepareReadModel(drizzle(pool) as never, readerPassword);
  } finally {
    await pool.end();
  }
  return { readerUrl: postgres.readerUrl(readerPassword), writerUrl: postgres.writerUrl };
};
