import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, QueryCommand } from '#shared/db/document-commands.ts';
import { countQuery } from '#shared/db/query.ts';
import { RaceError } from '#shared/db/race.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import {
  NO_COUNTER,
  type ReportCounter,
  type ReportType,
  type TillReportValue,
} from './till-report.schema.ts';

/**
 * I/O of till reports, in the till's partition `T#<t>#TILL#<till>`: the counter (`REPORTS`) and
 * each report once (`XREPORT#<number>`, `ZREPORT#<number>`, zero-padded so key order is number
 * order). A report is put with the counter moved from the version read, in one transaction: of
 * two reports of a till one commits and the other is retried from fresh reads, so numbers have
 * no gaps and no repeats. Nothing updates or deletes a report.
 */

const pkOf = (tenantUid: string, tillUid: string) => `T#${tenantUid}#TILL#${tillUid}`;
const COUNTER_SK = 'REPORTS';
const prefixOf = (type: ReportType) => `${type}REPORT#`;
const skOf = (type: ReportType, n: number) => `${prefixOf(type)}${String(n).padStart(10, '0')}`;

const strip = ({ pk: _pk, sk: _sk, recordType: _r, ...rest }: Record<string, unknown>) => rest;

/** The till's counter, strongly consistent (all zero before its first report). */
export const getCounter = async (tenantUid: string, tillUid: string): Promise<ReportCounter> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: pkOf(tenantUid, tillUid), sk: COUNTER_SK },
      ConsistentRead: true,
    }),
  );
  return Item ? ({ ...NO_COUNTER, ...strip(Item) } as ReportCounter) : NO_COUNTER;
};

/** Moves the counter from `before` (version 0: none yet) to `after`; another report meanwhile is a race. */
export const moveCounterOp = (
  tenantUid: string,
  tillUid: string,
  before: ReportCounter,
  after: ReportCounter,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: pkOf(tenantUid, tillUid),
        sk: COUNTER_SK,
        recordType: 'TILLREPORTS',
        tenantUid,
        tillUid,
        ...after,
      },
      ConditionExpression: before.version === 0 ? 'attribute_not_exists(pk)' : '#v = :v',
      ...(before.version === 0
        ? {}
        : {
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': before.version },
          }),
    },
  },
  onConditionFailed: () => new RaceError(`till '${tillUid}' made another report meanwhile`),
});

/** Puts a report once. */
export const putReportOp = (tenantUid: string, report: TillReportValue): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: {
        pk: pkOf(tenantUid, report.tillUid),
        sk: skOf(report.reportType, report.reportNumber),
        recordType: `TILL${report.reportType}REPORT`,
        ...report,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  onConditionFailed: () => new RaceError(`report ${report.reportType} ${report.reportNumber} exists; retry`),
});

export const getReport = async (
  tenantUid: string,
  tillUid: string,
  type: ReportType,
  n: number,
): Promise<TillReportValue | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: pkOf(tenantUid, tillUid), sk: skOf(type, n) } }),
  );
  return Item ? (strip(Item) as TillReportValue) : undefined;
};

/** Reports of a type, newest first, `limit` after the number `after` (key paging). */
export const reportsPage = async (
  tenantUid: string,
  tillUid: string,
  type: ReportType,
  limit: number,
  after?: number,
): Promise<{ items: TillReportValue[]; next: string | null }> => {
  const out = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression:
        after === undefined ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk AND sk BETWEEN :p AND :before',
      ExpressionAttributeValues: {
        ':pk': pkOf(tenantUid, tillUid),
        ':p': prefixOf(type),
        ...(after === undefined ? {} : { ':before': skOf(type, after - 1) }),
      },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const items = (out.Items ?? []).map((i) => strip(i) as TillReportValue);
  const page = items.slice(0, limit);
  const last = page.at(-1);
  return { items: page, next: items.length > limit && last ? String(last.reportNumber) : null };
};

/** How many reports of a type the till has: one Select COUNT query. */
export const countReports = (tenantUid: string, tillUid: string, type: ReportType): Promise<number> =>
  countQuery({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': pkOf(tenantUid, tillUid), ':p': prefixOf(type) },
  });
