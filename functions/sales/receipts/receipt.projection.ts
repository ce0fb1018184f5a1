import { changesIndex } from '#shared/search/changes-page.ts';
import { COMMON_COLUMNS_DDL, tenantCounted, tenantHourCounted } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';
import { textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { tenantTrigrams, trigramIndex } from '#shared/search/trigrams.ts';
import {
  RECEIPT_UID_SORT,
  RECEIPTS_TABLE,
  receiptFacetKey,
  SEARCH_RECORD_TYPE,
} from './receipt-search.table.ts';

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];

/** A number the row cannot do without; anything else makes the indexer skip the item, loudly. */
const required = (item: Record<string, unknown>, name: string): number => {
  const n = item[name];
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`search item without ${name}`);
  return n;
};

const settledAtOf = (item: Record<string, unknown>): string => {
  const at = textOf(item.settledAt);
  if (Number.isNaN(Date.parse(at))) throw new Error('search item without a valid settledAt');
  return at;
};

const facetKeysOf = (tenantUid: string, organizationUid: string, paymentMethodUids: string[]): string[] => [
  ...(organizationUid ? [receiptFacetKey(tenantUid, 'org', organizationUid)] : []),
  ...paymentMethodUids.map((uid) => receiptFacetKey(tenantUid, 'pm', uid)),
];

