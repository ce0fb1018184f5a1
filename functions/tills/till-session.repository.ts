import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { countQuery } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { TillMovement, TillSessionRecord, TillTally } from './till-session.schema.ts';

/**
 * I/O of till sessions. A till has one current session item (`SESSION`), OPEN or the last CLOSED
 * one; opening puts a new one only where none is OPEN (the condition makes two opens race to one
 * winner). Every change of an open session (a settlement's tally, a movement, the close) is
 * conditioned on its uid and state, and the close also on its version, so a settlement either
 * lands before the close and is in its report, or is refused because the till is closed.
 */

const RECORD_TYPE = 'TILLSESSION';
const sessionKey = (tenantUid: string, tillUid: string) => ({
  pk: `T#${tenantUid}#TILL#${tillUid}`,
  sk: 'SESSION',
});

export const getSession = async (
  tenantUid: string,
  tillUid: string,
): Promise<TillSessionRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(tenantUid, tillUid), ConsistentRead: true }),
  );
  return Item ? (stripKeys(Item) as TillSessionRecord) : undefined;
};

const stripKeys = ({ pk: _pk, sk: _sk, recordType: _r, ...rest }: Record<string, unknown>) => rest;

/** Closed sessions of a till, newest first (`SESSION#<closedAt>#<uid>`), `limit` at a time. */
export const closedSessions = async (
  tenantUid: string,
  tillUid: string,
  limit: number,
  before?: string,
): Promise<{ items: TillSessionRecord[]; next: string | null }> => {
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: before
        ? 'pk = :pk AND sk BETWEEN :lo AND :before'
        : 'pk = :pk AND begins_with(sk, :lo)',
      ExpressionAttributeValues: {
        ':pk': sessionKey(tenantUid, tillUid).pk,
        ':lo': 'SESSION#',
        ...(before ? { ':before': `SESSION#${before}` } : {}),
      },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const items = (out.Items ?? []).filter((i) => i.sk !== `SESSION#${before}`).map((i) => stripKeys(i));
  const page = items.slice(0, limit) as TillSessionRecord[];
  const last = page.at(-1);
  return { items: page, next: items.length > limit && last ? `${last.closedAt}#${last.sessionUid}` : null };
};

/**
 * Closed sessions of a till with `fromIso <= closedAt < toIso`, oldest first, `limit` at a time;
 * `next` is the sort key to continue after (`after`), null on the last page.
 */
export const closedSessionsFrom = async (
  tenantUid: string,
  tillUid: string,
  fromIso: string,
  toIso: string,
  limit: number,
  after?: string,
): Promise<{ items: TillSessionRecord[]; next: string | null }> => {
  const { pk } = sessionKey(tenantUid, tillUid);
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pk, ':lo': `SESSION#${fromIso}`, ':hi': `SESSION#${toIso}` },
      ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
      Limit: limit,
    }),
  );
  const next = out.LastEvaluatedKey ? String(out.LastEvaluatedKey.sk) : null;
  return { items: (out.Items ?? []).map((i) => stripKeys(i) as TillSessionRecord), next };
};

/** How many closed sessions the till has: one Select COUNT query of its session items. */
export const countClosedSessions = (tenantUid: string, tillUid: string): Promise<number> =>
  countQuery({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lo)',
    ExpressionAttributeValues: { ':pk': sessionKey(tenantUid, tillUid).pk, ':lo': 'SESSION#' },
  });

const open = { '#state': 'state', '#sid': 'sessionUid' };

/** Puts a new OPEN session where the till has none open (a second open is a 409). */
export const openSessionOp = (record: TillSessionRecord): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...sessionKey(record.tenantUid, record.tillUid), recordType: RECORD_TYPE, ...record },
      ConditionExpression: 'attribute_not_exists(pk) OR #state = :closed',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':closed': 'CLOSED' },
    },
  },
  onConditionFailed: () =>
    new ConflictError(`till '${record.tillUid}' is already open; close it first`, {
      errors: [{ path: 'params.tillUid', message: 'the till has an open session' }],
    }),
});

/** Replaces the open session with its closed form, and keeps a copy in the till's history. */
export const closeSessionOps = (closed: TillSessionRecord, expectedVersion: number): TransactOp[] => {
  const key = sessionKey(closed.tenantUid, closed.tillUid);
  return [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...key, recordType: RECORD_TYPE, ...closed },
          ConditionExpression: '#sid = :sid AND #state = :open AND #version = :v',
          ExpressionAttributeNames: { ...open, '#version': 'version' },
          ExpressionAttributeValues: { ':sid': closed.sessionUid, ':open': 'OPEN', ':v': expectedVersion },
        },
      },
      // A settlement or movement landed after our read (or another close won): read again.
      onConditionFailed: () => new RaceError(`till '${closed.tillUid}' changed while closing`),
    },
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...closed,
            pk: key.pk,
            sk: `SESSION#${closed.closedAt}#${closed.sessionUid}`,
            recordType: 'TILLSESSION_CLOSED',
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
  ];
};

