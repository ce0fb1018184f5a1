import { documentClient, tableName } from '#shared/db/client.ts';
import { QueryCommand } from '#shared/db/document-commands.ts';
import { createPut, getRecord, listGsi1, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { PRICE_SK_PREFIX, PRICELIST_ITEM } from './price-items.ts';
import type { PricelistRecord } from './pricelist.schema.ts';

/**
 * I/O of pricelists: reads by key and index, and the transaction members of their writes. The
 * pricelist item is PricelistEntity's, read and written with plain DocumentClient calls
 * (price-items.ts).
 */

export const getPricelist = (tenantUid: string, pricelistUid: string): Promise<PricelistRecord | undefined> =>
  getRecord(PRICELIST_ITEM, { tenantUid, pricelistUid });

/** Every pricelist of the tenant: one Query of its gsi1 partition. */
export const listPricelists = (tenantUid: string): Promise<PricelistRecord[]> =>
  listGsi1(PRICELIST_ITEM, { tenantUid });

/** Whether the pricelist holds at least one price: a Query of one item from its prices' range. */
export const hasPrices = async (tenantUid: string, pricelistUid: string): Promise<boolean> => {
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': REFERENCE_KEYS.pricelist(tenantUid, pricelistUid).pk,
        ':prefix': PRICE_SK_PREFIX,
      },
      ProjectionExpression: 'pk',
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  return (out.Items?.length ?? 0) > 0;
};

const concurrent = (uid: string) => () =>
  new ConflictError(`pricelist '${uid}' was changed concurrently; read it again and retry`);

export const createPricelistOp = (record: PricelistRecord): TransactOp => ({
  item: { Put: createPut(PRICELIST_ITEM, record) },
  onConditionFailed: () => new ConflictError(`pricelist '${record.pricelistUid}' already exists`),
});

export const replacePricelistOp = (record: PricelistRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(PRICELIST_ITEM, record, expectedVersion) },
  onConditionFailed: concurrent(record.pricelistUid),
});

export const deletePricelistOp = (
  tenantUid: string,
  pricelistUid: string,
  expectedVersion: number,
): TransactOp => ({
  item: { Delete: versionedDelete(PRICELIST_ITEM, { tenantUid, pricelistUid }, expectedVersion) },
  onConditionFailed: concurrent(pricelistUid),
});

/** A price write holds only while its pricelist exists (a concurrent delete fails it). */
export const pricelistExistsOp = (tenantUid: string, pricelistUid: string): TransactOp => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: REFERENCE_KEYS.pricelist(tenantUid, pricelistUid),
      ConditionExpression: 'attribute_exists(pk)',
    },
  },
  onConditionFailed: () => NotFoundError.record('pricelist', pricelistUid, 'params.pricelistUid'),
});
