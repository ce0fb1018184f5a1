import { BatchGetCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';
import { owns, type PlainEntity, recordOf } from './plain-entity.ts';

/**
 * The batch read of plain-entity.ts (read its header first): `entity.get([...keys]).go({
 * consistent: true, attributes })`, the same BatchGetItem requests and the same answer.
 *
 * What ElectroDB does, and this does as well:
 * - the keys in requests of 100 at most, in the order given, one request after the other (its
 *   default concurrency is 1); a key given twice is asked twice (DynamoDB refuses that request,
 *   so callers pass unique keys); no keys, no request;
 * - `attributes` projects the items on the primary key, those attributes and the identifiers
 *   (the ownership check needs them), and the records hold those attributes only;
 * - the records in the order DynamoDB answers them, request after request, not in the keys'
 *   order (ElectroDB's `preserveBatchOrder` is off unless asked); an item another entity (or
 *   version) wrote at one of the keys is a `null` among them, as ElectroDB answers it (a caller
 *   that reads `data` as records only must skip it);
 * - keys DynamoDB leaves unprocessed are not asked again: they are answered in `unprocessed`, as
 *   the primary key's composite attributes, and their records are missing from `data`. ElectroDB
 *   parses them back out of the key; this answers the composites the key was built from, the same
 *   unless two composites make one key (a uid holding `#TILL#`): a duplicate key DynamoDB refuses.
 * What it does not: wrap DynamoDB's errors in an ElectroError (the SDK's error comes through, the
 * one ElectroDB gave as `cause`); an answer without `Responses` or `UnprocessedKeys` fails here
 * too, with a plain Error where ElectroDB's is an ElectroError.
 */

/** Keys of one BatchGetItem request at most (DynamoDB's limit, ElectroDB's chunk). */
export const BATCH_GET_CHUNK = 100;

/** What a batch read needs of an entity: its identifiers, attributes, primary key and key composites. */
export type BatchTarget<R extends object, K extends keyof R> = Pick<
  PlainEntity<R, K>,
  'identifiers' | 'attributes' | 'key'
> & { keyAttributes: readonly K[] };

/**
 * The answer of `entity.get([...]).go()`: the records D (null for a foreign item) and the
 * composites U of the keys left unprocessed.
 */
export type BatchAnswer<D, U> = { data: (D | null)[]; unprocessed: U[] };

type TableKey = { pk: string; sk: string };

const keyString = (key: { pk?: unknown; sk?: unknown }) => `${String(key.pk)}\n${String(key.sk)}`;

/**
 * ElectroDB's projection of `attributes`: `#pk, #sk`, each attribute, then the identifiers, under
 * names that are `#` and the attribute's name.
 */
const projectionOf = (attributes: readonly string[]) => {
  const names = [...new Set(['pk', 'sk', ...attributes, '__edb_e__', '__edb_v__'])];
  return {
    ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
    ProjectionExpression: names.map((name) => `#${name}`).join(', '),
  };
};

/**
 * The records at `keys`, read in BatchGetItem requests of 100: `entity.get(keys).go({ consistent })`
 * (consistent unless `consistent` is false), or with `attributes` `.go({ consistent, attributes })`
 * (the records then hold only those). See the module's comment for the order, the nulls and
 * `unprocessed`.
 */
export const batchGetRecords = async <R extends object, K extends keyof R, A extends keyof R = keyof R>(
  entity: BatchTarget<R, K>,
  keys: readonly Pick<R, K>[],
  attributes?: readonly (A & string)[],
  consistent = true,
): Promise<BatchAnswer<Pick<R, A>, Pick<R, K>>> => {
  const table = tableName();
  // Each key sent, by its table key: an unprocessed key is answered as the composite it came from.
  const composites = new Map<string, Pick<R, K>>();
  const sent = keys.map((composite) => {
    const key = entity.key(composite);
    const only = Object.fromEntries(entity.keyAttributes.map((name) => [name, composite[name]]));
    composites.set(keyString(key), only as Pick<R, K>);
    return key;
  });
  const projected = attributes && attributes.length > 0 ? attributes : undefined;
  const returned = projected
    ? Object.fromEntries(
        Object.entries(entity.attributes).filter(([name]) => projected.includes(name as A & string)),
      )
    : entity.attributes;
  const data: (Pick<R, A> | null)[] = [];
  const unprocessed: Pick<R, K>[] = [];
  for (let start = 0; start < sent.length; start += BATCH_GET_CHUNK) {
    const chunk: TableKey[] = sent.slice(start, start + BATCH_GET_CHUNK);
    const answer = await documentClient.send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            ...(consistent && { ConsistentRead: true }),
            ...(projected && projectionOf(projected)),
            Keys: chunk,
          },
        },
      }),
    );
    if (!answer.UnprocessedKeys || !answer.Responses) throw new Error('Unknown response format');
    for (const key of answer.UnprocessedKeys[table]?.Keys ?? []) {
      const composite = composites.get(keyString(key));
      if (composite) unprocessed.push(composite);
    }
    for (const item of answer.Responses[table] ?? []) {
      data.push(owns(entity.identifiers, item) ? recordOf<Pick<R, A>>(returned, item) : null);
    }
  }
  return { data, unprocessed };
};
