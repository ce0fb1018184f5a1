import { COMMON_COLUMNS_DDL } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { RECEIPT_DOCS_TABLE } from './receipt-search.table.ts';

/**
 * The largest document kept, in bytes as the RDS Data API carries it (the JSON text escaped as
 * a JSON string). A page of RECEIPT_DOCS_PAGE_MAX (receipt-search.table.ts) documents then stays
 * within the Data API's 1 MiB response (test/unit/sales/receipt-doc-projection.test.ts). A larger
 * receipt (about ten lines or more) keeps a row without a document and is read from the table.
 */
export const RECEIPT_DOC_MAX_BYTES = 16_000;

/** The stored record of a receipt item as JSON text, or null when it is larger than allowed. */
export const receiptDocOf = (item: Record<string, unknown>): string | null => {
  const doc = JSON.stringify(recordOf(item));
  return Buffer.byteLength(JSON.stringify(doc)) <= RECEIPT_DOC_MAX_BYTES ? doc : null;
};

/**
 * The stored receipt of each receipt item, by version, so that a page of the receipt search can
 * answer its receipts from the read model instead of one BatchGet of the table
 * (docs/decisions/changes-since.md, "Receipts beside their rows"). The receipt item and its
 * search item are written in one transaction with the same version but reach the indexer as two
 * records, so a page takes a document only when its version is the row's; any other receipt of
 * the page is read from the table. The row stays the receipt's place in every order and filter.
 */
export const receiptDocProjection: Projection = {
  table: RECEIPT_DOCS_TABLE,
  entities: ['receipt'],
  key: (item) => {
    const tenantUid = textOf(item.tenantUid);
    const uid = textOf(item.orderReceiptUid);
    return tenantUid && uid ? { tenantUid, uid } : undefined;
  },
  // Text, not jsonb: the page hands it to JSON.parse as stored, and its size is what was measured.
  columns: { doc: 'text' },
  row: (item) => ({ doc: receiptDocOf(item) }),
  migrations: [
    {
      id: 'receipt-docs-001-table',
      statements: [
        `CREATE TABLE ${RECEIPT_DOCS_TABLE} (${COMMON_COLUMNS_DDL}, doc text, PRIMARY KEY (tenant_uid, uid))`,
        ...tenantWall(RECEIPT_DOCS_TABLE),
      ],
    },
  ],
};
