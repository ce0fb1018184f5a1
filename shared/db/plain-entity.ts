import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';
import type { TransactItem } from './transaction.ts';

/**
 * An ElectroDB entity's items read and written with plain DocumentClient calls, for functions
 * that must not bundle ElectroDB (168 KB of their cold start, docs/decisions/bundles.md). The
 * entity stays the definition of the item: its key templates feed the grants and the key
 * patterns, and each description has a unit test that builds the same items, keys, conditions
 * and queries through the entity and compares, so the two cannot drift.
 *
 * What ElectroDB does and this does as well: a put writes the model's attributes (undefined ones
 * left out, others not in the model dropped), the primary and gsi1 keys (never re-cased, as
 * templateKey's `casing: 'none'`) and the entity's identifiers, and refuses a record without a
 * required attribute; a read keeps only the entity's items (by identifiers) and returns the
 * model's attributes; a gsi1 list narrows its sort key by the leading sort attributes it is given.
 * plain-entity-where.ts adds the filtered query of a primary partition and the conditional patch.
 * What it does not:
 * - check attribute types: the record types and the request schemas do;
 * - defaults, setters, getters, hidden or watched attributes: the entities described here
 *   declare none, and one that does needs them here first (its test would fail);
 * - wrap DynamoDB's errors in an ElectroError: a read or a patch fails with the SDK's error, the
 *   one ElectroDB gave as `cause` (shared/unavailable.ts and shared/db/conditions.ts read the
 *   causes, so a throttled read is a 503 and a failed condition is one either way).
 */

/** ElectroDB's `required`: a property the record type does not mark optional. */
type Presence<R, A extends keyof R> = {} extends Pick<R, A> ? 'optional' : 'required';

/** A primary key of the table. */
type TableKey = { pk: string; sk: string };

/** ElectroDB's identifiers on each item of an entity: its model's `entity` and `version`. */
type Identifiers = { readonly __edb_e__: string; readonly __edb_v__: string };

/**
 * What plain calls need of an entity with a primary index and, when P names gsi1's partition-key
 * composite attributes, a gsi1; written from its definition. R is the stored record, K the
 * primary key's composite attributes.
 */
export type PlainEntity<R extends object, K extends keyof R, P extends keyof R = never> = Primary<R, K> &
  ([P] extends [never] ? { gsi1?: undefined } : { gsi1: Gsi1<R, P> });

type Primary<R extends object, K extends keyof R> = {
  /** The model's `entity` and `version`, written on each item and checked on each read. */
  identifiers: Identifiers;
  /** Every attribute of the model, in the model's order (ElectroDB writes them in it). */
  attributes: { readonly [A in keyof R]-?: Presence<R, A> };
  /** The primary index's template. */
  key: (composite: Pick<R, K>) => TableKey;
  /**
   * The primary key's composite attributes, the partition key's then the sort key's: a patch
   * sets them on the item, as ElectroDB's update does (plain-entity-where.ts).
   */
  keyAttributes?: readonly K[];
  /**
   * The keys of the entity's indexes past gsi1 (`gsi2pk`, `gsi2sk`, ...) as its templates build
   * them from a record: a put writes them after gsi1's, in the order given.
   */
  indexes?: (record: R) => Record<string, string>;
};

/**
 * gsi1's partition key, and a sort key that is a literal prefix then one attribute
 * (`USER#${tenantUserUid}`) or several joined by `#` (`STORE#${storeUid}#${deviceUid}`).
 */
export type Gsi1<R, P extends keyof R> = { pk: (composite: Pick<R, P>) => string } & SortKey<R>;
type SortKey<R> = { skPrefix: string; skAttribute: keyof R | readonly (keyof R)[] };

type Item = Record<string, unknown>;

/** True for an item the entity wrote: ElectroDB's reads skip the others. */
export const owns = (identifiers: Identifiers, item: Item): boolean =>
  item.__edb_e__ === identifiers.__edb_e__ && item.__edb_v__ === identifiers.__edb_v__;

/** The record in an item, as the entity's parse returns it: its attributes, no keys nor identifiers. */
export const recordOf = <R extends object>(attributes: object, item: Item): R => {
  const record: Item = {};
  for (const name of Object.keys(attributes)) {
    if (item[name] !== undefined) record[name] = item[name];
  }
  return record as R;
};

/**
 * The entity's records among the items of a Query page, in order: ElectroDB's query reads skip
 * the items of another entity or version sharing the partition.
 */
export const ownedRecords = <R extends object>(
  entity: { identifiers: Identifiers; attributes: object },
  items: readonly Item[],
): R[] =>
  items.filter((item) => owns(entity.identifiers, item)).map((item) => recordOf<R>(entity.attributes, item));

