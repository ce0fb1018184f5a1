import { batchGetItems } from '#shared/db/batch-get.ts';
import { indexChangesPage } from '#shared/db/changes-index.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { countQuery, queryAll } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { MovementReason } from './inventory-enums.ts';
import type { StockLevel } from './stock-rules.ts';

/** Partition-key templates of the stock items written by hand (shared/db/key-patterns.ts). */
export const STOCK_KEYS = {
  /** A product's levels in every warehouse (gsi1). */
  productStock: 'T#${tenantUid}#PRODUCTSTOCK#${productUid}',
  /** The changes of a warehouse's levels (gsi2). */
  stockChanges: 'T#${tenantUid}#STOCKCHANGES#${warehouseUid}',
  /** A product's movement log in a warehouse. */
  stockLog: 'T#${tenantUid}#STOCKLOG#${warehouseUid}#${productUid}',
} as const;

/**
 * I/O of stock. A level is one item in its warehouse's partition (`T#<t>#WAREHOUSE#<w>` /
 * `STOCK#<p>`), so a warehouse's stock pages by key; gsi1 `T#<t>#PRODUCTSTOCK#<p>` / `<w>` gives a
 * product's levels in every warehouse. Movements are numbered by the level's version in a
 * partition of their own (`T#<t>#STOCKLOG#<w>#<p>` / `MOVE#<version>`), written in the same
 * transaction as the level, so the log always sums to onHand.
 */

export type LevelRecord = StockLevel & {
  tenantUid: string;
  warehouseUid: string;
  productUid: string;
  lastModifiedAt: string;
};

export type MovementRecord = {
  tenantUid: string;
  warehouseUid: string;
  productUid: string;
  version: number;
  reason: MovementReason;
  quantityChange: number;
  quantityAfter: number;
  note: string;
  userUid: string;
  at: string;
  /** RESERVATION and SALE movements: the change of `reserved` and what it became. */
  reservedChange?: number;
  reservedAfter?: number;
};

/** The key of a level: reads that take levels with other items in one BatchGet (stock-incoming.repository.ts, stock-issue.service.ts) use it too. */
export const levelKey = (tenantUid: string, warehouseUid: string, productUid: string) => ({
  pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`,
  sk: `STOCK#${productUid}`,
});

const logPk = (tenantUid: string, warehouseUid: string, productUid: string) =>
  `T#${tenantUid}#STOCKLOG#${warehouseUid}#${productUid}`;
/** Versions sort as text: zero-padded to 12 digits. */
const moveSk = (version: number) => `MOVE#${String(version).padStart(12, '0')}`;

const LEVEL_FIELDS = [
  'tenantUid',
  'warehouseUid',
  'productUid',
  'onHand',
  'reserved',
  'version',
  'lastModifiedAt',
];
const MOVEMENT_FIELDS = [
  'tenantUid',
  'warehouseUid',
  'productUid',
  'version',
  'reason',
  'quantityChange',
  'quantityAfter',
  'note',
  'userUid',
  'at',
  'reservedChange',
  'reservedAfter',
];
/**
 * A record of an item's own fields: a plain item read from the table also carries its keys (pk,
 * sk, gsi1pk, recordType), which must never reach a response.
 */
const pick = <T>(item: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, item[f]])) as T;

/** A level as read by another read than getLevel. */
export const toLevelRecord = (item: Record<string, unknown>) => pick<LevelRecord>(item, LEVEL_FIELDS);

/** One level: one strongly consistent GetItem; undefined when the warehouse never held the product. */
export const getLevel = async (tenantUid: string, warehouseUid: string, productUid: string) => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: levelKey(tenantUid, warehouseUid, productUid),
      ConsistentRead: true,
    }),
  );
  return Item ? pick<LevelRecord>(Item, LEVEL_FIELDS) : undefined;
};

/** Levels of several products of one warehouse: strongly consistent BatchGets of 100, by productUid. */
export const getLevels = async (
  tenantUid: string,
  warehouseUid: string,
  productUids: readonly string[],
): Promise<Map<string, LevelRecord>> => {
  const items = await batchGetItems(
    productUids.map((p) => levelKey(tenantUid, warehouseUid, p)),
    { consistent: true },
  );
  const levels = items.map((i) => pick<LevelRecord>(i, LEVEL_FIELDS));
  return new Map(levels.map((l) => [l.productUid, l]));
};

