import { UpdateCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';
import { type PlainEntity, queryRecords, recordOf } from './plain-entity.ts';
import type { TransactItem } from './transaction.ts';

/**
 * The plain calls of plain-entity.ts (read its header first) that carry an entity's `where`: the
 * filtered Query of a primary partition and the conditional patch. The condition is not built
 * from ElectroDB's operators but written out as the entity writes it, `#` before each attribute
 * name and the values under the names ElectroDB gives them (`:state0`, `:state1`), so the
 * requests are the entity's byte for byte; each use's test builds it through the entity too.
 *
 * A patch does what ElectroDB's does: it sets the given attributes (undefined ones left out),
 * appends to lists, removes attributes, adds to numbers, sets the key's composite attributes and
 * the entity's identifiers again, and fails unless the item exists and the condition holds. It
 * does not rebuild an index key from the attributes it sets (ElectroDB does): patchRecord takes
 * entities without a gsi1 only, patchInput's callers set no index composite, and the types refuse
 * the key's own attributes (readOnly in the entities, which ElectroDB refuses to set).
 */

type Item = Record<string, unknown>;

/**
 * A condition or filter as the entity's `where` writes it: `expression` names each attribute
 * `#<name>` (the names are read off it) and `values` holds its values under ElectroDB's names.
 */
export type Condition = { expression: string; values: Item };

/** `#name` -> `name` for each attribute the expression names. */
export const namesIn = (expression: string): Record<string, string> =>
  Object.fromEntries([...expression.matchAll(/#(\w+)/g)].map((match) => [match[0], match[1] as string]));

/**
 * Every record of one partition of the primary index that `filter` keeps, read consistently
 * unless `consistent` is false:
 * `entity.query.primary(partition composite).where(filter).go({ consistent, pages: 'all' })`, the
 * same requests page for page, the entity's items only. `partition` is the partition key and the
 * sort key's literal prefix (`JOB#`), what ElectroDB queries without sort-key composites.
 */
export const listPartition = <R extends object, K extends keyof R>(
  entity: PlainEntity<R, K>,
  partition: { pk: string; skPrefix: string },
  filter?: Condition,
  consistent = true,
): Promise<R[]> =>
  queryRecords(entity, {
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    TableName: tableName(),
    ExpressionAttributeNames: { ...(filter && namesIn(filter.expression)), '#pk': 'pk', '#sk1': 'sk' },
    ExpressionAttributeValues: { ...filter?.values, ':pk': partition.pk, ':sk1': partition.skPrefix },
    ...(filter && { FilterExpression: filter.expression }),
    ...(consistent && { ConsistentRead: true }),
  });

/**
 * What a patch changes: attributes it sets, lists it appends to, attributes it removes, numbers it
 * adds to, and the condition it needs besides the item's existence.
 */
export type Change<R, K extends keyof R> = {
  set: Partial<Omit<R, K>>;
  append?: Partial<Record<Exclude<keyof R, K>, unknown[]>>;
  remove?: readonly Exclude<keyof R, K>[];
  add?: Partial<Record<Exclude<keyof R, K>, number>>;
  condition?: Condition;
};

/** What a patch needs of an entity: its identifiers, primary key template and key composites. */
export type PatchTarget<R, K extends keyof R> = {
  identifiers: PlainEntity<R & object, K>['identifiers'];
  key: (composite: Pick<R, K>) => { pk: string; sk: string };
  keyAttributes: readonly K[];
};

/**
 * The UpdateItem input of `entity.patch(key).set(set).append(append).remove(remove).add(add)
 * .where(condition).params()`, with `ReturnValues` when `returns` is given (`.go({ response })`).
 * ElectroDB's order: SET the attributes set, the lists appended (`list_append` onto an empty list
 * when absent), then the key's composites and the identifiers; REMOVE; ADD. The patch's own
 * condition (the item exists) comes first and the where clause joins it without parentheses, as
 * ElectroDB writes it (AND binds tighter than OR). The change must not set an index's composite
 * attribute: ElectroDB would rebuild that index's key, which this does not.
 */
export const patchInput = <R, K extends keyof R>(
  target: PatchTarget<R, K>,
  key: Pick<R, K>,
  change: Change<R, K>,
  returns?: 'NONE' | 'ALL_NEW',
) => {
  const input = changeInput(target, key, change);
  const exists = 'attribute_exists(#pk) AND attribute_exists(#sk)';
  return {
    ...input,
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', ...input.ExpressionAttributeNames },
    ...(returns && { ReturnValues: returns }),
    ConditionExpression: change.condition ? `${exists} AND ${change.condition.expression}` : exists,
  };
};

/**
 * The UpdateItem input of `entity.update(key).add(add).set(set).where(condition).params()`. An
 * update differs from a patch in one thing: no condition of its own that the item exists, so
 * `condition` alone guards it (name an attribute every item has, or the version).
 */
export const updateInput = <R, K extends keyof R>(
  target: PatchTarget<R, K>,
  key: Pick<R, K>,
  change: Change<R, K> & { condition: Condition },
) => ({ ...changeInput(target, key, change, 'add'), ConditionExpression: change.condition.expression });

/**
 * The expression, names and values of a patch or an update (above), and its table and key. The
 * names and values come in the order of the builder's calls, as ElectroDB lists them: `first`
 * 'add' for `update(key).add().set()`, as the updates here are called.
 */
const changeInput = <R, K extends keyof R>(
  target: PatchTarget<R, K>,
  key: Pick<R, K>,
  change: Change<R, K>,
  first: 'set' | 'add' = 'set',
) => {
  const keyValues = Object.fromEntries(target.keyAttributes.map((name) => [name, key[name]]));
  const defined = (entries: [string, unknown][]) => entries.filter(([, value]) => value !== undefined);
  const set = defined(Object.entries(change.set));
  const append = defined(Object.entries(change.append ?? {}));
  const ids = defined([...Object.entries(keyValues), ...Object.entries(target.identifiers)]);
  const add = defined(Object.entries(change.add ?? {}));
  const removed = (change.remove ?? []) as readonly string[];
  const assigned = (entries: [string, unknown][]) => entries.map(([name]) => `#${name} = :${name}_u0`);
  const appended = append.map(
    ([name]) => `#${name} = list_append(if_not_exists(#${name}, :${name}_default_value_u0), :${name}_u0)`,
  );
  const clauses = [
    `SET ${[...assigned(set), ...appended, ...assigned(ids)].join(', ')}`,
    ...(removed.length > 0 ? [`REMOVE ${removed.map((name) => `#${name}`).join(', ')}`] : []),
    ...(add.length > 0 ? [`ADD ${add.map(([name]) => `#${name} :${name}_u0`).join(', ')}`] : []),
  ];
  const written = first === 'set' ? [...set, ...append, ...ids, ...add] : [...add, ...set, ...append, ...ids];
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: {
      ...(change.condition && namesIn(change.condition.expression)),
      ...Object.fromEntries([...written.map(([name]) => name), ...removed].map((name) => [`#${name}`, name])),
    },
    ExpressionAttributeValues: {
      ...change.condition?.values,
      ...Object.fromEntries(written.map(([name, value]) => [`:${name}_u0`, value])),
      ...Object.fromEntries(append.map(([name]) => [`:${name}_default_value_u0`, []])),
    },
    TableName: tableName(),
    Key: target.key(key),
  };
};

/**
 * `entity.patch(key)…where(condition).go({ response: 'all_new' })` (patchInput): the same
 * UpdateItem, answering the record as updated. Fails with DynamoDB's
 * ConditionalCheckFailedException when there is no item or the condition does not hold (ElectroDB
 * gives it as the `cause` of its error; shared/db/conditions.ts reads both).
 */
export const patchRecord = async <R extends object, K extends keyof R>(
  entity: PlainEntity<R, K> & { keyAttributes: readonly K[]; gsi1?: undefined },
  key: Pick<R, K>,
  change: Change<R, K>,
): Promise<R> => {
  const { Attributes } = await documentClient.send(
    new UpdateCommand(patchInput(entity, key, change, 'ALL_NEW')),
  );
  // A successful update asked for ALL_NEW always answers the item.
  return recordOf<R>(entity.attributes, Attributes ?? {});
};

/** The condition of an entity's `remove` (and `patch`): the item exists. */
const EXISTS = 'attribute_exists(#pk) AND attribute_exists(#sk)';

/**
 * The Delete of `entity.remove(key).where(condition).params()`: fails unless the item exists and
 * the condition holds. The where clause joins the entity's own condition without parentheses, as
 * ElectroDB writes it, so `exists AND a OR b` reads `(exists AND a) OR b`: `b` must be false for
 * an absent item (an equality is: an absent item has no attribute to equal anything).
 */
export const removeInput = <R, K extends keyof R>(
  entity: { key: (composite: Pick<R, K>) => { pk: string; sk: string } },
  key: Pick<R, K>,
  condition?: Condition,
): NonNullable<TransactItem['Delete']> => ({
  Key: entity.key(key),
  TableName: tableName(),
  ConditionExpression: condition ? `${EXISTS} AND ${condition.expression}` : EXISTS,
  ExpressionAttributeNames: {
    '#pk': 'pk',
    '#sk': 'sk',
    ...(condition && namesIn(condition.expression)),
  },
  ...(condition && { ExpressionAttributeValues: condition.values }),
});
