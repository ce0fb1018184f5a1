import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { type Gsi1, ownedRecords, type PlainEntity } from './plain-entity.ts';

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

/**
 * The entity's records of one gsi1 partition in sort-key order (`asc`) or reversed (`desc`), at
 * most `count` per page, every page of ElectroDB's cursor loop (see above), the same Query
 * requests page for page.
 */
export async function* gsi1Pages<R extends object, K extends keyof R, P extends keyof R>(
  entity: PlainEntity<R, K, P> & { gsi1: Gsi1<R, P> },
  partition: Pick<R, P>,
  options: { order: 'asc' | 'desc'; count: number },
): AsyncGenerator<R[]> {
  const { gsi1 } = entity;
  // Without sort attributes ElectroDB narrows by the sort key's literal prefix, if it has one.
  const prefixed = gsi1.skPrefix !== '';
  const input = {
    KeyConditionExpression: prefixed ? '#pk = :pk and begins_with(#sk1, :sk1)' : '#pk = :pk',
    TableName: tableName(),
    ExpressionAttributeNames: { '#pk': 'gsi1pk', ...(prefixed && { '#sk1': 'gsi1sk' }) },
    ExpressionAttributeValues: { ':pk': gsi1.pk(partition), ...(prefixed && { ':sk1': gsi1.skPrefix }) },
    IndexName: 'gsi1',
    ScanIndexForward: options.order === 'asc',
  };
  const sortAttributes: readonly (keyof R)[] =
    typeof gsi1.skAttribute === 'object' ? gsi1.skAttribute : [gsi1.skAttribute];
  /** The keys of a page's last record: the cursor, where the next page starts. */
  const keysOf = (record: R): Item => ({
    gsi1pk: gsi1.pk(record),
    gsi1sk: `${gsi1.skPrefix}${sortAttributes.map((name) => String(record[name])).join('#')}`,
    ...entity.key(record),
  });
  let cursor: Item | undefined;
  do {
    const records: R[] = [];
    let start = cursor;
    cursor = undefined;
    do {
      const page = await documentClient.send(new QueryCommand({ ExclusiveStartKey: start, ...input }));
      start = page.LastEvaluatedKey;
      const owned = ownedRecords<R>(entity, page.Items ?? []);
      const room = options.count - records.length;
      records.push(...owned.slice(0, room));
      if (owned.length >= room) cursor = keysOf(records[records.length - 1] as R);
    } while (start && !cursor);
    if (records.length > 0) yield records;
  } while (cursor);
}
