import { randomUUID } from 'node:crypto';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { assertReferencesExist } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { UnprocessableError, ValidationError } from '#shared/errors.ts';
import { completeAddress } from '#shared/schema/address.ts';
import { mergeMetadata, metadataOf } from '#shared/schema/metadata.ts';
import { COUNTERS, takeNextNumber } from '../counter.repository.ts';
import { assertRecordFits } from '../item-size.ts';
import { deliveryStateOf } from '../receipts/receipt-state.ts';
import { wordsOf } from '../search-text.ts';
import { ofStore } from '../store-scope.ts';
import { assertAddons, linkAddons } from './addon-rules.ts';
import { customerOrderRefOp } from './customer-order.repository.ts';
import {
  type CustomerSnapshot,
  createOrderOp,
  duplicateOrder,
  getOrder,
  readCustomerSnapshot,
} from './order.repository.ts';
import type { CreateOrderInput, OrderItem, OrderItemInputType } from './order.schema.ts';
import type { OrderAddress, OrderRecord } from './order.types.ts';
import { completeLines } from './order-catalogue.service.ts';
import { lineMoney, totalsOf } from './order-money.ts';
import { assertOfferLines, orderTypeOf } from './order-type-rules.ts';

/** A full address from a partial one: absent members are ''; vatNumber only when given. */
export const fullAddress = (input: Partial<OrderAddress>): OrderAddress => {
  const out = completeAddress(input);
  if (!out.displayName) {
    out.displayName = [out.firstname, out.lastname].filter(Boolean).join(' ') || out.companyName;
  }
  return out;
};

/**
 * An address after a partial change. A displayName that was derived from the names follows them
 * (Kari Nordmann -> Per Nordmann); one the client chose stays until the client changes it.
 */
export const changedAddress = (current: OrderAddress, change: Partial<OrderAddress>): OrderAddress => {
  const derived = fullAddress({ ...current, displayName: '' }).displayName;
  const follows = change.displayName === undefined && current.displayName === derived;
  return fullAddress({ ...current, ...change, ...(follows ? { displayName: '' } : {}) });
};

const buildLine = (input: OrderItemInputType, index: number, userUid: string, now: string): OrderItem => {
  const { orderItemUid, coverImage, tenantUserUid, sortOrder, originalItemPrice, orderLinks, ...rest } =
    input;
  const money = lineMoney(input);
  return {
    ...rest,
    ...money,
    orderItemUid: orderItemUid ?? randomUUID(),
    tenantUserUid: tenantUserUid ?? userUid,
    sortOrder: sortOrder ?? index,
    originalItemPrice: originalItemPrice ?? input.itemPrice,
    // A line without media points at the product's default media slot (the field is required).
    coverImage: coverImage ?? { productMediaUid: input.productUid, mainUrl: '', thumbnailUrl: '' },
    ...(orderLinks ? { orderLinks } : {}),
    orderReceiptUid: '',
    actions: [],
    createdAt: now,
    lastModifiedAt: now,
  };
};

const customerWordsOf = (address: OrderAddress, customer?: CustomerSnapshot): string =>
  wordsOf(
    [
      address.firstname,
      address.lastname,
      address.email,
      customer?.firstname,
      customer?.lastname,
      customer?.email,
    ],
    [address.mobile, customer?.mobile ?? ''].filter(Boolean),
  );

/**
 * Creates an order: lines with computed money and the next order number of the tenant (taken by
 * an atomic increment just before the order is written; numbers never repeat and only skip when
 * that write fails). The customer's words are kept on the order so that its receipts' search
 * items carry them (customerQuery).
 */
