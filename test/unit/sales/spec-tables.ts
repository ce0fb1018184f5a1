/**
 * The tables of spec 2.2-2.6 written out from the spec text (not from our constants), in the
 * compact notation of response-schemas.test.ts: UID, OptionalUID, date-time, string, integer,
 * boolean, enum(...), array<...>, object{...}; `?` marks optional members, `| null` nullable ones.
 */

export const obj = (fields: Record<string, string>) =>
  `object{${Object.entries(fields)
    .map(([k, v]) => `${k}:${v}`)
    .sort()
    .join(',')}}`;
export const each = (names: string, type: string) =>
  Object.fromEntries(names.split(', ').map((n) => [n, type]));
export const e = (values: string) => `enum(${values.split(', ').join(' ')})`;

// Spec 2.6, copied value by value.
export const RECEIPT_STATE = e('NOT_STARTED, IN_PROGRESS, COMPLETE');
export const DELIVERY_STATE = e('NOT_STARTED, IN_PROGRESS, COMPLETE');
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
export const ADDRESS = {
  ...each(
    'address, city, companyName, countryCode, email, firstname, lastname, mobile, postalCode, displayName',
    'string',
  ),
  vatNumber: 'string?',
};

// Spec 2.4.
export const ITEM = {
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
export const SETTLEMENT = {
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
export const RECEIPT = {
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
  // Ours, not spec 2.2: the integrator's key-value pairs (docs/decisions/metadata.md).
  metadata: 'record',
};
