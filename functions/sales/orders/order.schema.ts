import * as z from 'zod';
import { OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { Amount, DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { Metadata, MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import {
  ALLOWED_ACTIONS,
  AllowedAction,
  BasisPoints,
  CurrencyCode,
  ProductType,
} from '#shared/schema/retail.ts';
import { DELIVERY_STATES } from '../receipts/receipt-enums.ts';
import { ORDER_STATES, ORDER_STATUSES, ORDER_TYPES } from './order-enums.ts';
import {
  AllowDelivery,
  CoverImage,
  Gtin,
  Money,
  OrderItemAction,
  OrderLink,
  ProductProperty,
  Property,
  Quantity,
  ReservationDetails,
  SalesReservationType,
} from './order-parts.schema.ts';

/** Schemas of orders and order lines (spec 2.4, 2.5). Imported by route tables: no config, no SDK. */

export const OrderStatus = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export const OrderState = z.enum(ORDER_STATES).meta({ id: 'OrderState' });
export const OrderType = z.enum(ORDER_TYPES).meta({
  id: 'OrderType',
  description:
    'OFFER: a quotation, nothing is paid, reserved or delivered on it; ORDER: a sale. An OFFER becomes an ORDER once and never goes back.',
});

/**
 * One line as the client sends it. Money fields other than prices, cost and discount are computed.
 * allowDeliveryFromDate is given exactly when allowDelivery is NOT_BEFORE_DATE (spec 2.4).
 */
/** What an order line's description says of a member the catalogue fills. */
const CATALOGUE_FILLS =
  'Taken from the catalogue when omitted and productUid names a product; required otherwise.';

export const OrderItemInput = z
  .object({
    orderItemUid: Uid.optional(),
    productUid: Uid,
    sku: text(100).optional().describe(CATALOGUE_FILLS),
    name: text(500).optional().describe(CATALOGUE_FILLS),
    productType: ProductType.optional().describe(`${CATALOGUE_FILLS} STOCK when neither gives it.`),
    quantityOrdered: Quantity.refine((q) => q !== 0, 'must not be 0'),
    itemPrice: Money.optional().describe(
      `Unit price including VAT, before the line discount (minor units). ${CATALOGUE_FILLS} (the effective price: customer's pricelist, store's pricelist, product default).`,
    ),
    originalItemPrice: Money.optional().describe('List price per unit; defaults to itemPrice'),
    itemCost: Money.min(0).default(0).describe('Unit cost excluding VAT'),
    itemDiscountAmount: Money.min(0).default(0).describe('Discount per unit, including VAT'),
    vatCodeUid: Uid.optional().describe(CATALOGUE_FILLS),
    vatRate: BasisPoints.optional().describe(`VAT rate in basis points: 2500 = 25 %. ${CATALOGUE_FILLS}`),
    gtins: z.array(Gtin).max(50).default([]),
    properties: z.array(Property).max(100).default([]),
    productProperties: z.array(ProductProperty).max(100).default([]),
    coverImage: CoverImage.optional(),
    note: text(2000).default(''),
    serialnumber: text(200).default(''),
    externalId: text(200).default(''),
    discountReasonCode: text(100).default(''),
    returnReasonCode: text(100).default(''),
    compensationReasonCode: text(100).default(''),
    internalInfo: text(2000).default(''),
    ledgerNumber: z.string().regex(/^\d*$/, 'must be digits').max(30).default(''),
    warehouseUid: OptionalUid.default(''),
    warehouseName: text(200).default(''),
    deliveryUid: OptionalUid.default(''),
    tenantUserUid: Uid.optional(),
    tenantUserDisplayName: text(200).default(''),
    quantityDelivered: z.int().min(0).max(1_000_000).default(0),
    quantityReserved: z.int().min(0).max(1_000_000).default(0),
    quantityCredited: z.int().min(0).max(1_000_000).default(0),
    sortOrder: z.int().min(0).optional(),
    allowDelivery: AllowDelivery.default('YES'),
    allowDeliveryFromDate: DateTime.nullable().default(null),
    reservationType: SalesReservationType.default('NONE'),
    reservationDetails: ReservationDetails.default({}),
    allowedActions: z
      .array(AllowedAction)
      .max(ALLOWED_ACTIONS.length)
      .optional()
      .describe(`${CATALOGUE_FILLS} [] when neither gives it.`),
    orderLinks: z.array(OrderLink).max(50).optional(),
    parentOrderItemUid: Uid.optional().describe(
      'Makes the line an add-on (warranty, gift wrap, insurance) of the line with this orderItemUid in the same ' +
        'order, whose product must allow ADDON. Kept as orderLinks: SERVICE (INSURANCE) on the add-on, HAS_SERVICE ' +
        '(INSURED) on the parent.',
    ),
  })
  .superRefine((item, ctx) => {
    const notBefore = item.allowDelivery === 'NOT_BEFORE_DATE';
    if (notBefore !== (item.allowDeliveryFromDate !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowDeliveryFromDate'],
        message: notBefore
          ? 'is required when allowDelivery is NOT_BEFORE_DATE'
          : 'is only allowed when allowDelivery is NOT_BEFORE_DATE',
      });
    }
  });
/** A line as the client sent it: the catalogue may still fill it (order-catalogue.ts). */
export type OrderItemDraft = z.output<typeof OrderItemInput>;
/** Members of a line that a product of the catalogue can fill. */
export type CatalogueMember =
  | 'sku'
  | 'name'
  | 'productType'
  | 'itemPrice'
  | 'vatCodeUid'
  | 'vatRate'
  | 'allowedActions';
/** A complete line: every member the catalogue can fill is there. */
export type OrderItemInputType = Omit<OrderItemDraft, CatalogueMember> &
  Required<Pick<OrderItemDraft, CatalogueMember>>;

export const OrderItemResponse = z
  .object({
    orderItemUid: Uid,
    productUid: Uid,
    vatCodeUid: Uid,
    tenantUserUid: Uid,
    orderReceiptUid: OptionalUid,
    warehouseUid: OptionalUid,
    deliveryUid: OptionalUid,
    actions: z.array(OrderItemAction),
    allowedActions: z.array(AllowedAction),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
    discountReasonCode: z.string(),
    returnReasonCode: z.string(),
    compensationReasonCode: z.string(),
    externalId: z.string(),
    name: z.string(),
    note: z.string(),
    serialnumber: z.string(),
    sku: z.string(),
    internalInfo: z.string(),
    warehouseName: z.string(),
    ledgerNumber: z.string(),
    tenantUserDisplayName: z.string(),
    itemCost: z.int(),
    itemDiscountAmount: z.int(),
    itemGrossProfitAmount: z.int(),
    itemVatAmount: z.int(),
    itemDiscountPercentage: z.int().describe('Basis points of itemPrice'),
    itemGrossProfitPercentage: z.int().describe('Basis points of the net (ex VAT) unit price'),
    itemPrice: z.int(),
    originalItemPrice: z.int(),
    totalCost: z.int(),
    totalDiscountAmount: z.int(),
    totalGrossProfitAmount: z.int(),
    totalPrice: z.int(),
    totalVatAmount: z.int(),
    quantityCredited: z.int(),
    quantityDelivered: z.int(),
    quantityOrdered: z.int(),
    quantityReserved: z.int(),
    sortOrder: z.int(),
    productType: ProductType,
    properties: z.array(Property),
    productProperties: z.array(ProductProperty),
    coverImage: CoverImage,
    allowDelivery: AllowDelivery,
    allowDeliveryFromDate: DateTime.nullable(),
    reservationType: SalesReservationType,
    reservationDetails: ReservationDetails,
    gtins: z.array(Gtin),
    orderLinks: z.array(OrderLink).optional(),
  })
  .meta({ id: 'OrderItemResponse' });
export type OrderItem = z.output<typeof OrderItemResponse> & { vatRate: number };

export const CreateOrderBody = z
  .object({
    orderUid: Uid.optional(),
    orderType: OrderType.default('ORDER').describe('ORDER when omitted'),
    customerUid: OptionalUid.optional(),
    organizationUid: OptionalUid.optional(),
    tenantUserUid: Uid.optional(),
    sellerDisplayName: text(200).default(''),
    currency: CurrencyCode.default('NOK'),
    exchangeRate: z.int().min(1).max(1_000_000_000_000).default(1_000_000).describe('Scaled by 10^6'),
    address: OrderAddressInput.default({}),
    note: text(2000).default(''),
    externalId: text(200).default(''),
    items: z.array(OrderItemInput).min(1).max(200),
    metadata: MetadataInput.optional(),
  })
  .meta({ id: 'CreateOrder' });
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

export const OrderTotals = z.object({
  gross: Amount,
  net: Amount,
  vat: Amount,
  discount: Amount,
  cost: Amount,
  grossProfit: Amount,
});

export const OrderResponse = z
  .object({
    orderUid: Uid,
    storeUid: Uid,
    orderNumber: z.string(),
    customerUid: OptionalUid,
    organizationUid: OptionalUid,
    tenantUserUid: Uid,
    sellerDisplayName: z.string(),
    orderType: OrderType,
    orderDate: DateTime.optional().describe(
      'Present exactly when orderType is ORDER: when the order was created as one, or when the offer was converted. Never changes.',
    ),
    status: OrderStatus,
    state: OrderState,
    deliveryState: z.enum(DELIVERY_STATES).meta({
      description:
        'From the lines (spec 3): COMPLETE when every deliverable line is delivered, IN_PROGRESS when some are delivered or reserved',
    }),
    currency: z.string(),
    exchangeRate: z.int(),
    totals: OrderTotals,
    note: z.string(),
    externalId: z.string(),
    address: OrderAddressResponse,
    items: z.array(OrderItemResponse),
    receipts: z.array(
      z.object({
        orderReceiptUid: Uid,
        voucherNumber: z.string(),
        settleState: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE']),
      }),
    ),
    metadata: Metadata,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'Order' });

/**
 * The change of an order (PATCH): its type and its metadata, the members that change after
 * creation; a member not given is kept.
 */
export const UpdateOrderBody = z
  .object({
    orderType: OrderType.optional().describe(
      'ORDER converts an OFFER (orderDate is set to now); ORDER on an ORDER changes nothing; OFFER on an ORDER is a 409',
    ),
    metadata: MetadataPatch.optional(),
  })
  // An update that names nothing to change is a mistake, not a no-op.
  .refine((b) => b.orderType !== undefined || b.metadata !== undefined, {
    path: ['orderType'],
    message: 'give orderType or metadata',
  })
  .meta({ id: 'UpdateOrder', example: { orderType: 'ORDER', metadata: { erpId: 'SO-88812' } } });
export type UpdateOrderInput = z.output<typeof UpdateOrderBody>;
