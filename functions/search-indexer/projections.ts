import { CORE_MIGRATIONS, type Migration } from '#shared/search/migrations.ts';
import type { Projection } from '#shared/search/projection.ts';
import { productProjection } from '../catalogue/product.projection.ts';
import { contactProjections } from '../customers/contact.projection.ts';
import { customerProjection } from '../customers/customer.projection.ts';
import { notificationProjection } from '../notifications/notification.projection.ts';
import { notificationDocProjection } from '../notifications/notification-doc.projection.ts';
import { deliveryProjection } from '../sales/deliveries/delivery.projection.ts';
import { orderProjection } from '../sales/orders/order.projection.ts';
import { receiptProjection } from '../sales/receipts/receipt.projection.ts';
import { settlementProjection } from '../sales/settlements/settlement.projection.ts';
import { serviceOrderProjection } from '../service-orders/service-order.projection.ts';

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
