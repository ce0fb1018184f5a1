import { changesIndex } from '#shared/search/changes-page.ts';
import { SORT_COLLATION } from '#shared/search/collation.ts';
import { METADATA_COLUMN, metadataColumnOf, metadataMigration } from '#shared/search/metadata.ts';
import { COMMON_COLUMNS_DDL, tenantCounted, tenantHourCounted } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { trigramIndex } from '#shared/search/trigrams.ts';
import { CUSTOMERS_TABLE } from './customer-search.table.ts';
import { searchTextOf } from './text-match.ts';

/** Item attributes that exist only for the table's own indexes; never part of the stored doc. */
const INDEX_ONLY = ['emailKey', 'mobileKey', 'searchText'];

/**
 * Customers in the read model: one row per customer item, with the record as `doc` (lists and
 * searches answer from it without reading the table), the fuzzy search text, the exact keys and
 * the sort columns of CUSTOMER_SORT.
 */
export const customerProjection: Projection = {
  table: CUSTOMERS_TABLE,
  entities: ['customer'],
  readYourWrites: true,
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.customerUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.customerUid }
      : undefined,
  columns: {
    doc: 'jsonb',
    search_text: 'text',
    display_name: 'text',
    company_name: 'text',
    firstname: 'text',
    lastname: 'text',
    customer_type: 'text',
    email_key: 'text',
    mobile_key: 'text',
    [METADATA_COLUMN]: 'jsonb',
  },
  row: (item) => ({
    doc: recordOf(item, INDEX_ONLY),
    search_text: searchTextOf(
      textOf(item.firstname),
      textOf(item.lastname),
      textOf(item.companyName),
      textOf(item.email),
      textOf(item.mobile),
    ),
    display_name: textOf(item.displayName),
    company_name: textOf(item.companyName),
    firstname: textOf(item.firstname),
    lastname: textOf(item.lastname),
    customer_type: textOf(item.customerType),
    email_key: textOf(item.email).toLowerCase(),
    mobile_key: textOf(item.mobile),
    [METADATA_COLUMN]: metadataColumnOf(item),
  }),
  migrations: [
    {
      id: 'customers-001-table',
      statements: [
        `CREATE TABLE customers (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          search_text text NOT NULL,
          display_name text NOT NULL COLLATE ${SORT_COLLATION},
          company_name text NOT NULL COLLATE ${SORT_COLLATION},
          firstname text NOT NULL COLLATE ${SORT_COLLATION},
          lastname text NOT NULL COLLATE ${SORT_COLLATION},
          customer_type text NOT NULL,
          email_key text NOT NULL,
          mobile_key text NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        'CREATE INDEX customers_text ON customers USING gin (tenant_uid, search_text gin_trgm_ops) WHERE NOT deleted',
        'CREATE INDEX customers_display_name ON customers (tenant_uid, display_name NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customers_company_name ON customers (tenant_uid, company_name NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customers_firstname ON customers (tenant_uid, firstname NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customers_lastname ON customers (tenant_uid, lastname NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customers_created ON customers (tenant_uid, created_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customers_modified ON customers (tenant_uid, modified_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        "CREATE INDEX customers_email ON customers (tenant_uid, email_key) WHERE NOT deleted AND email_key <> ''",
        "CREATE INDEX customers_mobile ON customers (tenant_uid, mobile_key) WHERE NOT deleted AND mobile_key <> ''",
        // Tombstones, for the contacts that went with their customer (contact-search.repository.ts).
        'CREATE INDEX customers_tombstones ON customers (tenant_uid, uid) WHERE deleted',
        ...tenantWall(CUSTOMERS_TABLE),
        ...tenantCounted(CUSTOMERS_TABLE),
      ],
    },
    {
      // The free text moves to the tenant-scoped trigram index (shared/search/trigrams.ts).
      id: 'customers-002-tenant-trigrams',
      statements: [
        trigramIndex('customers_trigrams', CUSTOMERS_TABLE, 'search_text'),
        'DROP INDEX customers_text',
      ],
    },
    // Changes since (shared/search/changes-page.ts): pages in (lastModifiedAt, uid) order.
    { id: 'customers-003-changes', statements: [changesIndex(CUSTOMERS_TABLE)] },
    // Search by exact metadata pairs (shared/search/metadata.ts).
    metadataMigration('customers-004-metadata', CUSTOMERS_TABLE),
    // A first changes page counts an unfiltered range by the hour (changes-page.ts).
    { id: 'customers-005-change-hours', statements: tenantHourCounted(CUSTOMERS_TABLE) },
  ],
};
