import { scanEntityItems, writtenUnlessPresent } from '#shared/db/backfill.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { PutCommand, paginateQuery } from '#shared/db/document-commands.ts';
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

/** What a backfill found: order items scanned with a customer, and the references it wrote. */
export type OrderRefBackfill = { orders: number; written: number };

/**
 * Writes the customer reference of every order that has a customer and no reference yet: orders
 * made before references existed, which the GDPR export and erase would otherwise not find. A
 * parallel Scan of the order items (the one place a Scan is right: nothing indexes orders by
 * customer), one conditional Put per order, so a reference already there is left as it is and a
 * second run writes nothing. `tenantUid` limits it to one tenant. Run with `npm run
 * backfill:order-refs`, once after deploying; safe while the service takes orders.
 */
export const backfillCustomerOrderRefs = async (
  options: { segments?: number; tenantUid?: string; onProgress?: (done: OrderRefBackfill) => void } = {},
): Promise<OrderRefBackfill> => {
  const segments = options.segments ?? 4;
  const done: OrderRefBackfill = { orders: 0, written: 0 };
  const writeRef = async (order: Record<string, unknown>) => {
    const op = customerOrderRefOp(
      String(order.tenantUid),
      String(order.customerUid),
      String(order.orderUid),
      String(order.createdAt),
    );
    const wrote = await writtenUnlessPresent(
      documentClient.send(
        new PutCommand({ ...op.item.Put!, ConditionExpression: 'attribute_not_exists(pk)' }),
      ),
    );
    if (wrote) done.written += 1;
  };
  await scanEntityItems({
    entity: 'order',
    filter: 'customerUid <> :none',
    values: { ':none': '' },
    projection: 'tenantUid, orderUid, customerUid, createdAt',
    segments,
    ...(options.tenantUid ? { tenantUid: options.tenantUid } : {}),
    onPage: async (orders) => {
      await Promise.all(orders.map(writeRef));
      done.orders += orders.length;
      options.onProgress?.(done);
    },
  });
  return done;
};
