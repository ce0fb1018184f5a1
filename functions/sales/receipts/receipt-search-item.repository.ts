import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { OrderRecord } from '../orders/order.types.ts';
import { SEARCH_RECORD_TYPE } from './receipt-search.table.ts';

/**
 * The search item of a receipt (`T#t#RECEIPT#r` / `SEARCH`, recordType RECEIPT_SEARCH): the
 * receipt's filter and sort fields with the order and customer fields copied onto it, written in
 * the same transaction as every change of the receipt or of its order's state. It has no index
 * keys: the search indexer turns it into a row of the `receipts` read-model table
 * (receipt.projection.ts), and the search reads that table.
 */
export type ReceiptProjection = {
  receiptUid: string;
  storeUid: string;
  organizationUid: string;
  orderUid: string;
  orderNumber: string;
  orderSeq: number;
  voucherNumber: string;
  voucherSeq: number;
  customerUid: string;
  customerWords: string;
  words: string;
  userUids: string[];
  productUids: string[];
  skus: string[];
  paymentMethodUids: string[];
  extRefs: string[];
  deliveryState: string;
  settleState: string;
  orderStatus: string;
  orderState: string;
  grandTotal: number;
  settledAt: string;
  unpaid: boolean;
};

const searchItemKey = (t: string, r: string) => ({ pk: `T#${t}#RECEIPT#${r}`, sk: 'SEARCH' });

/**
 * Puts the search item of a receipt. `createdAt` is the time of this put, as on every search
 * item ever written: the indexer orders images by (createdAt, version, lastModifiedAt), and the
 * order-state update below keeps it, so a later put always orders after both.
 */
export const putProjectionOp = (
  t: string,
  p: ReceiptProjection,
  version: number,
  now: string,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...searchItemKey(t, p.receiptUid),
        recordType: SEARCH_RECORD_TYPE,
        tenantUid: t,
        ...p,
        createdAt: now,
        lastModifiedAt: now,
        version,
      },
    },
  },
});

/** Deletes the search item of a cancelled receipt (its row becomes a tombstone). */
export const deleteProjectionOp = (t: string, receiptUid: string): TransactOp => ({
  item: { Delete: { TableName: tableName(), Key: searchItemKey(t, receiptUid) } },
});

/**
 * Updates the order status and state copied onto another receipt's search item. The receipt's
 * version stays; the later lastModifiedAt is what orders this image after the previous one.
 */
export const updateProjectionOrderOp = (t: string, receiptUid: string, order: OrderRecord): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: searchItemKey(t, receiptUid),
      UpdateExpression: 'SET orderStatus = :s, orderState = :st, lastModifiedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': order.status, ':st': order.state, ':now': order.lastModifiedAt },
    },
  },
});
