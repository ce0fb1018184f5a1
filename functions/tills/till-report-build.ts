import { productGroupIndex } from '#functions/catalogue/product-group-read.ts';
import { readProductArticles } from '#functions/catalogue/product-read.ts';
import { fiscalOps, openCashPoint } from '#functions/fiscal/fiscal-write.ts';
import { sessionActivity } from '#functions/fiscal/journal-read.ts';
import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';
import { readReferenceItems } from '#shared/db/references.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { type GroupSale, groupSalesOf } from './ledger-voucher-group-rules.ts';
import { getCounter, moveCounterOp, putReportOp } from './till-report.repository.ts';
import type { ReportType, TillReportValue } from './till-report.schema.ts';
import { buildReport } from './till-report-rules.ts';
import type { SessionUser, TillSessionRecord } from './till-session.schema.ts';

/**
 * The transaction members of an X or Z report: the journal event of the run (13008, 13009), the
 * report numbered from the till's counter and the counter moved. Called inside the caller's
 * retryOnRace: the cash point's head is read first and moved in the commit, and the counter moved
 * from the version read, so a record or report that lands meanwhile makes the caller read again.
 */

/**
 * The company and organisation number a report names (the store's address, as receipts do), and
 * the store's time zone (the close's voucher is dated with the store's day).
 */
export type ReportCompany = { companyName: string; organisationNumber: string; timezone: string };

export const reportCompany = async (tenantUid: string, storeUid: string): Promise<ReportCompany> => {
  const [store] = await readReferenceItems(tenantUid, [
    { kind: 'store', uid: storeUid, fields: ['name', 'address', 'timezone'] },
  ]);
  const address = (store?.address ?? {}) as { companyName?: string; vatNumber?: string };
  return {
    companyName: address.companyName || (typeof store?.name === 'string' ? store.name : ''),
    organisationNumber: address.vatNumber ?? '',
    timezone: typeof store?.timezone === 'string' ? store.timezone : 'UTC',
  };
};

const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

type GroupOfProduct = (productUid: string) => {
  productGroupUid: string;
  name: string;
  chain: readonly string[];
};

/** The product group of each product the transactions sell (the catalogue's, '' for none), with its ancestors. */
const groupsOf = async (
  tenantUid: string,
  transactions: readonly SignedTransaction[],
): Promise<GroupOfProduct> => {
  const uids = [...new Set(transactions.flatMap((x) => x.lines.map((l) => l.productUid)))];
  if (uids.length === 0) return () => ({ productGroupUid: '', name: '', chain: [] });
  const [articles, groups] = await Promise.all([
    readProductArticles(tenantUid, uids),
    productGroupIndex(tenantUid),
  ]);
  return (productUid: string) => {
    const group = articles.get(productUid)?.productGroupUid ?? '';
    const name = groups.names.get(group)?.name;
    return name === undefined
      ? { productGroupUid: '', name: '', chain: [] }
      : { productGroupUid: group, name, chain: groups.chainOf(group) };
  };
};

/** Display names of the users who signed the transactions ('' for one not on record). */
const namesOf = async (tenantUid: string, transactions: readonly SignedTransaction[]) => {
  const uids = [...new Set(transactions.map((x) => x.actorUid))];
  const names = new Map<string, string>();
  for (const part of chunk(uids, 100)) {
    const found = await readReferenceItems(
      tenantUid,
      part.map((uid) => ({ kind: 'user' as const, uid, fields: ['displayName'] })),
    );
    for (const [i, uid] of part.entries()) names.set(uid, String(found[i]?.displayName ?? ''));
  }
  return (uid: string) => names.get(uid) ?? '';
};

/**
 * The report of `session` by `actor` at `now`, the members that journal, number and keep it, and
 * the session's signed sales per product group and VAT code (the close's ledger voucher books them).
 */
export const reportOps = async (
  session: TillSessionRecord,
  type: ReportType,
  actor: SessionUser,
  now: string,
  company: ReportCompany,
): Promise<{ report: TillReportValue; ops: TransactOp[]; groupSales: GroupSale[] }> => {
  const { tenantUid, storeUid, tillUid } = session;
  // The head before the records: whatever is appended after this read fails the commit.
  const point = await openCashPoint(tenantUid, storeUid, tillUid, false);
  const [counter, activity] = await Promise.all([
    getCounter(tenantUid, tillUid),
    sessionActivity(tenantUid, tillUid, session.openedAt),
  ]);
  const [groupOf, nameOf] = await Promise.all([
    groupsOf(tenantUid, activity.transactions),
    namesOf(tenantUid, activity.transactions),
  ]);
  const reportNumber = (type === 'Z' ? counter.zReportNumber : counter.xReportNumber) + 1;
  const built = buildReport(session, activity.events, activity.transactions, {
    reportType: type,
    reportNumber,
    companyName: company.companyName,
    organisationNumber: company.organisationNumber,
    createdAt: now,
    createdBy: actor,
    counter,
    groupOf,
    nameOf,
  });
  const description =
    type === 'Z'
      ? `Till closed, Z report ${reportNumber} of session ${session.sessionUid}`
      : `X report ${reportNumber} of session ${session.sessionUid}`;
  const journal = fiscalOps(point, {
    actorUid: actor.tenantUserUid,
    now,
    events: [{ eventCode: type === 'Z' ? '13009' : '13008', description }],
  });
  return {
    report: built.report,
    groupSales: groupSalesOf(activity.transactions, groupOf),
    ops: [
      ...journal.ops,
      moveCounterOp(tenantUid, tillUid, counter, built.counter),
      putReportOp(tenantUid, built.report),
    ],
  };
};
