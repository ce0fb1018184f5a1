import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { OrderItemResponse } from '#functions/orders/order.schema.ts';
import { OrderAddressResponse } from '#functions/orders/order-parts.schema.ts';
import { ReceiptResponse, SettlementResponse } from '#functions/receipts/receipt.schema.ts';
import { ReceiptSearchBody } from '#functions/receipts/search.schema.ts';
import { DateTime, OptionalUid, Uid } from '#shared/schema/common.ts';

/**
 * The response schemas against the tables of spec 2.2-2.6, written out here from the spec text
 * (not from our constants), so that a missing field, a wrong type, a required/optional mix-up or
 * a changed enum value fails. `?` marks optional members, `| null` nullable ones.
 */
type Schema = z.ZodType & { def: any };

/** A compact description of a schema: UID, OptionalUID, date-time, string, integer, boolean, enum(...), array<...>, object{...}. */
const describeSchema = (input: Schema): string => {
  let s = input;
  let suffix = '';
  for (;;) {
    if (s.def.type === 'optional') {
      suffix = `?${suffix}`;
      s = s.def.innerType;
    } else if (s.def.type === 'nullable') {
      suffix += ' | null';
      s = s.def.innerType;
    } else break;
  }
  const known = new Map<unknown, string>([
    [Uid, 'UID'],
    [OptionalUid, 'OptionalUID'],
    [DateTime, 'date-time'],
  ]);
  const base =
    known.get(s) ??
    (s.def.type === 'number' && (s as any).isInt
      ? 'integer'
      : s.def.type === 'enum'
        ? `enum(${(s as any).options.join(' ')})`
        : s.def.type === 'array'
          ? `array<${describeSchema(s.def.element)}>`
          : s.def.type === 'object'
            ? `object{${Object.entries(s.def.shape)
                .map(([k, v]) => `${k}:${describeSchema(v as Schema)}`)
                .sort()
                .join(',')}}`
            : s.def.type);
  return base + suffix;
};
const shapeOf = (schema: Schema) =>
  Object.fromEntries(Object.entries(schema.def.shape).map(([k, v]) => [k, describeSchema(v as Schema)]));
const obj = (fields: Record<string, string>) =>
  `object{${Object.entries(fields)
    .map(([k, v]) => `${k}:${v}`)
    .sort()
    .join(',')}}`;
const each = (names: string, type: string) => Object.fromEntries(names.split(', ').map((n) => [n, type]));
const e = (values: string) => `enum(${values.split(', ').join(' ')})`;

// Spec 2.6, copied value by value.
const RECEIPT_STATE = e('NOT_STARTED, IN_PROGRESS, COMPLETE');
const DELIVERY_STATE = e('NOT_STARTED, IN_PROGRESS, COMPLETE');
const SETTLEMENT_STATE = e('NOT_STARTED, IN_PROGRESS, COMPLETE, TERMINATED');
const SETTLEMENT_STATUS = e(
  'NEW, PROCESSING, AUTHORIZED, CAPTURED, REFUNDED, PARTIALLY_REFUNDED, PENDING_REFUND, FAILED, CANCELLED_BY_MERCHANT, CANCELLED_BY_USER, CANCELLED_FORCE, DELETED, DENIED, REJECTED',
);
const ID_METHOD = e(
  'NO_CVM_RULE_PERFORMED, SIGNATURE, PIN_ONLINE, PIN_OFFLINE, PIN_ONLINE_AND_SIGNATURE, PIN_OFFLINE_AND_SIGNATURE, NO_CVM, FAILED, ON_DEVICE, REFUND',
);
const LEDGER_TYPE = e('LEDGER, GENERAL_LEDGER, CUSTOMER_LEDGER');
const PARAMETER_TYPE = e('TEXT, INTEGER, NUMERIC, DATE, MOBILE, MODULUS10, MODULUS11');
const PRODUCT_TYPE = e(
  'STOCK, NO_STOCK, CONFIGURABLE, SVC_GIFTCARD, PSP_GIFTCARD, NON_PHYSICAL, PACKAGE_FIXED, PACKAGE_DYNAMIC',
);
const PROPERTY_TYPE = e('TEXT, SINGLESELECT, MULTISELECT');
const ALLOW_DELIVERY = e('YES, NO, NOT_BEFORE_DATE');
const RESERVATION_TYPE = e('NONE, WAREHOUSE, PURCHASEORDER, REQUEST_PURCHASEORDER, PURCHASEORDER_CONFIRMED');
const ORDER_LINK_TYPE = e(
  'CREDIT, INSURANCE, INSURED, COMPENSATION, COMPENSATED, PACKAGE, PACKAGE_COMPONENT, SERVICE, HAS_SERVICE, FREIGHT_SERVICE, HAS_FREIGHT_SERVICE, AUTO_ADD',
);
const ALLOWED_ACTION = e(
  'QUANTITY_SOLD, PRICE_SALE, DISCOUNT, SERIALNUMBER, SERIALNUMBER_REQUIRED, CREDIT, ADDON, CUSTOMER_REQUIRED, INSURANCE, CUSTOMER_MOBILE_REQUIRED, CUSTOMER_EMAIL_REQUIRED, DELIVERY_POSTAL_ADDRESS_REQUIRED, DELETE, DELIVER, PURCHASE, COST_PRICE, PRODUCT_NAME, PAYABLE, NEGATIVE_PRICE',
);

