import { readStoreVatCodes } from '#functions/accounting/accounting-read.ts';
import { productGroupNames } from '#functions/catalogue/product-group-read.ts';
import { type ProductArticle, readProductArticles } from '#functions/catalogue/product-read.ts';
import {
  receiptTillUid,
  settlementNet,
  storeProductsSold,
  storeReceiptPages,
} from '#functions/sales/receipt-read.ts';
import { closedSessionsBetween, readStoreTills } from '#functions/tills/till-read.ts';
import { readTenantUsers } from '#functions/users/user-read.ts';
import { basicsOf, NO_ARTICLE_GROUP } from './saf-t-codes.ts';
import type {
  SaftHead,
  SaftRegister,
  SaftSignature,
  SaftSources,
  SaftTransaction,
  SaftVatCode,
} from './saf-t-model.ts';
import { toTransaction, toZReportEvent } from './saf-t-rules.ts';
import { idOf, localDateTime } from './saf-t-time.ts';
import { clip } from './xml-writer.ts';

/**
 * The export's sources filled from today's data (docs/decisions/saf-t.md): tills as cash
 * registers, users as employees, the products sold as articles, the store's VAT types and the
 * products' VAT codes, completed receipts as transactions (paged through the read model), and
 * till closes as Z report events. Not yet: the journal's other events and the signatures, whose
 * readers replace `events` and `signatures` when they exist.
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

export const todaysSources = async (scope: SourceScope, head: SaftHead): Promise<SaftSources> => {
  const { tenantUid, storeUid, timezone } = scope;
  const [tills, users, groups, vatTypes, sold] = await Promise.all([
    readStoreTills(tenantUid, storeUid),
    readTenantUsers(tenantUid),
    productGroupNames(tenantUid),
    readStoreVatCodes({ tenantUid, storeUid }),
    storeProductsSold(tenantUid, storeUid, scope.fromIso, scope.toIso),
  ]);
  // The products sold, for the articles and each line's group: bounded by the catalogue's size.
  const articles = new Map<string, ProductArticle>();
  for (const uids of chunk(sold, 100))
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
  const registers = tills.map((t) => ({
    registerID: idOf(t.tillUid, 100),
    regDesc: clip(`${t.name} (till ${t.number})`, 999),
    tillUid: t.tillUid,
  }));
  const ctx = { timezone, currency: scope.currency, groupOf, netOf: settlementNet };
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
      (async function* () {
        for await (const page of closedSessionsBetween(
          tenantUid,
          register.tillUid,
          scope.fromIso,
          scope.toIso,
        )) {
          yield page.map((s) => toZReportEvent(s, rates, timezone));
        }
      })(),
    // One walk of the store's receipts per till: the read model has no till column (decisions).
    transactions: (register: SaftRegister) =>
      (async function* () {
        for await (const page of storeReceiptPages(tenantUid, storeUid, scope.fromIso, scope.toIso)) {
          const mine = page.filter((r) => receiptTillUid(r) === register.tillUid);
          if (mine.length) yield mine.map((r): SaftTransaction => toTransaction(r, ctx));
        }
      })(),
    // No transaction is signed yet: the signature chain replaces this (docs/decisions/saf-t.md).
    signatures: async () => new Map<string, SaftSignature>(),
  };
};
