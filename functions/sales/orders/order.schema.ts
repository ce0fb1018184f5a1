import * as z from 'zod/mini';
import { OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { Amount, DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { Metadata, MetadataInput, MetadataPatch } from '#shared/schema/metadata.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import {
  ALLOWED_ACTIONS,
  AllowedAction,
  BasisPoints,
  CurrencyCode,
  ProductType,
} from '#shared/schema/retail.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
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

/**
 * `/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}`: the path of an order and of what
 * hangs under it (receipts, deliveries, handling, prepayments, add-ons). Here rather than in
 * order.routes.ts, so a function serving only those routes does not bundle the order routes.
 */
export const OrderParams = withUids(StoreParams, 'orderUid');

/** Schemas of orders and order lines (spec 2.4, 2.5). Imported by route tables: no config, no SDK. */

export const OrderStatus = withMeta(z.enum(ORDER_STATUSES), { id: 'OrderStatus' });
export const OrderState = withMeta(z.enum(ORDER_STATES), { id: 'OrderState' });
export const OrderType = withMeta(z.enum(ORDER_TYPES), {
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
    orderItemUid: z.optional(Uid),
    productUid: Uid,
    sku: described(z.optional(text(100)), CATALOGUE_FILLS),
    name: described(z.optional(text(500)), CATALOGUE_FILLS),
    productType: described(z.optional(ProductType), `${CATALOGUE_FILLS} STOCK when neither gives it.`),
    quantityOrdered: Quantity.check(z.refine((q) => q !== 0, 'must not be 0')),
    itemPrice: described(
      z.optional(Money),
      `Unit price including VAT, before the line discount (minor units). ${CATALOGUE_FILLS} (the effective price: customer's pricelist, store's pricelist, product default).`,
    ),
    originalItemPrice: described(z.optional(Money), 'List price per unit; defaults to itemPrice'),
    itemCost: described(z._default(Money.check(z.gte(0)), 0), 'Unit cost excluding VAT'),
    itemDiscountAmount: described(z._default(Money.check(z.gte(0)), 0), 'Discount per unit, including VAT'),
    vatCodeUid: described(z.optional(Uid), CATALOGUE_FILLS),
    vatRate: described(z.optional(BasisPoints), `VAT rate in basis points: 2500 = 25 %. ${CATALOGUE_FILLS}`),
    gtins: z._default(z.array(Gtin).check(z.maxLength(50)), []),
    properties: z._default(z.array(Property).check(z.maxLength(100)), []),
    productProperties: z._default(z.array(ProductProperty).check(z.maxLength(100)), []),
    coverImage: z.optional(CoverImage),
    note: z._default(text(2000), ''),
    serialnumber: z._default(text(200), ''),
    externalId: z._default(text(200), ''),
    discountReasonCode: z._default(text(100), ''),
    returnReasonCode: z._default(text(100), ''),
    compensationReasonCode: z._default(text(100), ''),
    internalInfo: z._default(text(2000), ''),
    ledgerNumber: z._default(z.string().check(z.regex(/^\d*$/, 'must be digits'), z.maxLength(30)), ''),
    warehouseUid: z._default(OptionalUid, ''),
    warehouseName: z._default(text(200), ''),
    deliveryUid: z._default(OptionalUid, ''),
    tenantUserUid: z.optional(Uid),
    tenantUserDisplayName: z._default(text(200), ''),
    quantityDelivered: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
    quantityReserved: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
    quantityCredited: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
    sortOrder: z.optional(z.int().check(z.gte(0))),
    allowDelivery: z._default(AllowDelivery, 'YES'),
    allowDeliveryFromDate: z._default(z.nullable(DateTime), null),
    reservationType: z._default(SalesReservationType, 'NONE'),
    reservationDetails: z._default(ReservationDetails, {}),
    allowedActions: described(
      z.optional(z.array(AllowedAction).check(z.maxLength(ALLOWED_ACTIONS.length))),
      `${CATALOGUE_FILLS} [] when neither gives it.`,
    ),
    orderLinks: z.optional(z.array(OrderLink).check(z.maxLength(50))),
    parentOrderItemUid: described(
      z.optional(Uid),
      'Makes the line an add-on (warranty, gift wrap, insurance) of the line with this orderItemUid in the same ' +
        'order, whose product must allow ADDON. Kept as orderLinks: SERVICE (INSURANCE) on the add-on, HAS_SERVICE ' +
        '(INSURED) on the parent.',
    ),
  })
  .check(
    z.superRefine((item, ctx) => {
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
    }),
  );
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

export const OrderItemResponse = withMeta(
  z.object({
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
    itemDiscountPercentage: described(z.int(), 'Basis points of itemPrice'),
    itemGrossProfitPercentage: described(z.int(), 'Basis points of the net (ex VAT) unit price'),
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
    allowDeliveryFromDate: z.nullable(DateTime),
    reservationType: SalesReservationType,
    reservationDetails: ReservationDetails,
    gtins: z.array(Gtin),
    orderLinks: z.optional(z.array(OrderLink)),
  }),
  { id: 'OrderItemResponse' },
);
export type OrderItem = z.output<typeof OrderItemResponse> & { vatRate: number };

export const CreateOrderBody = withMeta(
  z.object({
    orderUid: z.optional(Uid),
    orderType: described(z._default(OrderType, 'ORDER'), 'ORDER when omitted'),
    customerUid: z.optional(OptionalUid),
    organizationUid: z.optional(OptionalUid),
    tenantUserUid: z.optional(Uid),
    sellerDisplayName: z._default(text(200), ''),
    currency: z._default(CurrencyCode, 'NOK'),
    exchangeRate: described(
      z._default(z.int().check(z.gte(1), z.lte(1_000_000_000_000)), 1_000_000),
      'Scaled by 10^6',
    ),
    address: z._default(OrderAddressInput, {}),
    note: z._default(text(2000), ''),
    externalId: z._default(text(200), ''),
    items: z.array(OrderItemInput).check(z.minLength(1), z.maxLength(200)),
    metadata: z.optional(MetadataInput),
  }),
  { id: 'CreateOrder' },
);
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

export const OrderTotals = z.object({
  gross: Amount,
  net: Amount,
  vat: Amount,
  discount: Amount,
  cost: Amount,
  grossProfit: Amount,
});

export const OrderResponse = withMeta(
  z.object({
    orderUid: Uid,
    storeUid: Uid,
    orderNumber: z.string(),
    customerUid: OptionalUid,
    organizationUid: OptionalUid,
    tenantUserUid: Uid,
    sellerDisplayName: z.string(),
    orderType: OrderType,
    orderDate: described(
      z.optional(DateTime),
      'Present exactly when orderType is ORDER: when the order was created as one, or when the offer was converted. Never changes.',
    ),
    status: OrderStatus,
    state: OrderState,
    deliveryState: withMeta(z.enum(DELIVERY_STATES), {
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
  }),
  { id: 'Order' },
);

/**
 * The change of an order (PATCH): its type and its metadata, the members that change after
 * creation; a member not given is kept.
 */
export const UpdateOrderBody = withMeta(
  z
    .object({
      orderType: described(
        z.optional(OrderType),
        'ORDER converts an OFFER (orderDate is set to now); ORDER on an ORDER changes nothing; OFFER on an ORDER is a 409',
      ),
      metadata: z.optional(MetadataPatch),
    })
    .check(
      z.refine((b) => b.orderType !== undefined || b.metadata !== undefined, {
        path: ['orderType'],
        message: 'give orderType or metadata',
      }),
    ),
  { id: 'UpdateOrder', example: { orderType: 'ORDER', metadata: { erpId: 'SO-88812' } } },
);
export type UpdateOrderInput = z.output<typeof UpdateOrderBody>;
