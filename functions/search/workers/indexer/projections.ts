import { productProjection } from '#functions/catalogue/product.projection.ts';
import { contactProjections } from '#functions/customers/contact.projection.ts';
import { customerProjection } from '#functions/customers/customer.projection.ts';
import { notificationProjection } from '#functions/notifications/notification.projection.ts';
import { notificationDocProjection } from '#functions/notifications/notification-doc.projection.ts';
import { deliveryProjection } from '#functions/sales/deliveries/delivery.projection.ts';
import { orderProjection } from '#functions/sales/orders/order.projection.ts';
import { receiptProjection } from '#functions/sales/receipts/receipt.projection.ts';
import { receiptDocProjection } from '#functions/sales/receipts/receipt-doc.projection.ts';
import { settlementProjection } from '#functions/sales/settlements/settlement.projection.ts';
import { serviceOrderProjection } from '#functions/service-orders/service-order.projection.ts';
import { CORE_MIGRATIONS, type Migration } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';

/**
 * Every table of the search read model, declared once: the indexer, the rebuild, the migrator and
 * the stream filter of the indexer (functions/registry.ts) all read this list. A new searchable
 * area adds its projection here.
 */
export const PROJECTIONS: readonly Projection[] = [
  customerProjection,
  ...contactProjections,
  // Before notifications: a batch writes its tables in this order, so a notification row a list
  // finds already has its record (the table itself is made by a notifications migration).
  notificationDocProjection,
  notificationProjection,
  // Before receipts, for the same reason (a page still checks the document's version).
  receiptDocProjection,
  receiptProjection,
  productProjection,
  deliveryProjection,
  orderProjection,
  settlementProjection,
  serviceOrderProjection,
];

/** The read model's whole schema, in order. */
export const MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
  ...PROJECTIONS.flatMap((p) => p.migrations),
];
