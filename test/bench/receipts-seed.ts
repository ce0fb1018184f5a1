import { createOrderOp } from '#functions/sales/orders/order.repository.ts';
import type { OrderItem } from '#functions/sales/orders/order.schema.ts';
import type { OrderRecord } from '#functions/sales/orders/order.types.ts';
import { lineMoney, totalsOf } from '#functions/sales/orders/order-money.ts';
import { createReceiptOp } from '#functions/sales/receipts/receipt.repository.ts';
import type { ReceiptRecord } from '#functions/sales/receipts/receipt.types.ts';
import { putProjectionOp } from '#functions/sales/receipts/receipt-search-item.repository.ts';
import { EMPTY_TOTALS } from '#functions/sales/receipts/receipt-state.ts';
import { projectionOf, syncOrder } from '#functions/sales/receipts/receipt-sync.ts';
import { wordsOf } from '#functions/sales/search-text.ts';
import { addSettlement, withDerivedState } from '#functions/sales/settlements/settlement-build.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { writeAll } from './table-seed.ts';

/**
 * Seeds settled receipts for the bench through the same builders and repository items as the
 * API (the receipt and its search item, which the stream indexes into the read model), written with full 25-item
 * BatchWriteItem calls, several in flight, instead of 20,000 HTTP calls. Every item a search
 * reads is there as the API would leave it. Order items are not written: no search reads them
 * (the projection carries the order's number, status and state), and they are a third of the
 * bytes DynamoDB Local has to store.
 */
export const STORES = 10;
export const DAYS = 180;

const itemOf = (op: TransactOp) => (op.item.Put?.Item ?? {}) as Record<string, unknown>;

/** The customer word of customer `c` (unique, so a customerQuery matches exactly one customer). */
export const customerWord = (tenant: string, c: number) => `zq${tenant.slice(-4)}${c.toString(36)}x`;

/** Name, e-mail and phone words of customer `c`. */
const customerWordsOf = (tenant: string, c: number) => {
  const word = customerWord(tenant, c);
  return wordsOf(['Bench', word, `${word}@example.com`], [`+47 9${String(c).padStart(7, '0')}`]);
};

const line = (i: number, price: number): OrderItem => {
  const base = {
    quantityOrdered: 1,
    itemPrice: price,
    itemDiscountAmount: 0,
    itemCost: Math.floor(price / 2),
    vatRate: 2500,
  };
  return {
    ...base,
    ...lineMoney(base),
    orderItemUid: `l${i}`,
    productUid: `p${i % 500}`,
    sku: `SKU-${i % 500}`,
    name: 'Bench item',
    vatCodeUid: 'vat-25',
    tenantUserUid: 'bench',
    orderReceiptUid: '',
    warehouseUid: '',
    deliveryUid: '',
    actions: [],
    allowedActions: [],
    createdAt: '',
    lastModifiedAt: '',
    discountReasonCode: '',
    returnReasonCode: '',
    compensationReasonCode: '',
    externalId: '',
    note: '',
    serialnumber: '',
    internalInfo: '',
    warehouseName: '',
    ledgerNumber: '',
    tenantUserDisplayName: '',
    originalItemPrice: price,
    quantityCredited: 0,
    quantityDelivered: 1,
    quantityReserved: 0,
    sortOrder: i,
    productType: 'STOCK',
    properties: [],
    productProperties: [],
    coverImage: { productMediaUid: `p${i}`, mainUrl: '', thumbnailUrl: '' },
    allowDelivery: 'YES',
    allowDeliveryFromDate: null,
    reservationType: 'NONE',
    reservationDetails: {},
    gtins: [],
  };
};

/** The order of receipt number `n`, taken at `at` by customer `n % customers`, with its lines. */
const benchOrder = (
  tenant: string,
  n: number,
  at: string,
  customers: number,
  items: OrderItem[],
): OrderRecord => {
  const store = `store-${n % STORES}`;
  const c = n % customers;
  const word = customerWord(tenant, c);
  return {
    tenantUid: tenant,
    orderUid: `o-${n}`,
    storeUid: store,
    orderNumber: String(n + 1),
    orderSeq: n + 1,
    customerUid: `c-${c}`,
    organizationUid: '',
    tenantUserUid: 'bench',
    sellerDisplayName: '',
    currency: 'NOK',
    exchangeRate: 1_000_000,
    status: 'OPEN',
    state: 'NOT_STARTED',
    note: '',
    externalId: '',
    customerWords: customerWordsOf(tenant, c),
    address: {
      address: '',
      city: '',
      companyName: '',
      countryCode: 'NO',
      email: '',
      firstname: 'Bench',
      lastname: word,
      mobile: '',
      postalCode: '',
      displayName: `Bench ${word}`,
    },
    items,
    totals: totalsOf(items),
    receipts: [],
    createdAt: at,
    lastModifiedAt: at,
    version: 1,
  };
};

