import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';

/** recordType of the reference items below (no projection or stream consumer reads them). */
export const CUSTOMER_ORDER_RECORD_TYPE = 'CUSTOMER_ORDER';

/**
 * The reference of an order in its customer's partition (`T#t#CUSTOMER#c` / `ORDER#<orderUid>`),
 * put in the same transaction as the order. A customer's orders are then one Query on a key the
 * customer already owns, which the GDPR export and erase need (an order item has no index by
 * customer, and an order without a receipt is in no read-model table). It holds uids only.
 */
export const customerOrderRefOp = (
  tenantUid: string,
  customerUid: string,
  orderUid: string,
  now: string,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: `T#${tenantUid}#CUSTOMER#${customerUid}`,
        sk: `ORDER#${orderUid}`,
        recordType: CUSTOMER_ORDER_RECORD_TYPE,
        tenantUid,
        customerUid,
        orderUid,
        createdAt: now,
      },
    },
  },
});

/**
 * The uids of a customer's orders, a page (at most `pageSize`) at a time, oldest uid first: memory
 * stays bounded by one page however long the customer's history is.
 */
export async function* customerOrderUidPages(
  tenantUid: string,
  customerUid: string,
  pageSize = 50,
): AsyncGenerator<string[]> {
  for await (const page of paginateQuery(
    { client: documentClient, pageSize },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :order)',
      ExpressionAttributeValues: { ':pk': `T#${tenantUid}#CUSTOMER#${customerUid}`, ':order': 'ORDER#' },
      ProjectionExpression: 'orderUid',
      ConsistentRead: true,
    },
  )) {
    const uids = (page.Items ?? []).map((i) => String(i.orderUid));
    if (uids.length > 0) yield uids;
  }
}
