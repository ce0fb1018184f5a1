import * as z from 'zod';
import { Amount, DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import {
  ALLOW_DELIVERY,
  ALLOWED_ACTIONS,
  ORDER_LINK_TYPES,
  ORDER_STATES,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  PROPERTY_TYPES,
  SALES_RESERVATION_TYPES,
} from './order-enums.ts';

/** Schemas of orders and order lines (spec 2.4, 2.5). Imported by route tables: no config, no SDK. */

export const ProductType = z.enum(PRODUCT_TYPES).meta({ id: 'ProductType' });
export const PropertyType = z.enum(PROPERTY_TYPES).meta({ id: 'PropertyType' });
export const AllowDelivery = z.enum(ALLOW_DELIVERY).meta({ id: 'AllowDelivery' });
export const SalesReservationType = z.enum(SALES_RESERVATION_TYPES).meta({ id: 'SalesReservationType' });
export const OrderLinkType = z.enum(ORDER_LINK_TYPES).meta({ id: 'OrderLinkType' });
export const AllowedAction = z.enum(ALLOWED_ACTIONS).meta({ id: 'AllowedAction' });
export const OrderStatus = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export const OrderState = z.enum(ORDER_STATES).meta({ id: 'OrderState' });

/** ISO 4217 code; amounts are integer minor units of it. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as NOK');
/** Basis points (hundredths of a percent): 2500 = 25.00 %. */
const BasisPoints = z.int().min(0).max(10_000);
/** Quantities and amounts are capped so that every order total stays a safe integer (< 2^53). */
const Quantity = z.int().min(-10_000).max(10_000);
const Money = z.int().min(-1_000_000_000).max(1_000_000_000);

const Gtin = z.object({ gtin: text(64), primary: z.boolean(), type: text(32) });
const Property = z.object({ uid: Uid, key: text(200), value: text(1000) });
const ProductProperty = z.object({
  productPropertyUid: Uid,
  propertyUid: Uid,
  propertyOptionUid: Uid,
  propertyName: text(200),
  propertyOptionName: text(200),
  propertyType: PropertyType,
  required: z.boolean(),
  propertyText: text(1000).optional(),
});
const CoverImage = z.object({ productMediaUid: Uid, mainUrl: text(2000), thumbnailUrl: text(2000) });
const OrderLink = z.object({
  storeUid: Uid,
  orderUid: Uid,
  orderItemUid: Uid,
  orderNumber: text(64),
  type: OrderLinkType,
});
const OrderItemAction = z.object({
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
const ReservationDetails = z.object({
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

/** Address of an order or receipt (spec 2.5); every member optional on input, '' when absent. */
export const OrderAddressInput = z
  .object({
    address: text(500),
    city: text(200),
    companyName: text(200),
    countryCode: text(2),
    email: text(320),
    firstname: text(200),
    lastname: text(200),
    mobile: text(50),
    postalCode: text(20),
    displayName: text(400),
    vatNumber: text(50),
  })
  .partial();

export const OrderAddressResponse = z
  .object({
    address: z.string(),
    city: z.string(),
    companyName: z.string(),
    countryCode: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    mobile: z.string(),
    postalCode: z.string(),
    displayName: z.string(),
    vatNumber: z.string().optional(),
  })
  .meta({ id: 'OrderAddressResponse' });

/** One line as the client sends it. Money fields other than prices, cost and discount are computed. */
export const OrderItemInput = z.object({
  orderItemUid: Uid.optional(),
  productUid: Uid,
  sku: text(100),
  name: text(500),
  productType: ProductType.default('STOCK'),
  quantityOrdered: Quantity.refine((q) => q !== 0, 'must not be 0'),
  itemPrice: Money.describe('Unit price including VAT, before the line discount (minor units)'),
  originalItemPrice: Money.optional().describe('List price per unit; defaults to itemPrice'),
  itemCost: Money.min(0).default(0).describe('Unit cost excluding VAT'),
  itemDiscountAmount: Money.min(0).default(0).describe('Discount per unit, including VAT'),
  vatCodeUid: Uid,
  vatRate: BasisPoints.describe('VAT rate in basis points: 2500 = 25 %'),
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
  allowedActions: z.array(AllowedAction).max(ALLOWED_ACTIONS.length).default([]),
  orderLinks: z.array(OrderLink).max(50).optional(),
});
export type OrderItemInputType = z.output<typeof OrderItemInput>;

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
    status: OrderStatus,
    state: OrderState,
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
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'Order' });