export const createOrder = async (
  auth: AuthContext,
  storeUid: string,
  input: CreateOrderInput,
): Promise<OrderRecord> => {
  const tenantUid = auth.tenantUid;
  const uids = input.items.map((i) => i.orderItemUid).filter((u): u is string => u !== undefined);
  const dup = uids.findIndex((u, i) => uids.indexOf(u) !== i);
  if (dup >= 0) throw ValidationError.field(`body.items.${dup}.orderItemUid`, 'is used by another line');

  const customerUid = input.customerUid ?? '';
  let customer: CustomerSnapshot | undefined;
  if (customerUid) {
    customer = await readCustomerSnapshot(tenantUid, customerUid);
    // The shared check produces the standard 404 naming the field.
    if (!customer)
      await assertReferencesExist(tenantUid, [
        { kind: 'customer', uid: customerUid, path: 'body.customerUid' },
      ]);
    if (customer?.erasedAt) {
      throw new UnprocessableError(`customer '${customerUid}' was erased; an order cannot name it`, {
        errors: [{ path: 'body.customerUid', message: 'names an erased customer' }],
      });
    }
  }
  const userUid = input.tenantUserUid ?? userUidOf(auth);
  const address = fullAddress(input.address);
  const orderUid = input.orderUid ?? randomUUID();
  const customerWords = customerWordsOf(address, customer);
  const now = nowIso();
  const complete = await completeLines(
    tenantUid,
    { storeUid, customerPricelistUid: customer?.pricelistUid, currency: input.currency },
    input.items,
  );
  const items = complete.map((item, index) => buildLine(item, index, userUid, now));
  if (input.orderType === 'OFFER') assertOfferLines(items);
  assertAddons(items);
  const metadata = mergeMetadata(undefined, input.metadata);
  assertRecordFits('order', { items, address, metadata }, 'body.items');
  // A repeated create (a client retrying a lost response) is answered before a number is taken,
  // so it does not leave one unused; the put's condition still decides a concurrent duplicate.
  if (input.orderUid && (await getOrder(tenantUid, orderUid))) throw duplicateOrder(orderUid);

  // One atomic increment: concurrent creates of the tenant never race for the number
  // (docs/decisions/receipts.md, "Numbering under concurrency").
  const orderSeq = await takeNextNumber(COUNTERS.orderNumber(tenantUid));
  const record: OrderRecord = {
    tenantUid,
    orderUid,
    storeUid,
    orderNumber: String(orderSeq),
    orderSeq,
    customerUid,
    organizationUid: input.organizationUid ?? '',
    tenantUserUid: userUid,
    sellerDisplayName: input.sellerDisplayName,
    currency: input.currency,
    exchangeRate: input.exchangeRate,
    orderType: input.orderType,
    // An order taken as one is ordered when it is created; an offer gets its date on conversion.
    ...(input.orderType === 'ORDER' ? { orderDate: now } : {}),
    status: 'OPEN',
    state: 'NOT_STARTED',
    note: input.note,
    externalId: input.externalId,
    customerWords,
    address,
    items: linkAddons(items, { storeUid, orderUid, orderNumber: String(orderSeq) }),
    totals: totalsOf(items),
    receipts: [],
    ...(metadata ? { metadata } : {}),
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  // The number is ours: a transaction conflict (only a concurrent create of the same orderUid
  // can cause one) is retried with it.
  // The customer's reference to the order comes with it (its GDPR export and erase find it).
  const refs = customerUid ? [customerOrderRefOp(tenantUid, customerUid, orderUid, now)] : [];
  await retryOnRace(() => commit([createOrderOp(record), ...refs]));
  return record;
};

/** The order of the store, or a 404 (an order of another store of the tenant is not found). */
export const findOrder = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
): Promise<OrderRecord> => ofStore(await getOrder(tenantUid, orderUid), storeUid, 'order', orderUid);

/** The order as the API returns it (line VAT rates are internal). */
export const toOrderResponse = (order: OrderRecord) => ({
  orderUid: order.orderUid,
  storeUid: order.storeUid,
  orderNumber: order.orderNumber,
  customerUid: order.customerUid,
  organizationUid: order.organizationUid,
  tenantUserUid: order.tenantUserUid,
  sellerDisplayName: order.sellerDisplayName,
  ...orderTypeOf(order),
  status: order.status,
  state: order.state,
  deliveryState: deliveryStateOf(order.items),
  currency: order.currency,
  exchangeRate: order.exchangeRate,
  totals: order.totals,
  note: order.note,
  externalId: order.externalId,
  address: order.address,
  items: order.items.map(({ vatRate: _vatRate, ...item }) => item),
  receipts: order.receipts,
  metadata: metadataOf(order.metadata),
  createdAt: order.createdAt,
  lastModifiedAt: order.lastModifiedAt,
});