/** The item a put writes: attributes in the model's order, then the keys, then the identifiers. */
const itemOf = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P>,
  record: R,
): Item => {
  const item: Item = {};
  const values = record as Item;
  for (const [name, presence] of Object.entries(entity.attributes)) {
    const value = values[name];
    if (value !== undefined) item[name] = value;
    // ElectroDB refuses it too, before a key could read 'undefined' into a template.
    else if (presence === 'required') throw new Error(`${entity.identifiers.__edb_e__} item without ${name}`);
  }
  const gsi1 = entity.gsi1 as Gsi1<R, P> | undefined;
  const gsi1Key = gsi1 && { gsi1pk: gsi1.pk(record), gsi1sk: sortKeyOf(gsi1, record).sk };
  return { ...item, ...entity.key(record), ...gsi1Key, ...entity.indexes?.(record), ...entity.identifiers };
};

/**
 * gsi1's sort key from the leading sort attributes `values` holds (up to the first it lacks), as
 * ElectroDB's template gives it: a partial key ends with the `#` before the next attribute, so
 * `STORE#s1#` does not match `STORE#s10#…`. `whole` when it holds them all.
 */
const sortKeyOf = <R>(gsi1: SortKey<R>, values: Partial<R>) => {
  const { skAttribute } = gsi1;
  const attributes: readonly (keyof R)[] = typeof skAttribute === 'object' ? skAttribute : [skAttribute];
  const missing = attributes.findIndex((name) => values[name] === undefined);
  const given = attributes.slice(0, missing === -1 ? undefined : missing).map((name) => String(values[name]));
  const whole = given.length === attributes.length;
  return { sk: `${gsi1.skPrefix}${given.join('#')}${whole || given.length === 0 ? '' : '#'}`, whole };
};

/** The condition the entity's `where(eq(version, expected))` writes. */
const versionIs = (expectedVersion: number) => ({
  ConditionExpression: '#version = :version0',
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':version0': expectedVersion },
});

/** The Put of `entity.create(record).params()`: fails when an item with the key exists. */
export const createPut = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P>,
  record: R,
): NonNullable<TransactItem['Put']> => ({
  Item: itemOf(entity, record),
  TableName: tableName(),
  ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
  ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
});

/** The Put of `entity.put(record).where(version = expectedVersion).params()`: a full replace. */
export const replacePut = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P>,
  record: R,
  expectedVersion: number,
): NonNullable<TransactItem['Put']> => ({
  Item: itemOf(entity, record),
  TableName: tableName(),
  ...versionIs(expectedVersion),
});

/** The Delete of `entity.delete(key).where(version = expectedVersion).params()`. */
export const versionedDelete = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P>,
  key: Pick<R, K>,
  expectedVersion: number,
): NonNullable<TransactItem['Delete']> => ({
  Key: entity.key(key),
  TableName: tableName(),
  ...versionIs(expectedVersion),
});

/**
 * One record by key: `entity.get(key).go({ consistent })`, read consistently unless `consistent`
 * is false (then no ConsistentRead is sent, as the entity sends none). Undefined when there is no
 * item or the item is not the entity's (its get checks the identifiers, unlike its parse).
 */
export const getRecord = async <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: Pick<PlainEntity<R, K, P>, 'identifiers' | 'attributes' | 'key'>,
  key: Pick<R, K>,
  consistent = true,
): Promise<R | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      Key: entity.key(key),
      TableName: tableName(),
      ...(consistent && { ConsistentRead: true }),
    }),
  );
  return Item && owns(entity.identifiers, Item) ? recordOf<R>(entity.attributes, Item) : undefined;
};

/**
 * Every record of a gsi1 partition, or of the part of it under the sort key of the leading sort
 * attributes `composite` gives (up to the first it lacks): `entity.query.<gsi1 access
 * pattern>(composite).go({ pages: 'all', limit })`, the same requests page for page (each with
 * `limit` as its Limit when given, none otherwise), the entity's items only.
 */
export const listGsi1 = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P> & { gsi1: Gsi1<R, P> },
  composite: Pick<R, P> & Partial<R>,
  limit?: number,
): Promise<R[]> => {
  const { sk, whole } = sortKeyOf(entity.gsi1, composite);
  return queryRecords(entity, {
    // Given the whole sort key, ElectroDB asks for that one key rather than a prefix.
    KeyConditionExpression: `#pk = :pk and ${whole ? '#sk1 = :sk1' : 'begins_with(#sk1, :sk1)'}`,
    TableName: tableName(),
    ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' },
    ExpressionAttributeValues: { ':pk': entity.gsi1.pk(composite), ':sk1': sk },
    IndexName: 'gsi1',
    ...(limit && { Limit: limit }),
  });
};

/**
 * The entity's records on every page of a Query, in order: `input` from the first page on, each
 * next page from the last one's LastEvaluatedKey, as ElectroDB's `pages: 'all'` asks. With
 * `count`, `go({ pages: 'all', count })`: no page is asked once `count` records are read, and the
 * records after them on the last page are dropped (no Limit is sent; items of another entity or
 * version do not count).
 */
export const queryRecords = async <R extends object>(
  entity: { identifiers: Identifiers; attributes: object },
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
  count = Number.POSITIVE_INFINITY,
): Promise<R[]> => {
  const records: R[] = [];
  let start: Item | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ExclusiveStartKey: start, ...input }));
    records.push(...ownedRecords<R>(entity, page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && records.length < count);
  return records.length > count ? records.slice(0, count) : records;
};
