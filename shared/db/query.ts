import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';

/**
 * Items a page of `queryAll` and `countQuery` asks for (`Limit`). DynamoDB ends a page at 1 MB
 * either way (about 2,500 items of 400 bytes), so in AWS this only splits ranges of very small
 * items into more pages. DynamoDB Local without a Limit reads every item from the page's start to
 * the end of the range for each page, so a range of n items cost O(n^2): counting 100,000 events
 * took 30 s in 42 pages (up to 2.1 s a page), 2.5 s with this Limit (at most 113 ms a page).
 */
export const QUERY_PAGE_ITEMS = 5000;

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
  const pageSize = Math.min(max, QUERY_PAGE_ITEMS);
  for await (const page of paginateQuery(
    { client: documentClient, pageSize },
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
        Limit: QUERY_PAGE_ITEMS,
        ...(consistent ? { ConsistentRead: true } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
};
