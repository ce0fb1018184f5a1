import { SORT_COLLATION } from '#shared/search/collation.ts';

/**
 * The read-model tables of the receipt search and what their readers share with their
 * projections (receipt.projection.ts, receipt-doc.projection.ts). Names and pure functions only:
 * the projections build their migrations as they load, and only the search indexer and migrator
 * bundle them (test/infra/bundles-load.test.ts).
 */

/** recordType of receipt search items (receipt-search-item.repository.ts); `receipts` indexes them. */
export const SEARCH_RECORD_TYPE = 'RECEIPT_SEARCH';

/** The read-model table of the receipt search. */
export const RECEIPTS_TABLE = 'receipts';

/** The read-model table of the stored receipt items, beside the rows of `receipts`. */
export const RECEIPT_DOCS_TABLE = 'receipt_docs';

/** The receipt uid as the search sorts it: ICU root, the order localeCompare gave the tie-break. */
export const RECEIPT_UID_SORT = `uid COLLATE ${SORT_COLLATION}`;

/**
 * Key of a receipt's organisation (`org`) or payment method (`pm`) in `facet_keys`, scoped to
 * its tenant (uids are per tenant), so that a facet's key alone bounds a search to the tenant.
 */
export const receiptFacetKey = (tenantUid: string, kind: 'org' | 'pm', uid: string): string =>
  `${tenantUid}#${kind}#${uid}`;

/**
 * A page reads its receipts from `receipt_docs` only when it has at most this many rows; a larger
 * page reads them from the table by key, as a page whose receipts have no document there does.
 */
export const RECEIPT_DOCS_PAGE_MAX = 50;