/**
 * The order item of order number `n` under the uid `uid`, with `metadata`: an order a read-model
 * row seeded in SQL names, so that an order search page reads and answers it.
 */
export const orderItemAs = (
  tenant: string,
  n: number,
  uid: string,
  at: string,
  metadata: Record<string, string>,
) => {
  const lines = [line(2 * n, 10_000), line(2 * n + 1, 5_000)].map((l) => ({
    ...l,
    createdAt: at,
    lastModifiedAt: at,
  }));
  return itemOf(createOrderOp({ ...benchOrder(tenant, n, at, 1, lines), orderUid: uid, metadata }));
};

/** Items of receipt number `n` (0-based) of a tenant: settled in the last DAYS days. */
const receiptItems = (
  tenant: string,
  n: number,
  nowMs: number,
  customers: number,
  uid = `r-${n}`,
): Record<string, unknown>[] => {
  const store = `store-${n % STORES}`;
  const voucher = Math.floor(n / STORES) + 1;
  const settledAt = new Date(nowMs - ((n * 7919) % (DAYS * 24 * 60)) * 60_000).toISOString();
  // Lines carry their times as the API writes them, so that an answer of these receipts is valid.
  const items = [line(2 * n, 10_000 + (n % 97) * 100), line(2 * n + 1, 5_000)].map((l) => ({
    ...l,
    createdAt: settledAt,
    lastModifiedAt: settledAt,
  }));
  const order = benchOrder(tenant, n, settledAt, customers, items);
  let receipt: ReceiptRecord = withDerivedState(
    {
      tenantUid: tenant,
      storeUid: store,
      orderUid: order.orderUid,
      orderReceiptUid: uid,
      voucherNumber: String(voucher),
      voucherSeq: voucher,
      externalVoucherNumber: '',
      sellerDisplayName: '',
      note: '',
      settledAt,
      settleState: 'NOT_STARTED',
      deliveryState: 'COMPLETE',
      grandTotal: order.totals.gross,
      currency: 'NOK',
      settlementTotals: EMPTY_TOTALS,
      settlements: [],
      items: items.map((i) => ({ ...i, orderReceiptUid: uid })),
      address: order.address,
      customerUid: order.customerUid,
      createdAt: settledAt,
      lastModifiedAt: settledAt,
      version: 1,
    },
    settledAt,
  );
  receipt = addSettlement(
    receipt,
    {
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
      settlementName: 'Card',
      amount: receipt.grandTotal,
      status: 'CAPTURED',
      idMethod: 'PIN_ONLINE',
      externalId: '',
      externalPaymentReference: `ref-${n}`,
      parameters: [],
      displayMessages: [],
      additionalDetails: [],
      storeName: store,
      tenantUserDisplayName: '',
      receiptText: '',
      creditCount: 0,
      creditAmount: 0,
      paymentCount: 0,
      paymentAmount: 0,
    },
    { userUid: 'bench' },
    settledAt,
  );
  receipt = { ...receipt, settledAt };
  const after = syncOrder(order, uid, receipt, settledAt);
  return [
    itemOf(createReceiptOp(receipt)),
    itemOf(putProjectionOp(tenant, projectionOf(receipt, after), 1, settledAt)),
  ];
};

/**
 * The receipt item of receipt number `n` under the uid `uid`, without its search item: the
 * receipt a read-model row seeded in SQL (scale-receipts-seed.ts) names, so that a search page
 * reads and answers whole receipts.
 */
export const receiptItemAs = (tenant: string, n: number, uid: string, nowMs: number) =>
  receiptItems(tenant, n, nowMs, 1, uid)[0]!;

/** Receipts built at a time (about 6 items each): keeps memory flat for any seed size. */
const CHUNK = 400;

/** Seeds receipts [from, to) of a tenant over `customers` distinct customers. */
export const seedReceipts = async (
  tenant: string,
  from: number,
  to: number,
  customers: number,
  nowMs: number,
) => {
  for (let start = from; start < to; start += CHUNK) {
    const items = [];
    for (let n = start; n < Math.min(to, start + CHUNK); n++)
      items.push(...receiptItems(tenant, n, nowMs, customers));
    await writeAll(items);
  }
};

/**
 * Waits until the read model holds `count` receipt rows of the tenant (the stream indexer takes
 * the seeded search items in), or with `table` 'receipt_docs' `count` receipt documents (from the
 * receipt items); fails after `timeoutMs`.
 */
export const awaitIndexedReceipts = async (
  writerUrl: string,
  tenant: string,
  count: number,
  {
    timeoutMs = 600_000,
    table = 'receipts',
  }: { timeoutMs?: number; table?: 'receipts' | 'receipt_docs' } = {},
) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: writerUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from ${table} where tenant_uid = $1 and not deleted`,
        [tenant],
      );
      if (rows[0].n >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${rows[0].n} of ${count} rows of ${table} indexed`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
};
