import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { paginateQuery, QueryCommand } from '#shared/db/document-commands.ts';
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

type CountInput = Omit<
  QueryCommandInput,
  'TableName' | 'ExclusiveStartKey' | 'Limit' | 'Select' | 'ConsistentRead'
>;

/**
 * How many items one Query matches: Select COUNT, followed over DynamoDB's 1 MB pages. It reads
 * (and is billed for) the matched items without returning them; eventually consistent, at half
 * the read units, unless `consistent` (a count a counter is then set from). Bounded by its key
 * condition to one partition of one tenant.
 */
export const countQuery = async (input: CountInput, consistent = false): Promise<number> =>
  (await countQueryPages(input, { consistent })).count;

/**
 * Part of a count: at most `pages` pages of `pageItems` from `start` (a LastEvaluatedKey; the
 * range's start without), so that a long range can be counted over several calls. Answers the
 * count and the key to go on from, undefined at the end of the range.
 */
export const countQueryPages = async (
  input: CountInput,
  {
    start,
    pages = Number.POSITIVE_INFINITY,
    pageItems = QUERY_PAGE_ITEMS,
    consistent = false,
  }: { start?: Record<string, unknown>; pages?: number; pageItems?: number; consistent?: boolean },
): Promise<{ count: number; next?: Record<string, unknown> }> => {
  let count = 0;
  let next = start;
  for (let page = 0; page < pages; page++) {
    const out = await documentClient.send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        Select: 'COUNT',
        Limit: pageItems,
        ...(consistent ? { ConsistentRead: true } : {}),
        ...(next ? { ExclusiveStartKey: next } : {}),
      }),
    );
    count += out.Count ?? 0;
    next = out.LastEvaluatedKey;
    if (!next) return { count };
  }
  return { count, ...(next ? { next } : {}) };
};