// Spec 2.5.
const ADDRESS = {
  ...each(
    'address, city, companyName, countryCode, email, firstname, lastname, mobile, postalCode, displayName',
    'string',
  ),
  vatNumber: 'string?',
};

// Spec 2.4.
const ITEM = {
  ...each('orderItemUid, productUid, vatCodeUid, tenantUserUid', 'UID'),
  ...each('orderReceiptUid, warehouseUid, deliveryUid', 'OptionalUID'),
  actions: `array<${obj({
    ...each('orderHandlingActionUid, handlingUid, handlingActionUid', 'UID'),
    ...each(
      'handlingName, handlingActionName, comment, handlingDescription, createdBy, lastModifiedBy',
      'string',
    ),
    ...each('createdAt, lastModifiedAt', 'date-time'),
  })}>`,
  allowedActions: `array<${ALLOWED_ACTION}>`,
  ...each('createdAt, lastModifiedAt', 'date-time'),
  ...each(
    'discountReasonCode, returnReasonCode, compensationReasonCode, externalId, name, note, serialnumber, sku, internalInfo, warehouseName, ledgerNumber, tenantUserDisplayName',
    'string',
  ),
  ...each(
    'itemCost, itemDiscountAmount, itemGrossProfitAmount, itemVatAmount, itemDiscountPercentage, itemGrossProfitPercentage, itemPrice, originalItemPrice',
    'integer',
  ),
  ...each('totalCost, totalDiscountAmount, totalGrossProfitAmount, totalPrice, totalVatAmount', 'integer'),
  ...each('quantityCredited, quantityDelivered, quantityOrdered, quantityReserved, sortOrder', 'integer'),
  productType: PRODUCT_TYPE,
  properties: `array<${obj({ uid: 'UID', key: 'string', value: 'string' })}>`,
  productProperties: `array<${obj({
    ...each('productPropertyUid, propertyUid, propertyOptionUid', 'UID'),
    ...each('propertyName, propertyOptionName', 'string'),
    propertyType: PROPERTY_TYPE,
    required: 'boolean',
    propertyText: 'string?',
  })}>`,
  coverImage: obj({ productMediaUid: 'UID', mainUrl: 'string', thumbnailUrl: 'string' }),
  allowDelivery: ALLOW_DELIVERY,
  allowDeliveryFromDate: 'date-time | null',
  reservationType: RESERVATION_TYPE,
  reservationDetails: obj({
    warehouse: `${obj({ warehouseName: 'string' })}? | null`,
    purchaseOrder: `${obj({
      purchaseOrderUid: 'UID',
      purchaseOrderItemUid: 'UID',
      purchaseOrderNumber: 'string',
      quantityOrdered: 'integer',
      expectedDeliveryDate: 'date-time?',
      externalId: 'string?',
    })}? | null`,
    receivement: `${obj({
      receivementUid: 'UID',
      receivementItemUid: 'UID',
      expectedArrival: 'date-time',
      quantity: 'integer',
      supplierOrderReference: 'string',
      receivedAt: 'date-time | null',
      expectedDispatch: 'date-time?',
    })}? | null`,
  }),
  gtins: `array<${obj({ gtin: 'string', primary: 'boolean', type: 'string' })}>`,
  orderLinks: `array<${obj({
    ...each('storeUid, orderUid, orderItemUid', 'UID'),
    orderNumber: 'string',
    type: ORDER_LINK_TYPE,
  })}>?`,
};

