import { BatchGetCommand } from '#shared/db/document-commands.ts';
import { documentClient, tableName } from './client.ts';

/** Keys of one BatchGetItem request at most. */
export const BATCH_GET_MAX = 100;

/** A table key: the partition and sort key of an item. */
export type ItemKey = { pk: string; sk: string };

/** `pk` and `sk` as one string, to look an item up by its key. */
export const keyOf = (item: { pk?: unknown; sk?: unknown }): string =>
  `${String(item.pk)}\n${String(item.sk)}`;

/**
 * The items of `keys` that exist, read in BatchGetItem requests of at most 100 keys, asking again
 * for the keys DynamoDB leaves unprocessed. A key given twice is read once. `fields` projects the
 * items (their keys are always read); `consistent` asks for strongly consistent reads.
 */
export const batchGetItems = async (
  keys: readonly ItemKey[],
  options: { consistent?: boolean; fields?: readonly string[] } = {},
): Promise<Record<string, unknown>[]> => {
  const unique = [...new Map(keys.map((k) => [keyOf(k), { pk: k.pk, sk: k.sk }])).values()];
  const fields = options.fields && [...new Set(['pk', 'sk', ...options.fields])];
  const projection = fields && {
    ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
  };
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < unique.length; i += BATCH_GET_MAX) {
    let request: Record<string, { Keys: ItemKey[]; [option: string]: unknown }> | undefined = {
      [tableName()]: {
        Keys: unique.slice(i, i + BATCH_GET_MAX),
        ConsistentRead: options.consistent ?? false,
        ...projection,
      },
    };
    while (request && Object.keys(request).length > 0) {
      const out = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
      items.push(...((out.Responses?.[tableName()] ?? []) as Record<string, unknown>[]));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return items;
};
