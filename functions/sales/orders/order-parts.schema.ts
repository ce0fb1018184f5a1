import * as z from 'zod/mini';
import { DateTime, text, Uid } from '#shared/schema/common.ts';
import { PropertyType } from '#shared/schema/retail.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { ALLOW_DELIVERY, ORDER_LINK_TYPES, SALES_RESERVATION_TYPES } from './order-enums.ts';

/**
 * Building blocks of order lines and addresses (spec 2.4, 2.5, 2.6), shared by the request and
 * response schemas of orders and receipts. Imported by route tables: no config, no SDK.
 */

/** Quantities and amounts are capped so that every order total stays a safe integer (< 2^53). */
export const Quantity = z.int().check(z.gte(-10_000), z.lte(10_000));
export const Money = z.int().check(z.gte(-1_000_000_000), z.lte(1_000_000_000));

export const AllowDelivery = withMeta(z.enum(ALLOW_DELIVERY), { id: 'AllowDelivery' });
export const SalesReservationType = withMeta(z.enum(SALES_RESERVATION_TYPES), { id: 'SalesReservationType' });
export const OrderLinkType = withMeta(z.enum(ORDER_LINK_TYPES), { id: 'OrderLinkType' });

export const Gtin = z.object({ gtin: text(64), primary: z.boolean(), type: text(32) });
export const Property = z.object({ uid: Uid, key: text(200), value: text(1000) });
/** A product property of a line; propertyText only for TEXT properties (spec 2.4). */
export const ProductProperty = z
  .object({
    productPropertyUid: Uid,
    propertyUid: Uid,
    propertyOptionUid: Uid,
    propertyName: text(200),
    propertyOptionName: text(200),
    propertyType: PropertyType,
    required: z.boolean(),
    propertyText: z.optional(text(1000)),
  })
  .check(
    z.refine((p) => p.propertyText === undefined || p.propertyType === 'TEXT', {
      message: 'only a TEXT property has a propertyText',
      path: ['propertyText'],
    }),
  );
export const CoverImage = z.object({ productMediaUid: Uid, mainUrl: text(2000), thumbnailUrl: text(2000) });
export const OrderLink = z.object({
  storeUid: Uid,
  orderUid: Uid,
  orderItemUid: Uid,
  orderNumber: text(64),
  type: OrderLinkType,
});
export const OrderItemAction = z.object({
  orderHandlingActionUid: Uid,
  handlingUid: Uid,
  handlingActionUid: Uid,
  handlingName: z.string(),
  handlingActionName: z.string(),
  comment: z.string(),
  handlingDescription: z.string(),
  createdBy: z.string(),
  lastModifiedBy: z.string(),
  createdAt: DateTime,
  lastModifiedAt: DateTime,
});
export const ReservationDetails = z.object({
  warehouse: z.optional(z.nullable(z.object({ warehouseName: text(200) }))),
  purchaseOrder: z.optional(
    z.nullable(
      z.object({
        purchaseOrderUid: Uid,
        purchaseOrderItemUid: Uid,
        purchaseOrderNumber: text(64),
        quantityOrdered: z.int(),
        expectedDeliveryDate: z.optional(DateTime),
        externalId: z.optional(text(200)),
      }),
    ),
  ),
  receivement: z.optional(
    z.nullable(
      z.object({
        receivementUid: Uid,
        receivementItemUid: Uid,
        expectedArrival: DateTime,
        quantity: z.int(),
        supplierOrderReference: text(200),
        receivedAt: z.nullable(DateTime),
        expectedDispatch: z.optional(DateTime),
      }),
    ),
  ),
});
