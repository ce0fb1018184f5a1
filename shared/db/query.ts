import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';

/**
 * Runs one Query to its end, or until `max` items, and returns the raw items. DynamoDB answers at
 * most 1 MB per call; the SDK's paginator follows `LastEvaluatedKey`. Used where a partition holds
 * several entity types (each entity's `parse` then picks its own items) and for sparse indexes.
 */
export const queryAll = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  max = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  const bounded = Number.isFinite(max) ? { pageSize: max } : {};
  for await (const page of paginateQuery(
    { client: documentClient, ...bounded },
    { ...input, TableName: tableName() },
  )) {
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    if (items.length >= max) return items.slice(0, max);
  }
  return items;
};

/** Query input for all items whose `field` (a partition key attribute) equals `value`. */
export const onKey = (field: string, value: string, index?: string, consistent = false) => ({
  KeyConditionExpression: '#k = :k',
  ExpressionAttributeNames: { '#k': field },
  ExpressionAttributeValues: { ':k': value },
  ...(index ? { IndexName: index } : { ConsistentRead: consistent }),
});

/**
 * How many items one Query matches: Select COUNT, followed over DynamoDB's 1 MB pages. It reads
 * (and is billed for) the matched items without returning them; eventually consistent, at half
 * the read units, unless `consistent` (a count a counter is then set from). Bounded by its key
 * condition to one partition of one tenant.
 */
export const countQuery = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'Select' | 'ConsistentRead'>,
  consistent = false,
): Promise<number> => {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        Select: 'COUNT',
        ...(consistent ? { ConsistentRead: true } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
};
