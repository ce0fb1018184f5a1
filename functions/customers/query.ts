import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';

/**
 * Runs one Query on a key to the end (DynamoDB returns at most 1 MB per call) and returns the raw
 * items. Used where a partition holds several entity types (a contact and its links, a customer
 * and its links); each entity's `parse` then picks its own items.
 */
export const queryAll = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({ ...input, TableName: tableName(), ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    items.push(...((out.Items ?? []) as Record<string, unknown>[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
};

/** Query input for all items whose `field` (a partition key attribute) equals `value`. */
export const onKey = (field: string, value: string, index?: string, consistent = false) => ({
  KeyConditionExpression: '#k = :k',
  ExpressionAttributeNames: { '#k': field },
  ExpressionAttributeValues: { ':k': value },
  ...(index ? { IndexName: index } : { ConsistentRead: consistent }),
});
