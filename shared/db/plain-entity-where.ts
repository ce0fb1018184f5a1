import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { type PlainEntity, queryRecords, recordOf } from './plain-entity.ts';

/**
 * The plain calls of plain-entity.ts (read its header first) that carry an entity's `where`: the
 * filtered Query of a primary partition and the conditional patch. The condition is not built
 * from ElectroDB's operators but written out as the entity writes it, `#` before each attribute
 * name and the values under the names ElectroDB gives them (`:state0`, `:state1`), so the
 * requests are the entity's byte for byte; each use's test builds it through the entity too.
 *
 * A patch does what ElectroDB's does: it sets the given attributes (undefined ones left out) and
 * the key's composite attributes and the entity's identifiers, adds to numbers, answers the item
 * as it is after the update (`response: 'all_new'`), and fails unless the item exists and the
 * condition holds. It does not rebuild an index key from the attributes it sets (ElectroDB does):
 * it takes entities without a gsi1 only, and its types refuse the key's own attributes (readOnly
 * in the entities, which ElectroDB refuses to set).
 */

type Item = Record<string, unknown>;

/**
 * A condition or filter as the entity's `where` writes it: `expression` names each attribute
 * `#<name>` (the names are read off it) and `values` holds its values under ElectroDB's names.
 */
export type Condition = { expression: string; values: Item };

/** `#name` -> `name` for each attribute the expression names. */
const namesIn = (expression: string): Record<string, string> =>
  Object.fromEntries([...expression.matchAll(/#(\w+)/g)].map((match) => [match[0], match[1] as string]));

/**
 * Every record of one partition of the primary index, read consistently, that `filter` keeps:
 * `entity.query.primary(partition composite).where(filter).go({ consistent: true, pages: 'all' })`,
 * the same requests page for page, the entity's items only. `partition` is the partition key and
 * the sort key's literal prefix (`JOB#`), what ElectroDB queries without sort-key composites.
 */
export const listPartition = <R extends object, K extends keyof R>(
  entity: PlainEntity<R, K>,
  partition: { pk: string; skPrefix: string },
  filter?: Condition,
): Promise<R[]> =>
  queryRecords(entity, {
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    TableName: tableName(),
    ExpressionAttributeNames: { ...(filter && namesIn(filter.expression)), '#pk': 'pk', '#sk1': 'sk' },
    ExpressionAttributeValues: { ...filter?.values, ':pk': partition.pk, ':sk1': partition.skPrefix },
    ...(filter && { FilterExpression: filter.expression }),
    ConsistentRead: true,
  });

/** What a patch changes: attributes it sets, numbers it adds to, and the condition it needs. */
type Patch<R, K extends keyof R> = {
  set: Partial<Omit<R, K>>;
  add?: Partial<Record<Exclude<keyof R, K>, number>>;
  condition?: Condition;
};

/**
 * `entity.patch(key).set(set).add(add).where(condition).go({ response: 'all_new' })`: the same
 * UpdateItem, answering the record as updated. Fails with DynamoDB's
 * ConditionalCheckFailedException when there is no item or the condition does not hold (ElectroDB
 * gives it as the `cause` of its error; shared/db/conditions.ts reads both).
 */
export const patchRecord = async <R extends object, K extends keyof R>(
  entity: PlainEntity<R, K> & { keyAttributes: readonly K[]; gsi1?: undefined },
  key: Pick<R, K>,
  patch: Patch<R, K>,
): Promise<R> => {
  const keyValues = Object.fromEntries(entity.keyAttributes.map((name) => [name, key[name]]));
  // ElectroDB's order: the attributes set, then the key's composites and the identifiers.
  const sets = [
    ...Object.entries(patch.set),
    ...Object.entries(keyValues),
    ...Object.entries(entity.identifiers),
  ];
  const set = sets.filter(([, value]) => value !== undefined);
  const add = Object.entries(patch.add ?? {}).filter(([, value]) => value !== undefined);
  const clause = (entries: [string, unknown][], operator: string) =>
    entries.map(([name]) => `#${name}${operator}:${name}_u0`).join(', ');
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      UpdateExpression: `SET ${clause(set, ' = ')}${add.length > 0 ? ` ADD ${clause(add, ' ')}` : ''}`,
      ExpressionAttributeNames: {
        '#pk': 'pk',
        '#sk': 'sk',
        ...(patch.condition && namesIn(patch.condition.expression)),
        ...Object.fromEntries([...set, ...add].map(([name]) => [`#${name}`, name])),
      },
      ExpressionAttributeValues: {
        ...patch.condition?.values,
        ...Object.fromEntries([...set, ...add].map(([name, value]) => [`:${name}_u0`, value])),
      },
      TableName: tableName(),
      Key: entity.key(key),
      ReturnValues: 'ALL_NEW',
      ConditionExpression: `attribute_exists(#pk) AND attribute_exists(#sk)${patch.condition ? ` AND ${patch.condition.expression}` : ''}`,
    }),
  );
  // A successful update asked for ALL_NEW always answers the item.
  return recordOf<R>(entity.attributes, Attributes ?? {});
};
