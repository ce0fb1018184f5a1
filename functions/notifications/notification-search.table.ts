/**
 * The read-model tables of notifications and the columns their search filters on exactly, apart
 * from their projections (notification.projection.ts, notification-doc.projection.ts): the search
 * and the writes read them without the projections' migrations, which only the search indexer
 * and migrator bundle.
 */

/** The read-model table of notifications. */
export const NOTIFICATIONS_TABLE = 'notifications';

/** The read-model table of the stored notification records, one per row of `notifications`. */
export const NOTIFICATION_DOCS_TABLE = 'notification_docs';

/** Filter fields of the search that are exact uids, and their columns. */
export const UID_COLUMNS = {
  storeUid: 'store_uid',
  organizationUid: 'organization_uid',
  customerUid: 'customer_uid',
  orderUid: 'order_uid',
  serviceOrderUid: 'service_order_uid',
  purchaseOrderUid: 'purchase_order_uid',
  receivementUid: 'receivement_uid',
  supplierUid: 'supplier_uid',
  tenantUserUid: 'tenant_user_uid',
} as const;
