import { SORT_COLLATION } from '#shared/search/collation.ts';
import { COMMON_COLUMNS_DDL, tenantCounted } from '#shared/search/migrations.ts';
import { type ColumnValue, type Projection, textOf } from '#shared/search/projection.ts';
import { tenantView, tenantWall } from '#shared/search/tenant-view.ts';
import { notificationKey } from './notification-doc.projection.ts';
import { NOTIFICATION_DOCS_TABLE, NOTIFICATIONS_TABLE, UID_COLUMNS } from './notification-search.table.ts';

/** Reference columns: NULL when the notification does not carry the reference. */
const REFERENCE_COLUMNS = Object.entries(UID_COLUMNS).filter(([field]) => field !== 'storeUid');

/**
 * The recipient as the `recipient` filter matches it. Written with the item at send time; for an
 * item without it, the stored recipient already is E.164 (SMS) or the address as given (e-mail).
 */
const recipientKeyOf = (item: Record<string, unknown>): string =>
  typeof item.recipientKey === 'string'
    ? textOf(item.recipientKey)
    : item.messageType === 'EMAIL'
      ? textOf(item.recipient).toLowerCase()
      : textOf(item.recipient);

/**
 * Notifications in the read model: one row per notification main item (not the sender's or the
 * callbacks' other data), with a column per filter and sort, and the lower-case texts the
 * contains-filters match: `search_text` is exactly the text the free-text `query` always searched
 * (message, subject and recipient, one per line). The stored record, which searches answer with
 * (no table read), is beside the row in `notification_docs` (notification-doc.projection.ts); the
 * first migration still creates a `doc` column here, which that table's migration moves out.
 */
export const notificationProjection: Projection = {
  table: NOTIFICATIONS_TABLE,
  entities: ['notification'],
  readYourWrites: true,
  key: notificationKey,
  columns: {
    store_uid: 'text',
    message_type: 'text',
    state: 'text',
    recipient: 'text',
    recipient_key: 'text',
    message_text: 'text',
    error_text: 'text',
    search_text: 'text',
    ...Object.fromEntries(REFERENCE_COLUMNS.map(([, column]) => [column, 'text' as const])),
  },
  row: (item) => ({
    store_uid: textOf(item.storeUid),
    message_type: textOf(item.messageType),
    state: textOf(item.state),
    recipient: textOf(item.recipient),
    recipient_key: recipientKeyOf(item),
    message_text: textOf(item.message).toLowerCase(),
    error_text: textOf(item.errorText).toLowerCase(),
    search_text: `${textOf(item.message)}\n${textOf(item.subject)}\n${textOf(item.recipient)}`.toLowerCase(),
    ...Object.fromEntries(
      REFERENCE_COLUMNS.map(([field, column]): [string, ColumnValue] => [
        column,
        typeof item[field] === 'string' ? item[field] : null,
      ]),
    ),
  }),
  migrations: [
    {
      id: 'notifications-001-table',
      statements: [
        `CREATE TABLE notifications (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          store_uid text NOT NULL,
          message_type text NOT NULL COLLATE ${SORT_COLLATION},
          state text NOT NULL COLLATE ${SORT_COLLATION},
          recipient text NOT NULL COLLATE ${SORT_COLLATION},
          recipient_key text NOT NULL,
          message_text text NOT NULL,
          error_text text NOT NULL,
          search_text text NOT NULL,
          ${REFERENCE_COLUMNS.map(([, column]) => `${column} text`).join(',\n          ')},
          PRIMARY KEY (tenant_uid, uid))`,
        // Newest first is the default order of every list: each index ends with created_at and
        // uid DESC NULLS LAST, which a backward scan turns into the ASC NULLS FIRST of orderBy.
        // Every query excludes tombstones; without them in the index, a count can be index-only.
        'CREATE INDEX notifications_created ON notifications (tenant_uid, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        'CREATE INDEX notifications_modified ON notifications (tenant_uid, modified_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        'CREATE INDEX notifications_store ON notifications (tenant_uid, store_uid, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        'CREATE INDEX notifications_state ON notifications (tenant_uid, state, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        'CREATE INDEX notifications_message_type ON notifications (tenant_uid, message_type, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        'CREATE INDEX notifications_recipient ON notifications (tenant_uid, recipient_key, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted',
        // The sorts by state, messageType and recipient (then uid), either direction.
        ...['state', 'message_type', 'recipient'].map(
          (column) =>
            `CREATE INDEX notifications_by_${column} ON notifications (tenant_uid, ${column} DESC NULLS LAST, uid DESC NULLS LAST) WHERE NOT deleted`,
        ),
        // Most notifications carry one or two references: partial indexes stay small.
        ...REFERENCE_COLUMNS.map(
          ([, column]) =>
            `CREATE INDEX notifications_${column.replace(/_uid$/, '')} ON notifications (tenant_uid, ${column}, created_at DESC NULLS LAST, uid DESC NULLS LAST) WHERE ${column} IS NOT NULL AND NOT deleted`,
        ),
        'CREATE INDEX notifications_text ON notifications USING gin (tenant_uid, search_text gin_trgm_ops) WHERE NOT deleted',
        // Only failed and bounced notifications have an errorText.
        "CREATE INDEX notifications_error_text ON notifications USING gin (tenant_uid, error_text gin_trgm_ops) WHERE NOT deleted AND error_text <> ''",
        ...tenantWall(NOTIFICATIONS_TABLE),
        ...tenantCounted(NOTIFICATIONS_TABLE),
      ],
    },
    {
      // The records move to a table of their own (notification-doc.projection.ts). Rows already
      // here become narrow as they are rewritten: new notifications at once, the others at their
      // next change or with `npm run reindex -- --fresh`.
      id: 'notifications-002-docs-beside',
      statements: [
        `CREATE TABLE ${NOTIFICATION_DOCS_TABLE} (${COMMON_COLUMNS_DDL}, doc jsonb NOT NULL, PRIMARY KEY (tenant_uid, uid))`,
        `INSERT INTO ${NOTIFICATION_DOCS_TABLE} (tenant_uid, uid, created_at, version, modified_at, deleted, indexed_at, doc)
          SELECT tenant_uid, uid, created_at, version, modified_at, deleted, indexed_at, doc FROM ${NOTIFICATIONS_TABLE}`,
        ...tenantWall(NOTIFICATION_DOCS_TABLE),
        // The view lists the table's columns: it goes while the column goes, then comes back.
        `DROP VIEW ${tenantView(NOTIFICATIONS_TABLE)}`,
        `ALTER TABLE ${NOTIFICATIONS_TABLE} DROP COLUMN doc`,
        ...tenantWall(NOTIFICATIONS_TABLE),
      ],
    },
  ],
};
