import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchGetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import type { LedgerRecord, Programme } from './loyalty.schema.ts';
import type { LoyaltyAccount, OrderPoints } from './loyalty-rules.ts';

/** Partition-key templates of the loyalty items (shared/db/key-patterns.ts). */
export const LOYALTY_KEYS = {
  programme: 'T#${tenantUid}#LOYALTY',
  account: 'T#${tenantUid}#LOYALTY#CUSTOMER#${customerUid}',
  orderPoints: 'T#${tenantUid}#LOYALTY#ORDER#${orderUid}',
} as const;

/**
 * I/O of loyalty: plain items. The programme `T#<t>#LOYALTY` / `PROGRAMME`; a customer's account
 * `T#<t>#LOYALTY#CUSTOMER#<c>` / `ACCOUNT` with its ledger in the same partition
 * (`LEDGER#<sequence>`, so a page is one Query); an order's points `T#<t>#LOYALTY#ORDER#<o>` /
 * `ORDER`, whose `earnedAt` is the marker that the order earned.
 */
export type ProgrammeRecord = Programme & { version: number; lastModifiedAt: string };

const programmeKey = (t: string) => ({ pk: `T#${t}#LOYALTY`, sk: 'PROGRAMME' });
const accountPk = (t: string, c: string) => `T#${t}#LOYALTY#CUSTOMER#${c}`;
const accountKey = (t: string, c: string) => ({ pk: accountPk(t, c), sk: 'ACCOUNT' });
const orderKey = (t: string, o: string) => ({ pk: `T#${t}#LOYALTY#ORDER#${o}`, sk: 'ORDER' });
const ledgerSk = (sequence: number) => `LEDGER#${String(sequence).padStart(12, '0')}`;

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

/** Programme, account and order points in one strongly consistent BatchGet (only what is asked). */
export const readLoyalty = async (
  tenantUid: string,
  want: { customerUid?: string; orderUid?: string },
): Promise<{ programme?: ProgrammeRecord; account?: LoyaltyAccount; order?: OrderPoints }> => {
  const keys = [
    programmeKey(tenantUid),
    ...(want.customerUid ? [accountKey(tenantUid, want.customerUid)] : []),
    ...(want.orderUid ? [orderKey(tenantUid, want.orderUid)] : []),
  ];
  let pending: Record<string, unknown>[] = keys;
  const found: Record<string, unknown>[] = [];
  while (pending.length > 0) {
    const out = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(out.Responses?.[tableName()] ?? []));
    pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
  }
  const bySk = (sk: string) => found.find((i) => i.sk === sk);
  return {
    programme: strip<ProgrammeRecord>(bySk('PROGRAMME')),
    account: strip<LoyaltyAccount>(bySk('ACCOUNT')),
    order: strip<OrderPoints>(bySk('ORDER')),
  };
};

const versioned = (
  key: Record<string, string>,
  record: object & { version: number },
  now: string,
  guard = '',
) => {
  const expected = record.version;
  const cond = expected === 0 ? 'attribute_not_exists(pk)' : 'version = :v';
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key, ...record, version: expected + 1, lastModifiedAt: now },
      ConditionExpression: guard ? `(${cond}) AND ${guard}` : cond,
      ...(expected === 0 ? {} : { ExpressionAttributeValues: { ':v': expected } }),
    },
  };
};

/** Writes the programme if it still has the version read (0: new). */
export const putProgrammeOp = (tenantUid: string, p: ProgrammeRecord, now: string): TransactOp => ({
  item: versioned(programmeKey(tenantUid), p, now),
  onConditionFailed: () => new RaceError('the loyalty programme changed; retry'),
});

/** Writes a customer's account if it still has the version read. */
export const putAccountOp = (a: LoyaltyAccount, now: string): TransactOp => ({
  item: versioned(accountKey(a.tenantUid, a.customerUid), a, now),
  onConditionFailed: () => new RaceError(`the loyalty account of '${a.customerUid}' changed; retry`),
});

/**
 * Writes an order's points if they still have the version read. `earning`: also only if the order
 * has not earned yet, so a second settle of one order can never earn twice, whatever raced.
 */
export const putOrderPointsOp = (o: OrderPoints, now: string, earning: boolean): TransactOp => ({
  item: versioned(
    orderKey(o.tenantUid, o.orderUid),
    // earnedAt is absent (not null) until the order earns: the condition tests its absence.
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as OrderPoints,
    now,
    earning ? 'attribute_not_exists(earnedAt)' : '',
  ),
  onConditionFailed: () => new RaceError(`the loyalty points of order '${o.orderUid}' changed; retry`),
});

/** A new ledger entry of a customer (its sequence is taken under the account's version). */
export const putLedgerEntryOp = (tenantUid: string, customerUid: string, e: LedgerRecord): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { pk: accountPk(tenantUid, customerUid), sk: ledgerSk(e.sequence), ...e },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () => new RaceError(`the loyalty ledger of '${customerUid}' moved; retry`),
});

/** The newest ledger entries first, before sequence `before` when given. */
export const ledgerPage = async (
  tenantUid: string,
  customerUid: string,
  before: number | undefined,
  pageSize: number,
): Promise<LedgerRecord[]> => {
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': accountPk(tenantUid, customerUid),
        ':from': 'LEDGER#',
        ':to': before ? ledgerSk(before - 1) : 'LEDGER#\uffff',
      },
      ScanIndexForward: false,
      Limit: pageSize,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => strip<LedgerRecord>(i)!);
};
