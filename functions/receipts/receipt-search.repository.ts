import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TransactOp } from '#events/outbox.ts';
import type { OrderRecord } from '#functions/orders/order.types.ts';
import { documentClient, tableName } from '#shared/db/client.ts';

/**
 * Persistence of the receipt search (design and cost in docs/decisions/receipts.md): one compact
 * projection item per receipt (`T#t#RECEIPT#r` / `SEARCH`) indexed by gsi1 store + settledAt,
 * gsi2 tenant month bucket + settledAt, gsi3 customer + settledAt. Exact-key lookups and the
 * customer directory are in receipt-lookup.repository.ts.
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
  customerKey: string;
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

const projectionKey = (t: string, r: string) => ({ pk: `T#${t}#RECEIPT#${r}`, sk: 'SEARCH' });
const storePk = (t: string, s: string) => `T#${t}#RSTORE#${s}`;
const monthPk = (t: string, month: string) => `T#${t}#RMONTH#${month}`;
const customerPk = (t: string, key: string) => `T#${t}#RCUST#${key}`;
/** Sort key of the time-ordered indexes; the uid makes it unique. */
const timeSk = (p: Pick<ReceiptProjection, 'settledAt' | 'receiptUid'>) => `${p.settledAt}#${p.receiptUid}`;

/** The directory key of an order's customer: the customer, else the order's own address, else none. */
export const customerKeyOf = (order: Pick<OrderRecord, 'customerUid' | 'orderUid' | 'customerWords'>) =>
  order.customerUid ? `C#${order.customerUid}` : order.customerWords ? `O#${order.orderUid}` : '';

/** Key of a customerUid filter in the customer index. */
export const customerFilterKey = (customerUid: string) => `C#${customerUid}`;

/** Puts the projection of a receipt (the GSI keys follow its store, month and customer). */
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
        ...projectionKey(t, p.receiptUid),
        recordType: 'RECEIPT_SEARCH',
        ...p,
        gsi1pk: storePk(t, p.storeUid),
        gsi1sk: timeSk(p),
        gsi2pk: monthPk(t, p.settledAt.slice(0, 7)),
        gsi2sk: timeSk(p),
        ...(p.customerKey ? { gsi3pk: customerPk(t, p.customerKey), gsi3sk: timeSk(p) } : {}),
        createdAt: now,
        lastModifiedAt: now,
        version,
      },
    },
  },
});

export const deleteProjectionOp = (t: string, receiptUid: string): TransactOp => ({
  item: { Delete: { TableName: tableName(), Key: projectionKey(t, receiptUid) } },
});

/** Updates the order status and state copied onto another receipt's projection. */
export const updateProjectionOrderOp = (t: string, receiptUid: string, order: OrderRecord): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: projectionKey(t, receiptUid),
      UpdateExpression: 'SET orderStatus = :s, orderState = :st, lastModifiedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': order.status, ':st': order.state, ':now': order.lastModifiedAt },
    },
  },
});

/** Every page of a Query (bounded by its key). */
export const queryAll = async (
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> => {
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        ...input,
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    out.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
};

export type TimeRange = { from?: string | undefined; to?: string | undefined };
const INDEX_PK = { gsi1: storePk, gsi2: monthPk, gsi3: customerPk } as const;

/** Projections under one partition of a time-ordered index, restricted to the settledAt range. */
export const queryProjections = async (
  t: string,
  index: keyof typeof INDEX_PK,
  partition: string,
  range: TimeRange,
): Promise<ReceiptProjection[]> => {
  const sk = `${index}sk`;
  const values: Record<string, string> = { ':pk': INDEX_PK[index](t, partition) };
  let condition = `${index}pk = :pk`;
  // '~' sorts after every UID character, so `to#~` includes every receipt settled at `to`.
  if (range.from && range.to) {
    condition += ` AND ${sk} BETWEEN :from AND :to`;
    Object.assign(values, { ':from': range.from, ':to': `${range.to}#~` });
  } else if (range.from) {
    condition += ` AND ${sk} >= :from`;
    values[':from'] = range.from;
  } else if (range.to) {
    condition += ` AND ${sk} <= :to`;
    values[':to'] = `${range.to}#~`;
  }
  const items = await queryAll({
    IndexName: index,
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
  });
  return items as unknown as ReceiptProjection[];
};

/** Projections by receipt uid (BatchGet, 100 keys a call). */
export const getProjections = async (t: string, uids: readonly string[]): Promise<ReceiptProjection[]> => {
  const out: ReceiptProjection[] = [];
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, string>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((u) => projectionKey(t, u)) },
    };
    while (request && Object.keys(request).length > 0) {
      const res = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
      out.push(...((res.Responses?.[tableName()] ?? []) as unknown as ReceiptProjection[]));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
};
