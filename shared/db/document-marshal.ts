import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * Where a DynamoDB request or answer holds items (attribute maps) to convert between native
 * values and DynamoDB's typed JSON: the same members @aws-sdk/lib-dynamodb converts. `true` is
 * an attribute map; `'*'` stands for every entry of an array or object (table names, list items).
 */
type Path = true | { readonly [member: string]: Path };

const MAP = true;
const EACH_MAP = { '*': MAP } as const;
const WRITE = { Key: MAP, Item: MAP, ExpressionAttributeValues: MAP } as const;
const WRITE_REQUESTS = { '*': { '*': { PutRequest: { Item: MAP }, DeleteRequest: { Key: MAP } } } } as const;
const COLLECTION = { ItemCollectionKey: MAP } as const;

/** Per operation: its input's items, then its output's. */
const PATHS: Record<string, readonly [Path, Path]> = {
  GetItem: [{ Key: MAP }, { Item: MAP }],
  PutItem: [WRITE, { Attributes: MAP, ItemCollectionMetrics: COLLECTION }],
  UpdateItem: [WRITE, { Attributes: MAP, ItemCollectionMetrics: COLLECTION }],
  DeleteItem: [WRITE, { Attributes: MAP, ItemCollectionMetrics: COLLECTION }],
  Query: [
    { ExpressionAttributeValues: MAP, ExclusiveStartKey: MAP },
    { Items: EACH_MAP, LastEvaluatedKey: MAP },
  ],
  Scan: [
    { ExpressionAttributeValues: MAP, ExclusiveStartKey: MAP },
    { Items: EACH_MAP, LastEvaluatedKey: MAP },
  ],
  BatchGetItem: [
    { RequestItems: { '*': { Keys: EACH_MAP } } },
    { Responses: { '*': EACH_MAP }, UnprocessedKeys: { '*': { Keys: EACH_MAP } } },
  ],
  BatchWriteItem: [
    { RequestItems: WRITE_REQUESTS },
    { UnprocessedItems: WRITE_REQUESTS, ItemCollectionMetrics: { '*': { '*': COLLECTION } } },
  ],
  TransactWriteItems: [
    { TransactItems: { '*': { ConditionCheck: WRITE, Put: WRITE, Delete: WRITE, Update: WRITE } } },
    { ItemCollectionMetrics: { '*': { '*': COLLECTION } } },
  ],
  TransactGetItems: [
    { TransactItems: { '*': { Get: { Key: MAP } } } },
    { Responses: { '*': { Item: MAP } } },
  ],
};

// As the document client was configured (shared/db/client.ts before): undefined attributes are
// left out, empty strings and sets are written as they are (DynamoDB refuses empty sets).
const MARSHALL = { removeUndefinedValues: true, convertEmptyValues: false } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A copy of `value` with the items at `path` converted by `convert`; the rest shared, not copied. */
const walk = (value: unknown, path: Path, convert: (map: Record<string, unknown>) => unknown): unknown => {
  if (!isObject(value)) return value;
  if (path === true) return convert(value);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  for (const [member, inner] of Object.entries(path)) {
    const keys = member === '*' ? Object.keys(copy) : member in copy ? [member] : [];
    for (const key of keys) Reflect.set(copy, key, walk(Reflect.get(copy, key), inner, convert));
  }
  return copy;
};

const toTyped = (map: Record<string, unknown>) => marshall(map, MARSHALL);
const toNative = (map: Record<string, unknown>) => unmarshall(map as Parameters<typeof unmarshall>[0]);

/** The input of `operation` in DynamoDB's typed JSON; the given input is left as it is. */
export const marshallInput = (operation: string, input: object): Record<string, unknown> =>
  walk(input, PATHS[operation]?.[0] ?? {}, toTyped) as Record<string, unknown>;

/** The answer of `operation` with native values. */
export const unmarshallOutput = (operation: string, output: object): Record<string, unknown> =>
  walk(output, PATHS[operation]?.[1] ?? {}, toNative) as Record<string, unknown>;
