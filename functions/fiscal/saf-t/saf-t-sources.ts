import { readStoreVatCodes } from '#functions/accounting/accounting-read.ts';
import { productGroupNames } from '#functions/catalogue/product-group-read.ts';
import { type ProductArticle, readProductArticles } from '#functions/catalogue/product-read.ts';
import { cashPointsOfStore, journalEvents } from '#functions/fiscal/journal-read.ts';
import { type SignedTransaction, signedLines, signedTransactions } from '#functions/fiscal/signature-read.ts';
import { type ClosedSession, closedSessionsBetween, readStoreTills } from '#functions/tills/till-read.ts';
import { readTenantUsers } from '#functions/users/user-read.ts';
import { basicsOf, NO_ARTICLE_GROUP, Z_REPORT_EVENT } from './saf-t-codes.ts';
import type { SaftEvent, SaftHead, SaftRegister, SaftSources, SaftVatCode } from './saf-t-model.ts';
import { type MappingContext, toJournalEvent, toSignedTransaction, toZReportEvent } from './saf-t-rules.ts';
import { idOf, localDateTime } from './saf-t-time.ts';
import { clip } from './xml-writer.ts';

/**
 * The export's sources (docs/decisions/saf-t.md): tills (and cash points with fiscal records) as
 * cash registers, users as employees, the products of the signed transactions as articles, the
 * store's VAT types and the products' VAT codes, each cash point's signed transactions (every
 * kind, with signature and keyVersion) and journal events, the till closes' Z reports attached
 * to the journal's Z report events.
 */

/** `list` in slices of `size`. */
const chunk = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export type SourceScope = {
  tenantUid: string;
  storeUid: string;
  timezone: string;
  currency: string;
  fromIso: string;
  toIso: string;
};

/** Skatteetaten's standard VAT code of a rate (basis points) for sales: 3, 31, 33; 5 for zero-rated. */
const standardVatCodeOf = (rate: number | undefined): string =>
  ({ 2500: '3', 1500: '31', 1200: '33', 0: '5' })[rate ?? -1] ?? '6';

/**
 * The products of the period's signed transactions of the cash points, as their lines name them
 * (bounded by the catalogue and the lines made up at the till): a line's product need not be in
 * the catalogue, yet the schema wants every artID among the articles.
 */
const productsSigned = async (
  tenantUid: string,
  tills: readonly string[],
  period: { from: string; to: string },
) => {
  const products = new Map<string, ProductArticle>();
  for (const tillUid of tills)
    for await (const x of signedLines(tenantUid, tillUid, period))
      for (const l of x.lines)
        if (!products.has(l.productUid))
          products.set(l.productUid, {
            productUid: l.productUid,
            sku: l.sku,
            name: l.name,
            productGroupUid: '',
            vatCodeUid: l.vatCodeUid,
            vatRate: l.vatRate,
            createdAt: x.occurredAt,
          });
  return products;
};

/** The fiscal readers' period: ISO instants, both ends inclusive (the export's end is exclusive). */
const fiscalPeriod = (scope: SourceScope) => ({
  from: scope.fromIso,
  to: new Date(Date.parse(scope.toIso) - 1).toISOString(),
});

