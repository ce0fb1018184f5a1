import { batchGetItems } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { PrePaymentAccount } from './prepayment-rules.ts';

/**
 * The pre-payments of an order: one plain item in the order's partition (`T#<t>#ORDER#<o>` /
 * `PREPAYMENTS`), versioned, so a pre-payment, a refund and a receipt's use of it each change
 * the balance atomically under one condition.
 */
const keyOf = (tenantUid: string, orderUid: string) => ({
  pk: `T#${tenantUid}#ORDER#${orderUid}`,
  sk: 'PREPAYMENTS',
});

/** The account, strongly consistent (it is read to be changed); undefined before the first write. */
export const getPrePaymentAccount = async (
  tenantUid: string,
  orderUid: string,
): Promise<PrePaymentAccount | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(tenantUid, orderUid), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { tenantUid: t, orderUid: o, storeUid, prePayments, uses, version } = Item;
  return { tenantUid: t, orderUid: o, storeUid, prePayments, uses, version } as PrePaymentAccount;
};

/** The pre-payments of these orders (one BatchGet, strongly consistent), in no particular order. */
export const getPrePaymentsOfOrders = async (
  tenantUid: string,
  orderUids: readonly string[],
): Promise<PrePaymentAccount['prePayments']> => {
  const items = await batchGetItems(
    orderUids.map((orderUid) => keyOf(tenantUid, orderUid)),
    { consistent: true, fields: ['prePayments'] },
  );
  return items.flatMap((item) => (item.prePayments ?? []) as PrePaymentAccount['prePayments']);
};

/** Writes the account if it still has the version that was read (0: it did not exist). */
export const putPrePaymentAccountOp = (account: PrePaymentAccount, now: string): TransactOp => {
  const expected = account.version;
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keyOf(account.tenantUid, account.orderUid),
          ...account,
          version: expected + 1,
          lastModifiedAt: now,
        },
        ConditionExpression: expected === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(expected === 0 ? {} : { ExpressionAttributeValues: { ':v': expected } }),
      },
    },
    onConditionFailed: () => new RaceError(`the pre-payments of order '${account.orderUid}' changed; retry`),
  };
};
