import {
  DescribeTableCommand,
  type DynamoDBClient,
  type TableDescription,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '#shared/db/table.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Adds the indexes of shared/db/table.ts that a persisted local table (an older `--data` directory)
 * lacks, one at a time as DynamoDB requires, and waits until they are active.
 */
export const addMissingIndexes = async (
  dynamodb: DynamoDBClient,
  table: TableDescription,
): Promise<TableDescription> => {
  const name = table.TableName!;
  const wanted = createTableInput(name);
  const have = new Set((table.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  let current = table;
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (have.has(index.IndexName)) continue;
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [
          {
            Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection },
          },
        ],
      }),
    );
    for (;;) {
      current = (await dynamodb.send(new DescribeTableCommand({ TableName: name }))).Table!;
      const created = current.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.IndexName);
      if (created?.IndexStatus === 'ACTIVE') break;
      await sleep(200);
    }
  }
  return current;
};
