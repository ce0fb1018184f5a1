import { type SQL, sql } from 'drizzle-orm';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import type { Page, PagedList } from '#shared/http/paging.ts';
import { changesPage } from '#shared/search/changes-page.ts';
import { pageQuery } from '#shared/search/page-query.ts';
import { readIndexed } from '#shared/search/pending.ts';
import {
  allOf,
  containsPattern,
  docColumn,
  oneOf,
  orderBy,
  overlaps,
  parseDoc,
  tenantTotal,
  termsOf,
} from '#shared/search/query.ts';
import { readTenant, rowsOf } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import type { ProductRecord } from './product.schema.ts';
import type { ProductSearchInput } from './product-input.schema.ts';
import { PRODUCTS_TABLE } from './product-search.table.ts';

/** Product searches, answered by the read model (product.projection.ts). */

const SORTS: Readonly<Record<string, SQL>> = {
  name: sql.raw('name'),
  sku: sql.raw('sku'),
  updatedAt: sql.raw('modified_at'),
  createdAt: sql.raw('created_at'),
  productUid: sql.raw('uid'),
};

const view = sql.identifier(tenantView(PRODUCTS_TABLE));

/**
 * Every term of `query` contained in a word of the name or brand, or of the sku or a gtin (spec
 * 4.1's word match over both columns, each with its own trigram index). With several terms the
 * match is written as "all in the names, or some in the codes and each in either": the same rows,
 * but the first branch is one scan of the names' index that intersects every term's trigrams, so
 * `blue teapot` reads the blue teapots' rows instead of every teapot's (half the time at a million
 * products), and the second branch is empty unless a term is in a sku or gtin.
 */
const containsEverywhere = (query: string): SQL => {
  const terms = termsOf(query);
  const inWords = (t: string) => sql`words LIKE ${containsPattern(t)}`;
  const inCodes = (t: string) => sql`codes LIKE ${containsPattern(t)}`;
  const inEither = allOf(terms.map((t) => sql`(${inWords(t)} OR ${inCodes(t)})`));
  if (terms.length < 2) return inEither;
  const someInCodes = sql.join(terms.map(inCodes), sql` OR `);
  return sql`((${allOf(terms.map(inWords))}) OR ((${someInCodes}) AND ${inEither}))`;
};

/** A search whose productGroupUids are already expanded to their subtrees. */
export type ProductFilter = Omit<ProductSearchInput, 'productGroupUids'> & { groupUids?: readonly string[] };

/** The condition of each criterion given. */
const filtersOf = (search: ProductFilter): SQL[] =>
  [
    search.sku ? sql`sku_key = ${search.sku.toLowerCase()}` : undefined,
    search.gtin ? overlaps(sql.raw('gtins'), [search.gtin]) : undefined,
    search.groupUids ? oneOf(sql.raw('product_group_uid'), search.groupUids) : undefined,
    search.productTypes ? oneOf(sql.raw('product_type'), search.productTypes) : undefined,
    search.active === undefined ? undefined : sql`active = ${search.active}`,
    search.parentProductUid ? sql`parent_product_uid = ${search.parentProductUid}` : undefined,
    search.updatedSince ? sql`modified_at >= ${new Date(search.updatedSince).toISOString()}` : undefined,
    search.query ? containsEverywhere(search.query) : undefined,
  ].filter((f) => f !== undefined);

/** One page of the tenant's products matching `search` (every criterion must hold). */
export const findProductPage = (
  tenantUid: string,
  search: ProductFilter,
  page: Page,
): Promise<PagedList<ProductRecord>> =>
  readTenant(tenantUid, (db) => {
    const filters = filtersOf(search);
    const tenant = sql`tenant_uid = ${tenantUid}`;
    return pageQuery(db, {
      from: view,
      select: sql`${docColumn}, uid`,
      where: allOf([tenant, ...filters]),
      ...(filters.length === 0 ? { total: tenantTotal(PRODUCTS_TABLE) } : {}),
      order: orderBy(page, SORTS, sql.raw('uid')),
      page,
      map: (row) => parseDoc<ProductRecord>(row),
      filterFirst: Boolean(search.query),
      // An exact sku or gtin matches a handful of rows: no estimate needed to know it.
      few: Boolean(search.sku || search.gtin),
      walkScope: tenant,
    });
  });

/** The tenant's products matching `search` changed since a time or a cursor (changes-page.ts). */
export const findProductChanges = (
  tenantUid: string,
  search: ProductFilter,
  request: ChangesRequest,
): Promise<CursorPagedList<ProductRecord>> => {
  const filters = filtersOf(search);
  return readTenant(tenantUid, (db) =>
    changesPage(db, {
      list: PRODUCTS_TABLE,
      tenantUid,
      from: view,
      where: allOf([sql`tenant_uid = ${tenantUid}`, ...filters]),
      ...(filters.length === 0 ? { hourCounted: true } : {}),
      select: docColumn,
      map: (row) => parseDoc<ProductRecord>(row),
      request,
    }),
  );
};

/**
 * The uid of one product whose `column` is `value`, or undefined. Read-your-writes: the read
 * model first takes in the tenant's latest product writes, so a product written before is seen.
 */
const anyWhere = async (
  tenantUid: string,
  column: 'product_group_uid' | 'parent_product_uid',
  value: string,
) => {
  return readIndexed(tenantUid, [PRODUCTS_TABLE], () =>
    readTenant(tenantUid, async (db) => {
      const rows = await rowsOf<{ uid: string }>(
        db,
        sql`SELECT uid FROM ${view} WHERE tenant_uid = ${tenantUid} AND NOT deleted AND ${sql.raw(column)} = ${value} LIMIT 1`,
      );
      return rows[0]?.uid;
    }),
  );
};

/** A product of the group (not of its subgroups), or undefined. */
export const productInGroup = (tenantUid: string, productGroupUid: string) =>
  anyWhere(tenantUid, 'product_group_uid', productGroupUid);

/** A variant of the master, or undefined. */
export const variantOf = (tenantUid: string, masterUid: string) =>
  anyWhere(tenantUid, 'parent_product_uid', masterUid);
