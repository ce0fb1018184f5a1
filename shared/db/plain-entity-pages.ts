import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';
import { type Gsi1, ownedRecords, type PlainEntity, queryRecords } from './plain-entity.ts';
import { type Condition, namesIn } from './plain-entity-where.ts';

/**
 * The paged Query reads of plain-entity.ts (read its header first), for entities read a page at a
 * time rather than whole: one page of a Query as `go({ limit })` reads it, and a gsi1 partition
 * page by page as ElectroDB's `count` and cursor loop reads it.
 *
 * `queryPage` sends the one Query and stops, whatever LastEvaluatedKey says (ElectroDB's default
 * of one page); items of another entity or version on the page are dropped, so a page may hold
 * fewer records than its Limit, as the entity's does.
 *
 * What ElectroDB's `count` does, and this does too, request for request:
 * - it sends no Limit: each Query reads up to DynamoDB's 1 MB, and the entity's records on it
 *   (items of another entity or version skipped) count towards the page;
 * - one page holds up to `count` records; while it holds fewer and DynamoDB has more, the next
 *   Query starts at the LastEvaluatedKey as DynamoDB gave it;
 * - once it holds `count`, the records after them on that Query are dropped and the next page
 *   starts after its last record: the cursor holds that record's gsi1 and primary keys (gsi1pk,
 *   gsi1sk, pk, sk, in that order), so the dropped ones are read again then, and a page that ends
 *   exactly at the partition's end is still followed by one Query, which finds nothing;
 * - a page that ends with the partition has no cursor: the caller's loop stops;
 * - an empty page is not answered (the caller's loop skipped it).
 */

type Item = Record<string, unknown>;