/** Tenant of a search item: its attribute, or its key for items written before it had one. */
const tenantOf = (item: Record<string, unknown>): string =>
  textOf(item.tenantUid) || (/^T#([^#]+)#RECEIPT#/.exec(textOf(item.pk))?.[1] ?? '');

/**
 * Receipts in the read model: one row per receipt search item (receipt-search-item.repository.ts),
 * with a column for every filter and sort of the receipt search. No document: the search reads the
 * page's receipts from the table by key, the receipt being the system of record.
 */
export const receiptProjection: Projection = {
  table: RECEIPTS_TABLE,
  recordTypes: [SEARCH_RECORD_TYPE],
  key: (item) => {
    const tenantUid = tenantOf(item);
    const uid = textOf(item.receiptUid);
    return tenantUid && uid ? { tenantUid, uid } : undefined;
  },
  columns: {
    store_uid: 'text',
    organization_uid: 'text',
    customer_uid: 'text',
    order_number: 'text',
    order_seq: 'integer',
    voucher_number: 'text',
    voucher_seq: 'integer',
    user_uids: 'text[]',
    product_uids: 'text[]',
    skus: 'text[]',
    payment_method_uids: 'text[]',
    ext_refs: 'text[]',
    delivery_state: 'text',
    settle_state: 'text',
    order_state: 'text',
    order_status: 'text',
    grand_total: 'bigint',
    settled_at: 'timestamptz',
    unpaid: 'boolean',
    customer_words: 'text',
    words: 'text',
    facet_keys: 'text[]',
  },
  row: (item) => ({
    store_uid: textOf(item.storeUid),
    organization_uid: textOf(item.organizationUid),
    customer_uid: textOf(item.customerUid),
    order_number: textOf(item.orderNumber),
    order_seq: required(item, 'orderSeq'),
    voucher_number: textOf(item.voucherNumber),
    voucher_seq: required(item, 'voucherSeq'),
    user_uids: list(item.userUids),
    product_uids: list(item.productUids),
    skus: list(item.skus),
    payment_method_uids: list(item.paymentMethodUids),
    ext_refs: list(item.extRefs),
    delivery_state: textOf(item.deliveryState),
    settle_state: textOf(item.settleState),
    order_state: textOf(item.orderState),
    order_status: textOf(item.orderStatus),
    grand_total: required(item, 'grandTotal'),
    settled_at: settledAtOf(item),
    unpaid: item.unpaid === true,
    customer_words: textOf(item.customerWords),
    words: textOf(item.words),
    facet_keys: facetKeysOf(tenantOf(item), textOf(item.organizationUid), list(item.paymentMethodUids)),
  }),
  migrations: [
    {
      id: 'receipts-001-table',
      statements: [
        `CREATE TABLE receipts (${COMMON_COLUMNS_DDL},
          store_uid text NOT NULL,
          organization_uid text NOT NULL,
          customer_uid text NOT NULL,
          order_number text NOT NULL,
          order_seq integer NOT NULL,
          voucher_number text NOT NULL,
          voucher_seq integer NOT NULL,
          user_uids text[] NOT NULL,
          product_uids text[] NOT NULL,
          skus text[] NOT NULL,
          payment_method_uids text[] NOT NULL,
          ext_refs text[] NOT NULL,
          delivery_state text NOT NULL,
          settle_state text NOT NULL,
          order_state text NOT NULL,
          order_status text NOT NULL,
          grand_total bigint NOT NULL,
          settled_at timestamptz NOT NULL,
          unpaid boolean NOT NULL,
          customer_words text NOT NULL,
          words text NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        // Sorts: stored DESC NULLS LAST so that one index serves both directions of orderBy().
        ...(['settled_at', 'grand_total', 'voucher_seq', 'order_seq'] as const).map(
          (c) =>
            `CREATE INDEX receipts_by_${c} ON receipts (tenant_uid, ${c} DESC NULLS LAST, ${RECEIPT_UID_SORT} DESC NULLS LAST) WHERE NOT deleted`,
        ),
        // Exact filters, newest first within them where the result can be long.
        'CREATE INDEX receipts_store ON receipts (tenant_uid, store_uid, settled_at DESC NULLS LAST) WHERE NOT deleted',
        "CREATE INDEX receipts_customer ON receipts (tenant_uid, customer_uid, settled_at DESC NULLS LAST) WHERE NOT deleted AND customer_uid <> ''",
        "CREATE INDEX receipts_organization ON receipts (tenant_uid, organization_uid) WHERE NOT deleted AND organization_uid <> ''",
        'CREATE INDEX receipts_voucher_number ON receipts (tenant_uid, voucher_number) WHERE NOT deleted',
        'CREATE INDEX receipts_order_number ON receipts (tenant_uid, order_number) WHERE NOT deleted',
        ...(['settle_state', 'delivery_state', 'order_state', 'order_status'] as const).map(
          (c) =>
            `CREATE INDEX receipts_${c} ON receipts (tenant_uid, ${c}, settled_at DESC NULLS LAST) WHERE NOT deleted`,
        ),
        'CREATE INDEX receipts_unpaid ON receipts (tenant_uid, settled_at DESC NULLS LAST) WHERE NOT deleted AND unpaid',
        // One GIN over the tenant and every uid list: PostgreSQL serves any subset of its columns.
        'CREATE INDEX receipts_lists ON receipts USING gin (tenant_uid, user_uids, product_uids, skus, payment_method_uids, ext_refs) WHERE NOT deleted',
        'CREATE INDEX receipts_customer_words ON receipts USING gin (tenant_uid, customer_words gin_trgm_ops) WHERE NOT deleted',
        'CREATE INDEX receipts_words ON receipts USING gin (tenant_uid, words gin_trgm_ops) WHERE NOT deleted',
        ...tenantWall(RECEIPTS_TABLE),
        ...tenantCounted(RECEIPTS_TABLE),
      ],
    },
    {
      id: 'receipts-002-facets',
      statements: [
        // Counts and pages of combined filters from this index alone: an index-only scan, which
        // PostgreSQL 18 skips through the leading columns a filter leaves open. Reading each
        // matching row from the table made a pair of medium filters (a store and a state, a state
        // and free text) 50-165 ms and a broad payment method 1.5 s at a million receipts. `words`
        // is here so free text with a facet is tested on index entries, not rows. It begins with
        // the organisation, so it replaces that index.
        `CREATE INDEX receipts_facets ON receipts (tenant_uid, organization_uid, store_uid, delivery_state,
          settle_state, unpaid, settled_at DESC NULLS LAST)
          INCLUDE (uid, payment_method_uids, user_uids, order_state, order_status, grand_total, words)
          WHERE NOT deleted`,
        'DROP INDEX receipts_organization',
      ],
    },
    {
      id: 'receipts-003-words-facets',
      statements: [
        // Free text with an organisation or a payment method: GIN intersects the posting lists of
        // the facet and of the trigrams inside one index scan, so only the rows matching both are
        // read (1% of a million: about 40 ms instead of 90-120 ms, which read every row matching
        // the text or tested every index entry of the organisation). The trigram entries are the
        // same as in receipts_words, which it replaces; the facet entries add 8% to its size.
        `CREATE INDEX receipts_words_facets ON receipts
          USING gin (tenant_uid, organization_uid, payment_method_uids, words gin_trgm_ops) WHERE NOT deleted`,
        'DROP INDEX receipts_words',
      ],
    },
    {
      id: 'receipts-004-facet-keys',
      statements: [
        // Free text with an organisation or a payment method, again: in receipts_words_facets the
        // tenant's own key is in every scan, and for a large tenant its posting tree (one entry
        // per receipt) was half of the index scan's time: 19 of 37 ms for 'kaffe' in one
        // organisation of a million receipts. Facet keys that carry the tenant (receiptFacetKey)
        // bound the scan without it: 9.4 ms. Free text alone keeps a tenant and trigram index.
        "ALTER TABLE receipts ADD COLUMN facet_keys text[] NOT NULL DEFAULT '{}'",
        `UPDATE receipts SET facet_keys =
          (CASE WHEN organization_uid <> '' THEN ARRAY[tenant_uid || '#org#' || organization_uid] ELSE '{}' END)
          || ARRAY(SELECT tenant_uid || '#pm#' || m FROM unnest(payment_method_uids) WITH ORDINALITY AS u(m, i)
                   WHERE m <> '' ORDER BY i)`,
        'CREATE INDEX receipts_facet_words ON receipts USING gin (facet_keys, words gin_trgm_ops) WHERE NOT deleted',
        'CREATE INDEX receipts_words ON receipts USING gin (tenant_uid, words gin_trgm_ops) WHERE NOT deleted',
        'DROP INDEX receipts_words_facets',
        ...tenantWall(RECEIPTS_TABLE),
      ],
    },
    {
      // Free text moves to tenant-scoped trigrams (shared/search/trigrams.ts), the facet keys
      // beside them: one index for free text with or without a facet, no tenant posting list.
      // Not partial, as trigramIndex says why.
      id: 'receipts-005-tenant-trigrams',
      statements: [
        `CREATE INDEX receipts_facet_trigrams ON receipts USING gin (facet_keys, ${tenantTrigrams('words')})`,
        trigramIndex('receipts_customer_trigrams', RECEIPTS_TABLE, 'customer_words'),
        'DROP INDEX receipts_facet_words',
        'DROP INDEX receipts_words',
        'DROP INDEX receipts_customer_words',
      ],
    },
    // Changes since (shared/search/changes-page.ts): pages in (lastModifiedAt, uid) order.
    { id: 'receipts-006-changes', statements: [changesIndex(RECEIPTS_TABLE)] },
    // A first changes page counts an unfiltered range by the hour (changes-page.ts).
    { id: 'receipts-007-change-hours', statements: tenantHourCounted(RECEIPTS_TABLE) },
  ],
};
