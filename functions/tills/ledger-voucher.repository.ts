import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { LedgerVoucherValue } from './ledger-voucher.schema.ts';

/**
 * The ledger voucher of a closed session, one item in the till's partition
 * (`T#<t>#TILL#<till>` / `VOUCHER#<sessionUid>`): written once, in the close's transaction, and
 * read by session uid with one GetItem.
 */

const voucherKey = (tenantUid: string, tillUid: string, sessionUid: string) => ({
  pk: `T#${tenantUid}#TILL#${tillUid}`,
  sk: `VOUCHER#${sessionUid}`,
});

/** Puts the voucher of a session that is being closed (a session closes once, so it is new). */
export const putVoucherOp = (tenantUid: string, voucher: LedgerVoucherValue): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        ...voucherKey(tenantUid, voucher.tillUid, voucher.sessionUid),
        recordType: 'TILLVOUCHER',
        ...voucher,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
});

export const getVoucher = async (
  tenantUid: string,
  tillUid: string,
  sessionUid: string,
): Promise<LedgerVoucherValue | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: voucherKey(tenantUid, tillUid, sessionUid),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, recordType: _r, ...stored } = Item;
  const voucher = stored as LedgerVoucherValue;
  // A voucher booked before sales were split by product group has postings without the member.
  return {
    ...voucher,
    postings: voucher.postings.map((p) => ({ ...p, productGroupUid: p.productGroupUid ?? '' })),
  };
};
