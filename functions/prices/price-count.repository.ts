import { isAwsError } from '#shared/aws/aws-error.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, TransactWriteCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';

/**
 * The price counter of a pricelist: `T#<t>#PRICELIST#<p>` / `PRICECOUNT`, in the pricelist's
 * partition and outside its prices' sort-key range (`PRICE#...`; 'C' sorts after '$'). It holds
 * `priceCount`, the prices the pricelist holds, and `writes`, how many creates and deletes have
 * moved it; `counted` says that priceCount was set from a count (docs/decisions/prices.md,
 * "Price count"). A price create or delete moves it in its own transaction, so the list's
 * totalCount is one GetItem instead of a Select COUNT of the whole partition.
 */
export const PRICE_COUNT_SK = 'PRICECOUNT';

const counterKey = (tenantUid: string, pricelistUid: string) => ({
  pk: REFERENCE_KEYS.pricelist(tenantUid, pricelistUid).pk,
  sk: PRICE_COUNT_SK,
});

/** The counter as stored; undefined before the pricelist's first count (created before the counter existed). */
export type PriceCounter = { priceCount: number; writes: number; counted: boolean };

export const readPriceCounter = async (
  tenantUid: string,
  pricelistUid: string,
): Promise<PriceCounter | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: counterKey(tenantUid, pricelistUid),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    priceCount: Number(Item.priceCount ?? 0),
    writes: Number(Item.writes ?? 0),
    counted: Item.counted === true,
  };
};

/** The counter of a new pricelist: no prices, counted. */
export const newPriceCounterOp = (tenantUid: string, pricelistUid: string): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...counterKey(tenantUid, pricelistUid), priceCount: 0, writes: 0, counted: true },
    },
  },
});

/**
 * Moves the counter by `delta` (+1 a created price, -1 a deleted one) in the price's transaction.
 * Unconditional: on a counter not yet counted it only records that a write happened (`writes`),
 * which makes a count in progress discard itself (settlePriceCounter).
 */
export const movePriceCounterOp = (tenantUid: string, pricelistUid: string, delta: 1 | -1): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: counterKey(tenantUid, pricelistUid),
      UpdateExpression: 'ADD priceCount :delta, writes :one',
      ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
    },
  },
});

/**
 * Sets a counter from a count, unless a create or delete committed since the counter was read
 * (`seen`: its `writes` then, undefined when it was absent): the count may then be off by that
 * write, so it is not kept and the next first page counts again. Only while the pricelist exists
 * (the list of an unknown pricelist, a 404, writes nothing). Whether it was kept.
 */
export const settlePriceCounter = async (
  tenantUid: string,
  pricelistUid: string,
  priceCount: number,
  seen: PriceCounter | undefined,
): Promise<boolean> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: REFERENCE_KEYS.pricelist(tenantUid, pricelistUid),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...counterKey(tenantUid, pricelistUid),
                priceCount,
                writes: seen?.writes ?? 0,
                counted: true,
              },
              ...(seen
                ? {
                    ConditionExpression: 'writes = :seen',
                    ExpressionAttributeValues: { ':seen': seen.writes },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    // No pricelist, a write since the counter was read, or a concurrent one: the count is not kept.
    if (isAwsError(error, 'TransactionCanceledException')) return false;
    throw error;
  }
};

/**
 * The counter leaves with its pricelist, which must hold no prices: a counted counter above 0 (a
 * price created after the delete looked) fails the delete with a 409. A counter not counted yet
 * knows no total, so only the delete's own look at the prices guards it.
 */
export const deletePriceCounterOp = (tenantUid: string, pricelistUid: string): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: counterKey(tenantUid, pricelistUid),
      ConditionExpression: 'attribute_not_exists(pk) OR counted <> :yes OR priceCount = :none',
      ExpressionAttributeValues: { ':yes': true, ':none': 0 },
    },
  },
  onConditionFailed: () =>
    new ConflictError(`pricelist '${pricelistUid}' still has prices; delete them first`),
});
