import { SORT_COLLATION } from '#shared/search/collation.ts';
import { COMMON_COLUMNS_DDL, tenantCounted, tenantHourCounted } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { wordsIn } from '#shared/search/words.ts';
import { PRODUCTS_TABLE } from './product-search.table.ts';

const gtinsOf = (item: Record<string, unknown>): string[] =>
  Array.isArray(item.gtins)
    ? item.gtins.map((g) => textOf((g as { gtin?: unknown } | null)?.gtin)).filter((g) => g !== '')
    : [];

/**
 * Products in the read model: one row per product item, with the record as `doc` (searches answer
 * from it without reading the table), the words the free-text query matches (name and brand in
 * `words`, sku and gtins in `codes`), the exact keys (sku, gtins) and a column per filter and
 * sort of the product search.
 */
export const productProjection: Projection = {
  table: PRODUCTS_TABLE,
  entities: ['product'],
  readYourWrites: true,
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.productUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.productUid }
      : undefined,
  columns: {
    doc: 'jsonb',
    words: 'text',
    codes: 'text',
    name: 'text',
    sku: 'text',
    sku_key: 'text',
    gtins: 'text[]',
    product_group_uid: 'text',
    product_type: 'text',
    active: 'boolean',
    parent_product_uid: 'text',
  },
  row: (item) => ({
    doc: recordOf(item),
    words: wordsIn(`${textOf(item.name)} ${textOf(item.brand)}`).join(' '),
    codes: wordsIn([textOf(item.sku), ...gtinsOf(item)].join(' ')).join(' '),
    name: textOf(item.name),
    sku: textOf(item.sku),
    sku_key: textOf(item.sku).toLowerCase(),
    gtins: gtinsOf(item),
    product_group_uid: textOf(item.productGroupUid),
    product_type: textOf(item.productType),
    active: item.active !== false,
    parent_product_uid: textOf(item.parentProductUid),
  }),
  migrations: [
    {
      id: 'products-001-table',
      statements: [
        `CREATE TABLE products (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          words text NOT NULL,
          codes text NOT NULL,
          name text NOT NULL COLLATE ${SORT_COLLATION},
          sku text NOT NULL COLLATE ${SORT_COLLATION},
          sku_key text NOT NULL,
          gtins text[] NOT NULL,
          product_group_uid text NOT NULL,
          product_type text NOT NULL,
          active boolean NOT NULL,
          parent_product_uid text NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        // Names and codes apart: the digits of skus and gtins would otherwise make every trigram
        // of a number in a name common, and a selective name search read a large share of the tenant.
        'CREATE INDEX products_words ON products USING gin (tenant_uid, words gin_trgm_ops) WHERE NOT deleted',
        'CREATE INDEX products_codes ON products USING gin (tenant_uid, codes gin_trgm_ops) WHERE NOT deleted',
        // No tenant column: a gtin is all but unique across tenants, and the tenant's own entry in
        // the index would be a posting list of every row it has.
        'CREATE INDEX products_gtins ON products USING gin (gtins) WHERE NOT deleted',
        'CREATE INDEX products_sku_key ON products (tenant_uid, sku_key) WHERE NOT deleted',
        'CREATE INDEX products_name ON products (tenant_uid, name NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX products_sku ON products (tenant_uid, sku NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX products_created ON products (tenant_uid, created_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX products_modified ON products (tenant_uid, modified_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        "CREATE INDEX products_group ON products (tenant_uid, product_group_uid, name) WHERE NOT deleted AND product_group_uid <> ''",
        "CREATE INDEX products_parent ON products (tenant_uid, parent_product_uid) WHERE NOT deleted AND parent_product_uid <> ''",
        'CREATE INDEX products_type ON products (tenant_uid, product_type) WHERE NOT deleted',
        ...tenantWall(PRODUCTS_TABLE),
        ...tenantCounted(PRODUCTS_TABLE),
      ],
    },
    // A first changes page counts an unfiltered range by the hour (changes-page.ts).
    { id: 'products-002-change-hours', statements: tenantHourCounted(PRODUCTS_TABLE) },
  ],
};
