import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { queryAll } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { CashPointHead, JournalEvent, SignedTransaction } from './fiscal.types.ts';

/** Partition-key templates of the fiscal items (shared/db/key-patterns.ts). */
export const CASH_POINT_KEYS = {
  /** A cash point's journal, signed transactions and head. */
  cashPoint: 'T#${tenantUid}#FISCAL#${tillUid}',
  /** The store's cash points (gsi1). */
  cashPoints: 'T#${tenantUid}#FISCALTILLS',
  /** The guard of a receipt's copies. */
  copyGuard: 'T#${tenantUid}#FISCALRECEIPT#${receiptUid}',
} as const;

/**
 * I/O of a cash point's fiscal records: plain items in one partition per till,
 * `T#<t>#FISCAL#<till>`: the head (`HEAD`; gsi1 `T#<t>#FISCALTILLS` / `<store>#<till>` lists a
 * store's cash points), journal events (`J#<occurredAt>#<sequence>`) and signed transactions
 * (`X#<occurredAt>#<number>`). Times never go back within a cash point (the head's lastAt), so
 * key order is both time and sequence order and a period is one key range. Every item is written
 * once (attribute_not_exists); nothing updates or deletes an event or a transaction.
 */

const pkOf = (t: string, till: string) => `T#${t}#FISCAL#${till}`;
const pad = (n: number) => String(n).padStart(10, '0');
export const eventSk = (at: string, seq: number) => `J#${at}#${pad(seq)}`;
export const transactionSk = (at: string, nr: number) => `X#${at}#${pad(nr)}`;
const copyGuardKey = (t: string, receiptUid: string) => ({
  pk: `T#${t}#FISCALRECEIPT#${receiptUid}`,
  sk: 'COPY',
});

const STORAGE = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'recordType'] as const;
export const strip = <T>(item: Record<string, unknown>): T => {
  const rest = { ...item };
  for (const k of STORAGE) delete rest[k];
  return rest as T;
};

/** The cash point's head, strongly consistent (undefined before its first event). */
export const getHead = async (tenantUid: string, tillUid: string): Promise<CashPointHead | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: pkOf(tenantUid, tillUid), sk: 'HEAD' },
      ConsistentRead: true,
    }),
  );
  return Item ? strip<CashPointHead>(Item) : undefined;
};

/** Moves the head from what was read (`before`, undefined: none yet) to `after`; a race otherwise. */
export const moveHeadOp = (before: CashPointHead | undefined, after: CashPointHead): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: pkOf(after.tenantUid, after.tillUid),
        sk: 'HEAD',
        gsi1pk: `T#${after.tenantUid}#FISCALTILLS`,
        gsi1sk: `${after.storeUid}#${after.tillUid}`,
        recordType: 'FISCAL_HEAD',
        ...after,
      },
      ConditionExpression: before
        ? 'journalSequence = :js AND transactionNumber = :tn'
        : 'attribute_not_exists(pk)',
      ...(before
        ? { ExpressionAttributeValues: { ':js': before.journalSequence, ':tn': before.transactionNumber } }
        : {}),
    },
  },
  onConditionFailed: () => new RaceError(`cash point '${after.tillUid}' moved on; retry`),
});

const putOnceOp = (item: Record<string, unknown>): TransactOp => ({
  item: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  onConditionFailed: () => new RaceError('a fiscal record with this key exists; retry'),
});

export const putEventOp = (e: JournalEvent): TransactOp =>
  putOnceOp({
    pk: pkOf(e.tenantUid, e.tillUid),
    sk: eventSk(e.occurredAt, e.sequence),
    recordType: 'FISCAL_EVENT',
    ...e,
  });

export const putTransactionOp = (x: SignedTransaction): TransactOp =>
  putOnceOp({
    pk: pkOf(x.tenantUid, x.tillUid),
    sk: transactionSk(x.occurredAt, x.transactionNumber),
    recordType: 'FISCAL_TRANSACTION',
    ...x,
  });

/** Marks the receipt copied: the second copy of a receipt fails this condition (409). */
export const copyGuardOp = (tenantUid: string, receiptUid: string, x: SignedTransaction): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...copyGuardKey(tenantUid, receiptUid),
        recordType: 'FISCAL_COPY',
        tillUid: x.tillUid,
        transactionNumber: x.transactionNumber,
        createdAt: x.occurredAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () =>
    new ConflictError(`receipt '${receiptUid}' has already been copied; a receipt has at most one copy`, {
      errors: [{ path: 'params.receiptUid', message: 'already copied once' }],
    }),
});

export type Range = { from: string; to: string };
export const rangeQuery = (tenantUid: string, tillUid: string, prefix: 'J' | 'X', range: Range) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
  ExpressionAttributeValues: {
    ':pk': pkOf(tenantUid, tillUid),
    ':a': `${prefix}#${range.from}`,
    ':b': `${prefix}#${range.to}\uffff`,
  },
});

/** Sort keys of the events or transactions in a period (keys only: a page is then one range). */
export const keysInPeriod = async (tenantUid: string, tillUid: string, prefix: 'J' | 'X', range: Range) =>
  (await queryAll({ ...rangeQuery(tenantUid, tillUid, prefix, range), ProjectionExpression: 'sk' })).map(
    (i) => i.sk as string,
  );

/** The items from sort key `first` to `last`, inclusive, in key order. */
export const itemsBetween = async <T>(
  tenantUid: string,
  tillUid: string,
  first: string,
  last: string,
): Promise<T[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
      ExpressionAttributeValues: { ':pk': pkOf(tenantUid, tillUid), ':a': first, ':b': last },
      ConsistentRead: true,
    })
  ).map((i) => strip<T>(i));

/** The heads of a store's cash points (one Query of gsi1). */
export const storeHeads = async (tenantUid: string, storeUid: string): Promise<CashPointHead[]> =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': `T#${tenantUid}#FISCALTILLS`, ':s': `${storeUid}#` },
    })
  ).map((i) => strip<CashPointHead>(i));