// Spec 2.3.
const SETTLEMENT = {
  amount: 'integer',
  ...each('createdAt, lastModifiedAt', 'date-time'),
  displayMessages: `array<${obj({ key: 'string', message: 'string', timestamp: 'date-time' })}>`,
  ...each(
    'externalId, externalPaymentReference, settlementCode, settlementName, tenantUserDisplayName',
    'string',
  ),
  idMethod: ID_METHOD,
  parameters: `array<${obj({ key: 'string', value: 'string', name: 'string', type: PARAMETER_TYPE })}>`,
  settlementUid: 'UID',
  state: SETTLEMENT_STATE,
  status: SETTLEMENT_STATUS,
  storeSettlementIssuer: obj({ storeSettlementIssuerUid: 'UID', name: 'string', code: 'string' }),
  ...each('tenantUserUid, storePaymentMethodUid', 'UID'),
  currency: obj({ amount: 'integer', code: 'string', exchangeRate: 'integer' }),
  additionalDetails: `array<${obj({ key: 'string', value: 'string' })}>`,
  ...each('creditCount, creditAmount, paymentCount, paymentAmount', 'integer'),
  ...each('storeUid, orderReceiptUid', 'OptionalUID'),
  storeName: 'string',
  transactions: `array<${obj({
    transactionType: 'string',
    pspTransactionId: 'string?',
    transactionAmount: 'integer',
    orderReceiptUid: 'OptionalUID',
  })}>`,
  receiptText: 'string',
  ledgerNumber: 'string?',
  ledgerType: `${LEDGER_TYPE}?`,
  settledAt: 'date-time?',
  tillUid: 'OptionalUID?',
  tillName: 'string?',
  tillNumber: 'integer?',
  ...each('authorizedAmount, capturedAmount, refundedAmount', 'integer?'),
};

// Spec 2.2.
const RECEIPT = {
  ...each('storeUid, orderUid, orderReceiptUid', 'UID'),
  settleState: RECEIPT_STATE,
  ...each('voucherNumber, externalVoucherNumber, sellerDisplayName, note', 'string'),
  settledAt: 'date-time',
  deliveryState: DELIVERY_STATE,
  grandTotal: 'integer',
  settlementTotals: obj(
    each(
      'change, remaining, remainingRounded, totals, remainingPrePayment, remainingAuthorizedAmount',
      'integer',
    ),
  ),
  settlements: `array<${obj(SETTLEMENT)}>`,
  items: `array<${obj(ITEM)}>`,
  address: obj(ADDRESS),
  customerUid: 'OptionalUID',
};

describe('response schemas match spec 2.2-2.6 field by field', () => {
  it.each([
    ['OrderAddressResponseSchema (2.5)', OrderAddressResponse, ADDRESS],
    ['OrderItemResponseSchema (2.4)', OrderItemResponse, ITEM],
    ['SettlementResponseSchema (2.3)', SettlementResponse, SETTLEMENT],
    ['ReceiptResponseSchema (2.2)', ReceiptResponse, RECEIPT],
  ] as const)('%s', (_name, schema, expected) => {
    expect(shapeOf(schema as unknown as Schema)).toEqual(expected);
  });

  it('caps receiptText at 500 characters (spec 8)', () => {
    const receiptText = (SettlementResponse as unknown as Schema).def.shape.receiptText;
    expect(receiptText.safeParse('x'.repeat(500)).success).toBe(true);
    expect(receiptText.safeParse('x'.repeat(501)).success).toBe(false);
  });

  it('takes a ledger number with leading zeros, nothing else', () => {
    const ledgerNumber = (SettlementResponse as unknown as Schema).def.shape.ledgerNumber;
    expect(ledgerNumber.safeParse('00123').success).toBe(true);
    expect(ledgerNumber.safeParse('12a').success).toBe(false);
  });
});

describe('TenantOrderReceiptSearch (spec 4.1)', () => {
  it('has every filter of the spec with its type, all optional', () => {
    const shape = shapeOf(ReceiptSearchBody as unknown as Schema);
    const spec = {
      ...each('storeUids, organizationUids, customerUids, tenantUserUids, productUids', 'array<UID>'),
      ...each('customerQuery, orderNumber, voucherNumber, query', 'string'),
      ...each('settledAtFrom, settledAtTo', 'date-time'),
      ...each('voucherNumbers, productSkus, settlementExternalPaymentReferences', 'array<string>'),
      tenantPaymentMethodUids: 'array<UID>',
      deliveryStates: `array<${DELIVERY_STATE}>`,
      amountRange: obj({ from: 'integer', to: 'integer' }),
      hasUnpaidInvoices: 'boolean',
    };
    for (const [field, type] of Object.entries(spec)) {
      // Filters are wrapped (empty strings and empty lists count as absent): every one is optional.
      expect(ReceiptSearchBody.safeParse({}).success).toBe(true);
      expect(shape[field], field).toBeDefined();
      const inner = innerOf((ReceiptSearchBody as unknown as Schema).def.shape[field]);
      expect(describeSchema(inner), field).toBe(type);
    }
  });
});

/** The schema inside the preprocess/optional/transform wrappers of a search filter. */
const innerOf = (schema: Schema): Schema => {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const t = s.def.type;
    if (t === 'pipe') s = s.def.out.def.type === 'transform' ? s.def.in : s.def.out;
    else if (t === 'optional' || t === 'nullable') s = s.def.innerType;
    else break;
  }
  return s;
};
