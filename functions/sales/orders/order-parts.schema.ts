import * as z from 'zod';
import { DateTime, text, Uid } from '#shared/schema/common.ts';
import { PropertyType } from '#shared/schema/retail.ts';
import { ALLOW_DELIVERY, ORDER_LINK_TYPES, SALES_RESERVATION_TYPES } from './order-enums.ts';

/**
 * Building blocks of order lines and addresses (spec 2.4, 2.5, 2.6), shared by the request and
 * response schemas of orders and receipts. Imported by route tables: no config, no SDK.
 */

/** Quantities and amounts are capped so that every order total stays a safe integer (< 2^53). */
export const Quantity = z.int().min(-10_000).max(10_000);
export const Money = z.int().min(-1_000_000_000).max(1_000_000_000);

export const AllowDelivery = z.enum(ALLOW_DELIVERY).meta({ id: 'AllowDelivery' });
export const SalesReservationType = z.enum(SALES_RESERVATION_TYPES).meta({ id: 'SalesReservationType' });
export const OrderLinkType = z.enum(ORDER_LINK_TYPES).meta({ id: 'OrderLinkType' });

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
    propertyText: text(1000).optional(),
  })
  .refine((p) => p.propertyText === undefined || p.propertyType === 'TEXT', {
    message: 'only a TEXT property has a propertyText',
    path: ['propertyText'],
  });
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
  warehouse: z
    .object({ warehouseName: text(200) })
    .nullable()
    .optional(),
  purchaseOrder: z
    .object({
      purchaseOrderUid: Uid,
      purchaseOrderItemUid: Uid,
      purchaseOrderNumber: text(64),
      quantityOrdered: z.int(),
      expectedDeliveryDate: DateTime.optional(),
      externalId: text(200).optional(),
    })
    .nullable()
    .optional(),
  receivement: z
    .object({
      receivementUid: Uid,
      receivementItemUid: Uid,
      expectedArrival: DateTime,
      quantity: z.int(),
      supplierOrderReference: text(200),
      receivedAt: DateTime.nullable(),
      expectedDispatch: DateTime.optional(),
    })
    .nullable()
    .optional(),
});
