import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#shared/db/client.ts';
import { type PlainEntity, recordOf } from '#shared/db/plain-entity.ts';

/**
 * One page of a Query, the entity's records on it: what ElectroDB's `go({ limit })` returns
 * without `pages` (one page, its default) or `count`. Unlike queryRecords (shared/db/plain-entity.ts),
 * which follows every page, it sends the one Query and stops, whatever LastEvaluatedKey says;
 * items of another entity or version on the page are dropped, so a page may hold fewer records
 * than its Limit, as the entity's does.
 */
export const queryPage = async <R extends object>(
  entity: Pick<PlainEntity<R, keyof R>, 'identifiers' | 'attributes'>,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<R[]> => {
  // ElectroDB sends the start key it has, undefined on a first page, ahead of the query's params.
  const page = await documentClient.send(new QueryCommand({ ExclusiveStartKey: undefined, ...input }));
  const { __edb_e__, __edb_v__ } = entity.identifiers;
  return (page.Items ?? [])
    .filter((item) => item.__edb_e__ === __edb_e__ && item.__edb_v__ === __edb_v__)
    .map((item) => recordOf<R>(entity.attributes, item));
};