const notOpen = (tillUid: string, path: string) => () =>
  new ConflictError(`till '${tillUid}' is not open`, {
    errors: [{ path, message: 'the till has no open session' }],
  });

/** Adds a cash movement to the open session `sessionUid` (409 when the till is not open). */
export const movementOp = (
  tenantUid: string,
  tillUid: string,
  sessionUid: string,
  movement: TillMovement,
  into: 'deposits' | 'withdrawals',
): TransactOp => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: sessionKey(tenantUid, tillUid),
      UpdateExpression:
        'SET #m = list_append(#m, :m), #into = #into + :amount, #version = #version + :one, #at = :at',
      ConditionExpression: '#sid = :sid AND #state = :open AND size(#m) < :max',
      ExpressionAttributeNames: {
        ...open,
        '#m': 'movements',
        '#into': into,
        '#version': 'version',
        '#at': 'lastModifiedAt',
      },
      ExpressionAttributeValues: {
        ':m': [movement],
        ':amount': movement.amount,
        ':one': 1,
        ':at': movement.createdAt,
        ':sid': sessionUid,
        ':open': 'OPEN',
        ':max': MAX_MOVEMENTS,
      },
    },
  },
  onConditionFailed: notOpen(tillUid, 'params.tillUid'),
});

/** Movements one session holds (the session item stays well under DynamoDB's 400 KB). */
export const MAX_MOVEMENTS = 200;

/**
 * Adds what a receipt change took at the till to its open session `sessionUid`, in the receipt's
 * transaction. A failed condition means the session closed or changed hands after it was read:
 * a race, retried from fresh reads (the till is then found closed: a 409).
 */
export const tallyOp = (
  tenantUid: string,
  tillUid: string,
  sessionUid: string,
  tally: TillTally,
  now: string,
): TransactOp => {
  const names: Record<string, string> = { ...open, '#version': 'version', '#at': 'lastModifiedAt' };
  const values: Record<string, unknown> = {
    ':sid': sessionUid,
    ':open': 'OPEN',
    ':one': 1,
    ':at': now,
    ':zero': 0,
  };
  const sets = ['#version = #version + :one', '#at = :at'];
  const add = (map: string, key: string, i: string, value: number) => {
    names[`#${map}`] = map;
    names[`#k${i}`] = key;
    values[`:v${map}${i}`] = value;
    sets.push(`#${map}.#k${i} = if_not_exists(#${map}.#k${i}, :zero) + :v${map}${i}`);
  };
  const plus = (attr: string, value: number) => {
    names[`#${attr}`] = attr;
    values[`:${attr}`] = value;
    sets.push(`#${attr} = #${attr} + :${attr}`);
  };
  tally.payments.forEach((p, n) => {
    add('payAmount', p.settlementCode, `p${n}`, p.amount);
    add('payCount', p.settlementCode, `p${n}`, p.count);
    names['#payName'] = 'payName';
    values[`:name${n}`] = p.settlementName;
    sets.push(`#payName.#kp${n} = :name${n}`);
  });
  if (tally.change !== 0) plus('change', tally.change);
  if (tally.receipt) {
    plus('receiptsCount', 1);
    plus('grandTotal', tally.receipt.grandTotal);
    tally.receipt.vat.forEach((v, n) => {
      add('vatGross', v.vatCodeUid, `v${n}`, v.gross);
      add('vatAmount', v.vatCodeUid, `v${n}`, v.vat);
    });
    names['#first'] = 'firstVoucher';
    names['#last'] = 'lastVoucher';
    values[':voucher'] = tally.receipt.voucherNumber;
    sets.push('#first = if_not_exists(#first, :voucher)', '#last = :voucher');
  }
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: sessionKey(tenantUid, tillUid),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#sid = :sid AND #state = :open',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    onConditionFailed: () => new RaceError(`till '${tillUid}' closed or reopened during the payment`),
  };
};

/** A check that the till has no open session (deleting a till). */
export const notOpenCheckOp = (tenantUid: string, tillUid: string): TransactOp => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: sessionKey(tenantUid, tillUid),
      ConditionExpression: 'attribute_not_exists(pk) OR #state = :closed',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':closed': 'CLOSED' },
    },
  },
  onConditionFailed: () => new ConflictError(`till '${tillUid}' is open; close it before deleting it`),
});
