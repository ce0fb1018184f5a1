import type { TransactOp } from '#events/outbox.ts';
import { tableName } from '#shared/db/client.ts';
import { queryAll } from './receipt-search.repository.ts';

/**
 * Exact-key lookups and the customer directory of the receipt search
 * (docs/decisions/receipts.md):
 * - lookup items `T#t#RLOOKUP#<kind>#<value>` / `R#<receiptUid>` for voucher numbers, order
 *   numbers and external payment references: an exact search never depends on tenant size;
 * - the customer directory `T#t#RCUSTDIR` / `<customerKey>` with the set of the customer's words
 *   (customerQuery: directory -> matching customers -> their receipts).
 */
export const LOOKUP_KINDS = ['VOUCHER', 'ORDERNO', 'EXTREF'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

const lookupPk = (t: string, kind: LookupKind, value: string) => `T#${t}#RLOOKUP#${kind}#${value}`;
const directoryPk = (t: string) => `T#${t}#RCUSTDIR`;
/** recordType of directory items. */
export const DIRECTORY_RECORD_TYPE = 'RECEIPT_CUSTOMER';

/**
 * Adds a customer's words to the tenant's customer directory. The words are a set that only
 * grows (DynamoDB ADD), so the directory finds a customer by the words of any of its orders,
 * whatever order was written last, and concurrent orders never overwrite each other's words.
 */
export const customerDirectoryOp = (t: string, key: string, words: string, now: string): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: { pk: directoryPk(t), sk: key },
      UpdateExpression:
        'ADD words :words, version :one SET recordType = :type, createdAt = if_not_exists(createdAt, :now), lastModifiedAt = :now',
      ExpressionAttributeValues: {
        ':words': new Set(words.split(' ').filter(Boolean)),
        ':one': 1,
        ':type': DIRECTORY_RECORD_TYPE,
        ':now': now,
      },
    },
  },
});

export type LookupEntry = { kind: LookupKind; value: string };
export const lookupId = (e: LookupEntry) => `${e.kind}#${e.value}`;

export const putLookupOp = (t: string, e: LookupEntry, receiptUid: string, now: string): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: lookupPk(t, e.kind, e.value),
        sk: `R#${receiptUid}`,
        recordType: 'RECEIPT_LOOKUP',
        receiptUid,
        createdAt: now,
        lastModifiedAt: now,
        version: 1,
      },
    },
  },
});

export const deleteLookupOp = (t: string, e: LookupEntry, receiptUid: string): TransactOp => ({
  item: {
    Delete: { TableName: tableName(), Key: { pk: lookupPk(t, e.kind, e.value), sk: `R#${receiptUid}` } },
  },
});

/** Receipt uids under one exact key. */
export const queryLookup = async (t: string, kind: LookupKind, value: string): Promise<string[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': lookupPk(t, kind, value) },
    ProjectionExpression: 'receiptUid',
  });
  return items.map((i) => i.receiptUid as string);
};

/** The tenant's customer directory: key and words of every customer that appears on an order. */
export const queryDirectory = async (t: string): Promise<Array<{ key: string; words: string }>> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': directoryPk(t) },
    ProjectionExpression: 'sk, words',
  });
  return items.map((i) => ({ key: i.sk as string, words: [...((i.words as Set<string>) ?? [])].join(' ') }));
};