/** A page of a warehouse's levels in productUid order, after `after` (a seek, not an offset). */
export const levelPage = async (
  tenantUid: string,
  warehouseUid: string,
  after: string | undefined,
  pageSize: number,
) => {
  const { pk } = levelKey(tenantUid, warehouseUid, '');
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: after
        ? 'pk = :pk AND sk BETWEEN :from AND :to'
        : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: after
        ? { ':pk': pk, ':from': `STOCK#${after}\u0000`, ':to': 'STOCK#\uffff' }
        : { ':pk': pk, ':prefix': 'STOCK#' },
      Limit: pageSize + 1,
      ConsistentRead: true,
    }),
  );
  const items = (out.Items ?? []).map((i) => pick<LevelRecord>(i, LEVEL_FIELDS));
  const more = items.length > pageSize;
  return { items: items.slice(0, pageSize), next: more ? (items[pageSize - 1]?.productUid ?? null) : null };
};

const levelChangesPk = (tenantUid: string, warehouseUid: string) =>
  `T#${tenantUid}#STOCKCHANGES#${warehouseUid}`;

/** A level's changes entry (gsi2): its warehouse's changes, by lastModifiedAt and product. */
export const levelChangesKeys = (
  tenantUid: string,
  warehouseUid: string,
  productUid: string,
  lastModifiedAt: string,
) => ({ gsi2pk: levelChangesPk(tenantUid, warehouseUid), gsi2sk: `${lastModifiedAt}#${productUid}` });

/** The warehouse's levels changed since a time or a cursor, by (lastModifiedAt, productUid). */
export const levelChangesPage = async (tenantUid: string, warehouseUid: string, request: ChangesRequest) => {
  const found = await indexChangesPage({
    pk: levelChangesPk(tenantUid, warehouseUid),
    list: `stock#${warehouseUid}`,
    tenantUid,
    request,
  });
  return { ...found, items: found.items.map((i) => pick<LevelRecord>(i, LEVEL_FIELDS)) };
};

/** How many levels the warehouse holds (one Select COUNT query of its partition's levels). */
export const countLevels = (tenantUid: string, warehouseUid: string): Promise<number> =>
  countQuery({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': levelKey(tenantUid, warehouseUid, '').pk, ':prefix': 'STOCK#' },
  });

/** A product's levels in every warehouse of the tenant: one Query of gsi1. */
export const levelsOfProduct = async (tenantUid: string, productUid: string): Promise<LevelRecord[]> =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `T#${tenantUid}#PRODUCTSTOCK#${productUid}` },
    })
  ).map((i) => pick<LevelRecord>(i, LEVEL_FIELDS));

/** The newest movements of a level first, before version `before` when given. */
export const movementPage = async (
  tenantUid: string,
  warehouseUid: string,
  productUid: string,
  before: number | undefined,
  pageSize: number,
) => {
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: {
        ':pk': logPk(tenantUid, warehouseUid, productUid),
        ':before': before ? moveSk(before) : 'MOVE#\uffff',
      },
      ScanIndexForward: false,
      Limit: pageSize,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => pick<MovementRecord>(i, MOVEMENT_FIELDS));
};

const moved = (level: LevelRecord) =>
  new RaceError(`stock of '${level.productUid}' in '${level.warehouseUid}' moved concurrently; retry`);

/**
 * The writes of one movement: the level at its new version, on condition that it is still at the
 * version it was read at (a concurrent movement makes this a 409 that the caller retries), and
 * the movement under that new version.
 */
export const movementOps = (
  level: LevelRecord,
  previousVersion: number,
  move: MovementRecord,
): TransactOp[] => [
  {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...levelKey(level.tenantUid, level.warehouseUid, level.productUid),
          recordType: 'STOCK',
          gsi1pk: `T#${level.tenantUid}#PRODUCTSTOCK#${level.productUid}`,
          gsi1sk: level.warehouseUid,
          // Changes since (shared/db/changes-index.ts): the warehouse's levels by lastModifiedAt.
          ...levelChangesKeys(level.tenantUid, level.warehouseUid, level.productUid, level.lastModifiedAt),
          ...level,
        },
        ConditionExpression: previousVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(previousVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': previousVersion } }),
      },
    },
    onConditionFailed: () => moved(level),
  },
  {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          pk: logPk(move.tenantUid, move.warehouseUid, move.productUid),
          sk: moveSk(move.version),
          recordType: 'STOCK_MOVE',
          ...move,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => moved(level),
  },
];