/** One page of a Query, the entity's records on it: `entity.query…go({ limit })`. */
export const queryPage = async <R extends object>(
  entity: Pick<PlainEntity<R, keyof R>, 'identifiers' | 'attributes'>,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<R[]> => {
  // ElectroDB sends the start key it has, undefined on a first page, ahead of the query's params.
  const page = await documentClient.send(new QueryCommand({ ExclusiveStartKey: undefined, ...input }));
  return ownedRecords<R>(entity, page.Items ?? []);
};

/** A page read of gsi1: its order, the records a page holds at most, and the entity's `where`. */
export type Gsi1PageOptions = { order: 'asc' | 'desc'; count: number; filter?: Condition | undefined };

/**
 * The Query input of `entity.query.<gsi1 access pattern>(partition).where(filter).params({ order })`:
 * the partition, narrowed by the sort key's literal prefix when it has one (ElectroDB's, without
 * sort attributes), the filter's names and values first, and ScanIndexForward only when an order
 * is given.
 */
export const gsi1Input = <R extends object, K extends keyof R, P extends keyof R>(
  entity: PlainEntity<R, K, P> & { gsi1: Gsi1<R, P> },
  partition: Pick<R, P>,
  options: { order?: 'asc' | 'desc' | undefined; filter?: Condition | undefined } = {},
) => {
  const { gsi1 } = entity;
  const { filter, order } = options;
  const prefixed = gsi1.skPrefix !== '';
  return {
    KeyConditionExpression: prefixed ? '#pk = :pk and begins_with(#sk1, :sk1)' : '#pk = :pk',
    TableName: tableName(),
    ExpressionAttributeNames: {
      ...(filter && namesIn(filter.expression)),
      '#pk': 'gsi1pk',
      ...(prefixed && { '#sk1': 'gsi1sk' }),
    },
    ExpressionAttributeValues: {
      ...filter?.values,
      ':pk': gsi1.pk(partition),
      ...(prefixed && { ':sk1': gsi1.skPrefix }),
    },
    IndexName: 'gsi1',
    ...(filter && { FilterExpression: filter.expression }),
    ...(order && { ScanIndexForward: order === 'asc' }),
  };
};

/**
 * One page of ElectroDB's `count` loop (above) from `start`, the keys a page before ended at
 * (undefined for the first page): the page's records and the keys the next page starts after,
 * undefined when the partition ended with this page.
 */
export const gsi1Page = async <R extends object, K extends keyof R, P extends keyof R>(
  entity: PlainEntity<R, K, P> & { gsi1: Gsi1<R, P> },
  partition: Pick<R, P>,
  options: Gsi1PageOptions,
  start?: Item,
): Promise<{ records: R[]; next: Item | undefined }> => {
  const { gsi1 } = entity;
  const input = gsi1Input(entity, partition, options);
  const sortAttributes: readonly (keyof R)[] =
    typeof gsi1.skAttribute === 'object' ? gsi1.skAttribute : [gsi1.skAttribute];
  /** The keys of a page's last record: the cursor, where the next page starts. */
  const keysOf = (record: R): Item => ({
    gsi1pk: gsi1.pk(record),
    gsi1sk: `${gsi1.skPrefix}${sortAttributes.map((name) => String(record[name])).join('#')}`,
    ...entity.key(record),
  });
  const records: R[] = [];
  let from = start;
  do {
    const page = await documentClient.send(new QueryCommand({ ExclusiveStartKey: from, ...input }));
    from = page.LastEvaluatedKey;
    const owned = ownedRecords<R>(entity, page.Items ?? []);
    const room = options.count - records.length;
    records.push(...owned.slice(0, room));
    if (owned.length >= room) return { records, next: keysOf(records[records.length - 1] as R) };
  } while (from);
  return { records, next: undefined };
};

/**
 * The entity's records of one gsi1 partition in sort-key order (`asc`) or reversed (`desc`), at
 * most `count` per page, every page of ElectroDB's cursor loop (gsi1Page), the same Query
 * requests page for page; an empty page is not answered.
 */
export async function* gsi1Pages<R extends object, K extends keyof R, P extends keyof R>(
  entity: PlainEntity<R, K, P> & { gsi1: Gsi1<R, P> },
  partition: Pick<R, P>,
  options: Gsi1PageOptions,
): AsyncGenerator<R[]> {
  let next: Item | undefined;
  do {
    const page = await gsi1Page(entity, partition, options, next);
    if (page.records.length > 0) yield page.records;
    next = page.next;
  } while (next);
}

/** A page's cursor as ElectroDB hands it out: the keys the next page starts after, JSON in base64url. */
export const encodeCursor = (keys: Item): string => Buffer.from(JSON.stringify(keys)).toString('base64url');

/**
 * The start key of a gsi1 page from a list cursor, read as ElectroDB's `go({ cursor })` reads it
 * (its cursorFormatter and `_trimKeysToIndex`), so a cursor a client holds starts the same Query
 * whatever it carries: clients hold the purchase-order list's cursors between requests, and the
 * key-paged cursor around them (shared/http/key-paging.ts) is not sealed.
 *
 * - no cursor, an empty one, or one of JSON `null`, `0`, `false` or `""`: the first page;
 * - anything that is not base64url JSON fails with "Unable to parse cursor", before a request;
 * - any other JSON: the start key is gsi1pk, gsi1sk, pk and sk of it, in that order, whatever
 *   else it holds (a key it lacks is left undefined, which the DocumentClient drops), so a key
 *   DynamoDB refuses fails there with its ValidationException.
 */

/** ElectroDB's cursorFormatter.deserialize: the JSON a cursor holds, undefined for no cursor. */
const deserialize = (cursor: string | undefined): unknown => {
  if (!cursor) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Error('Unable to parse cursor');
  }
};

/**
 * The ExclusiveStartKey of `entity.query.<gsi1 access pattern>(…).go({ cursor })`: undefined for
 * the first page, else the cursor's gsi1 and primary keys (see above).
 */
export const gsi1StartKey = (cursor: string | undefined): Item | undefined => {
  const keys = deserialize(cursor);
  if (!keys) return undefined;
  // Read off a string, number or array as well (each key undefined), as ElectroDB reads them.
  const { gsi1pk, gsi1sk, pk, sk } = keys as Item;
  return { gsi1pk, gsi1sk, pk, sk };
};

/**
 * Every record of one partition of a global index `gsiN` (key fields `gsiNpk`, `gsiNsk`) whose
 * sort-key template has no literal prefix: `entity.query.<access pattern>(partition).go({ pages:
 * 'all' })`, which then asks for the partition key alone (shared listGsi1 narrows by a prefix,
 * `begins_with` of '', a different request).
 */
export const listIndexPartition = <R extends object>(
  entity: Pick<PlainEntity<R, keyof R>, 'identifiers' | 'attributes'>,
  index: `gsi${number}`,
  pk: string,
): Promise<R[]> =>
  queryRecords<R>(entity, {
    KeyConditionExpression: '#pk = :pk',
    TableName: tableName(),
    ExpressionAttributeNames: { '#pk': `${index}pk` },
    ExpressionAttributeValues: { ':pk': pk },
    IndexName: index,
  });