/** Pages of `size` of an async iterable. */
async function* pages<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const item of items) {
    page.push(item);
    if (page.length === size) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

/**
 * A cash point's events: the journal's, in sequence order, the Z report event (13009) carrying
 * the eventReport of the close at the same instant; closes the journal does not hold (closed
 * before it existed) follow as their own Z report events.
 */
async function* registerEvents(
  scope: SourceScope,
  tillUid: string,
  ctx: MappingContext,
  zReport: (s: ClosedSession) => SaftEvent,
): AsyncGenerator<SaftEvent[]> {
  const closes = new Map<string, ClosedSession>();
  for await (const page of closedSessionsBetween(scope.tenantUid, tillUid, scope.fromIso, scope.toIso))
    for (const s of page) closes.set(s.closedAt, s);
  const journal = journalEvents(scope.tenantUid, tillUid, fiscalPeriod(scope));
  for await (const page of pages(journal, 500)) {
    yield page.map((e) => {
      const event = toJournalEvent(e, ctx);
      const close = e.eventCode === Z_REPORT_EVENT ? closes.get(e.occurredAt) : undefined;
      if (!close) return event;
      closes.delete(e.occurredAt);
      return { ...event, report: zReport(close).report };
    });
  }
  if (closes.size) yield [...closes.values()].map(zReport);
}

export const todaysSources = async (scope: SourceScope, head: SaftHead): Promise<SaftSources> => {
  const { tenantUid, storeUid, timezone } = scope;
  const period = fiscalPeriod(scope);
  const [tills, points, users, groups, vatTypes] = await Promise.all([
    readStoreTills(tenantUid, storeUid),
    cashPointsOfStore(tenantUid, storeUid),
    readTenantUsers(tenantUid),
    productGroupNames(tenantUid),
    readStoreVatCodes({ tenantUid, storeUid }),
  ]);
  // A cash point with fiscal records whose till is gone still has its transactions in the period.
  const named = new Map(tills.map((t) => [t.tillUid, `${t.name} (till ${t.number})`]));
  const tillUids = [...new Set([...tills.map((t) => t.tillUid), ...points.map((p) => p.tillUid)])];
  // The products of the transactions, as the catalogue holds them where it does (their groups).
  const articles = await productsSigned(tenantUid, tillUids, period);
  for (const uids of chunk([...articles.keys()], 100))
    for (const [uid, a] of await readProductArticles(tenantUid, uids)) articles.set(uid, a);
  const groupOf = (productUid: string) => {
    const group = articles.get(productUid)?.productGroupUid;
    return group && groups.has(group) ? idOf(group) : NO_ARTICLE_GROUP;
  };
  const rates = new Map([...articles.values()].map((a) => [a.vatCodeUid, a.vatRate]));
  const vatCodes = new Map<string, SaftVatCode>();
  for (const v of vatTypes) {
    const standard = /^\d{1,9}$/.test(v.vatTypeId) ? v.vatTypeId : standardVatCodeOf(rates.get(v.vatCodeUid));
    vatCodes.set(v.vatCodeUid, {
      vatCode: idOf(v.vatCodeUid, 20),
      dateOfEntry: v.createdAt.slice(0, 10),
      vatDesc: clip(v.vatCodeUid, 100),
      standardVatCode: standard,
    });
  }
  for (const a of articles.values()) {
    if (!a.vatCodeUid || vatCodes.has(a.vatCodeUid)) continue;
    vatCodes.set(a.vatCodeUid, {
      vatCode: idOf(a.vatCodeUid, 20),
      dateOfEntry: a.createdAt.slice(0, 10),
      vatDesc: `VAT ${(a.vatRate / 100).toFixed(2)} %`,
      standardVatCode: standardVatCodeOf(a.vatRate),
    });
  }
  const registers = tillUids.map((tillUid) => ({
    registerID: idOf(tillUid, 100),
    regDesc: clip(named.get(tillUid) ?? `Cash point ${tillUid}`, 999),
    tillUid,
  }));
  const staff = new Set(users.map((u) => u.tenantUserUid));
  const ctx: MappingContext = {
    timezone,
    currency: scope.currency,
    groupOf,
    empOf: (uid) => (uid && staff.has(uid) ? idOf(uid) : undefined),
  };
  return {
    head,
    vatCodes: [...vatCodes.values()],
    // Every user of the tenant: a seller of another store may have sold here (a transaction's empID).
    employees: users.map((u) => {
      const entry = localDateTime(u.createdAt, timezone);
      return {
        empID: idOf(u.tenantUserUid),
        dateOfEntry: entry.date,
        timeOfEntry: entry.time,
        surName: clip(u.displayName, 100),
        roleType: u.role,
      };
    }),
    articles: (async function* () {
      for (const page of chunk([...articles.values()], 500)) {
        yield page.map((a) => ({
          artID: idOf(a.productUid),
          dateOfEntry: a.createdAt.slice(0, 10),
          artGroupID: groupOf(a.productUid),
          artDesc: clip(a.name || a.sku || a.productUid, 999),
        }));
      }
    })(),
    basics: basicsOf([...groups].map(([uid, g]) => ({ id: idOf(uid), name: g.name }))),
    registers,
    events: (register: SaftRegister) =>
      registerEvents(scope, register.tillUid, ctx, (s) => toZReportEvent(s, rates, timezone)),
    // The cash point's signed transactions, every kind, in the order of its chain.
    transactions: (register: SaftRegister) =>
      (async function* () {
        const signed = signedTransactions(tenantUid, register.tillUid, period);
        for await (const page of pages<SignedTransaction>(signed, 100))
          yield page.map((x) => toSignedTransaction(x, ctx));
      })(),
  };
};
