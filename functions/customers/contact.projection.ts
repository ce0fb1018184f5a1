import { SORT_COLLATION } from '#shared/search/collation.ts';
import { COMMON_COLUMNS_DDL, tenantCounted } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { trigramIndex } from '#shared/search/trigrams.ts';
import { contactLinkProjection } from './contact-link.projection.ts';
import { CONTACTS_TABLE } from './contact-search.table.ts';
import { searchTextOf } from './text-match.ts';

/** Attributes older contact items carried for the table's former search indexes; never in the doc. */
const LEGACY_INDEX_ATTRIBUTES = ['emailKey', 'mobileKey', 'searchText'];

/**
 * Customer contacts in the read model: one row per contact item, with the record as `doc`, the
 * fuzzy search text (names, e-mail, mobile), the exact e-mail and mobile keys and the sort
 * columns of CONTACT_SORT. Its customers are rows of customer_contact_links (links change without
 * the contact item changing, e.g. a customer rename). Every contact write puts a pending marker
 * of this table in its transaction: the contact item is written whenever its list entry changes.
 */
export const contactProjection: Projection = {
  table: CONTACTS_TABLE,
  entities: ['customerContact'],
  readYourWrites: true,
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.customerContactUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.customerContactUid }
      : undefined,
  columns: {
    doc: 'jsonb',
    search_text: 'text',
    display_name: 'text',
    firstname: 'text',
    lastname: 'text',
    email: 'text',
    mobile: 'text',
    email_key: 'text',
    customer_count: 'integer',
  },
  row: (item) => ({
    doc: recordOf(item, LEGACY_INDEX_ATTRIBUTES),
    search_text: searchTextOf(
      textOf(item.firstname),
      textOf(item.lastname),
      textOf(item.email),
      textOf(item.mobile),
    ),
    display_name: textOf(item.displayName),
    firstname: textOf(item.firstname),
    lastname: textOf(item.lastname),
    email: textOf(item.email),
    mobile: textOf(item.mobile),
    email_key: textOf(item.email).toLowerCase(),
    customer_count: Number(item.customerCount ?? 0),
  }),
  migrations: [
    {
      id: 'customer-contacts-001-table',
      statements: [
        `CREATE TABLE customer_contacts (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          search_text text NOT NULL,
          display_name text NOT NULL COLLATE ${SORT_COLLATION},
          firstname text NOT NULL COLLATE ${SORT_COLLATION},
          lastname text NOT NULL COLLATE ${SORT_COLLATION},
          email text NOT NULL COLLATE ${SORT_COLLATION},
          mobile text NOT NULL COLLATE ${SORT_COLLATION},
          email_key text NOT NULL,
          customer_count integer NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        'CREATE INDEX customer_contacts_text ON customer_contacts USING gin (tenant_uid, search_text gin_trgm_ops) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_display_name ON customer_contacts (tenant_uid, display_name NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_firstname ON customer_contacts (tenant_uid, firstname NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_lastname ON customer_contacts (tenant_uid, lastname NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_email ON customer_contacts (tenant_uid, email NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_mobile ON customer_contacts (tenant_uid, mobile NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_created ON customer_contacts (tenant_uid, created_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        'CREATE INDEX customer_contacts_modified ON customer_contacts (tenant_uid, modified_at NULLS FIRST, uid NULLS FIRST) WHERE NOT deleted',
        "CREATE INDEX customer_contacts_email_key ON customer_contacts (tenant_uid, email_key) WHERE NOT deleted AND email_key <> ''",
        ...tenantWall(CONTACTS_TABLE),
        ...tenantCounted(CONTACTS_TABLE),
      ],
    },
    {
      // The free text moves to the tenant-scoped trigram index (shared/search/trigrams.ts).
      id: 'customer-contacts-002-tenant-trigrams',
      statements: [
        trigramIndex('customer_contacts_trigrams', CONTACTS_TABLE, 'search_text'),
        'DROP INDEX customer_contacts_text',
      ],
    },
  ],
};

/**
 * Both tables of contacts, in the order a batch writes them (PROJECTIONS): the links first. The
 * indexer writes each table in statements of their own, and a list that has waited for a contact
 * write (its marker names the contact row) reads the links of the contacts it finds; written
 * after the contact, a link of the same write could be missing from that list for the moment
 * between the two statements.
 */
export const contactProjections: readonly Projection[] = [contactLinkProjection, contactProjection];
