import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '#functions/sales/orders/order.types.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { batchGetItems } = await import('#shared/db/batch-get.ts');
const { OrderEntity } = await import('#functions/sales/orders/order.entity.ts');
const { createOrderOp, getOrder, getOrders, orderKey, replaceOrderOp } = await import(
  '#functions/sales/orders/order.repository.ts'
);

// The functions that read orders (shipping, privacy, sales) read and write the order item without
// ElectroDB: every call must be the one OrderEntity makes, or an order written before would be
// read wrong. The entity's side of each test is the repository's code as it was on the entity.

/** An order written before offers existed: no type, no order date, never delivered, no metadata. */
const legacy = {
  tenantUid: 'T1',
  orderUid: 'o-legacy',
  storeUid: 'oslo',
  orderNumber: '1001',
  orderSeq: 1001,
  customerUid: '',
  organizationUid: 'org-1',
  tenantUserUid: 'u-kari',
  sellerDisplayName: 'Kari Nordmann',
  currency: 'NOK',
  exchangeRate: 1,
  status: 'OPEN',
  state: 'NOT_STARTED',
  note: '',
  externalId: '',
  customerWords: '',
  address: {
    address: '',
    city: '',
    companyName: '',
    countryCode: 'NO',
    email: '',
    firstname: '',
    lastname: '',
    mobile: '',
    postalCode: '',
    displayName: '',
  },
  items: [],
  totals: { gross: 0, net: 0, vat: 0, discount: 0, cost: 0, grossProfit: 0 },
  receipts: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  lastModifiedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
} satisfies OrderRecord;

/** An order with every optional attribute set: typed, dated, delivered, with metadata. */
const full: OrderRecord = {
  ...legacy,
  orderUid: 'o-full',
  orderNumber: '1002',
  orderSeq: 1002,
  customerUid: 'c-ola',
  status: 'SETTLED',
  state: 'COMPLETE',
  orderType: 'ORDER',
  orderDate: '2026-11-21T09:00:00.000Z',
  note: 'Ring the bell',
  externalId: 'EXT-7',
  customerWords: 'ola nordmann',
  address: { ...legacy.address, firstname: 'Ola', lastname: 'Nordmann', city: 'Bergen', vatNumber: 'NO1' },
  items: [{ orderItemUid: 'l1', quantityOrdered: 2 } as unknown as OrderRecord['items'][number]],
  totals: { gross: 25_000, net: 20_000, vat: 5_000, discount: 0, cost: 9_000, grossProfit: 11_000 },
  receipts: [{ orderReceiptUid: 'r1', voucherNumber: '7', settleState: 'COMPLETE' }],
  deliveries: [{ deliveryUid: 'd1', state: 'DELIVERED', lines: [{ orderItemUid: 'l1', quantity: 2 }] }],
  metadata: { channel: 'web' },
  lastModifiedAt: '2026-11-22T10:00:00.000Z',
  version: 5,
} as OrderRecord;

/** An offer whose optional attributes are there but undefined: the put leaves them out. */
const offer = {
  ...legacy,
  orderUid: 'o-offer',
  orderType: 'OFFER',
  orderDate: undefined,
  deliveries: undefined,
  metadata: undefined,
} as OrderRecord;

const ORDERS = [legacy, full, offer];

const itemOf = (order: OrderRecord) => OrderEntity.create(order).params().Item as Record<string, unknown>;
/** The record as read back: what a put of `order` leaves in the table. */
const stored = (order: OrderRecord) => OrderEntity.parse({ Item: itemOf(order) }).data;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('order writes against OrderEntity', () => {
  it.each(ORDERS)('create of $orderUid: the entity’s Put and not-exists condition', (order) => {
    const put = createOrderOp(order).item.Put!;
    const entity = OrderEntity.create(order).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(ORDERS)('replace of $orderUid: the entity’s Put and version condition', (order) => {
    const put = replaceOrderOp(order, order.version - 1).item.Put!;
    const entity = OrderEntity.put(order)
      .where((attr, op) => op.eq(attr.version, order.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('a record without a required attribute is refused, as the entity refuses it', () => {
    const { note: _, ...partial } = legacy;
    const noNote = partial as unknown as OrderRecord;
    expect(() => OrderEntity.create(noNote).params()).toThrow();
    expect(() => createOrderOp(noNote)).toThrow('order item without note');
  });

  it('the key is the entity’s primary key', () => {
    const { Key } = OrderEntity.get({ tenantUid: 'T1', orderUid: 'o1' }).params();
    expect(orderKey('T1', 'o1')).toStrictEqual(Key);
  });
});

describe('order reads against OrderEntity', () => {
  const entityGet = async (orderUid: string) => {
    const { data } = await OrderEntity.get({ tenantUid: 'T1', orderUid }).go({ consistent: true });
    return data ?? undefined;
  };

  it.each(ORDERS)('get of $orderUid: the entity’s consistent GetItem and parse', async (order) => {
    const responses = [{ Item: itemOf(order) }];
    const plain = await capture(responses, () => getOrder('T1', order.orderUid));
    const entity = await capture(responses, () => entityGet(order.orderUid));
    expect(plain.sent).toStrictEqual([
      {
        command: 'GetCommand',
        input: OrderEntity.get({ tenantUid: 'T1', orderUid: order.orderUid }).params({ consistent: true }),
      },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(stored(order));
  });

  it('get answers undefined for no item and for an item of another entity or version', async () => {
    const responses = [
      {},
      { Item: { ...itemOf(full), __edb_e__: 'receipt' } },
      { Item: { ...itemOf(full), __edb_v__: '2' } },
    ];
    for (const response of responses) {
      const plain = await capture([response], () => getOrder('T1', 'o-full'));
      const entity = await capture([response], () => entityGet('o-full'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toBeUndefined();
      expect(plain.result).toBeUndefined();
    }
  });

  it('a failed get passes DynamoDB’s error (the entity’s cause)', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const plain = await capture([throttled], () => getOrder('T1', 'o-full'));
    const entity = await capture([throttled], () => entityGet('o-full'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual({ failed: throttled });
    expect((entity.result as { failed: Error }).failed.cause).toBe(throttled);
  });

  it('getOrders: the same BatchGets and, item for item, the entity’s parse', async () => {
    /** The repository's code as it was: the entity's parse of each item. */
    const entityGetOrders = async (uids: readonly string[]) =>
      (
        await batchGetItems(
          uids.map((orderUid) => orderKey('T1', orderUid)),
          { consistent: true },
        )
      )
        .map((Item) => OrderEntity.parse({ Item }).data)
        .filter((o) => o !== null && o !== undefined);
    const items = [
      itemOf(legacy),
      // The parse ignores the identifiers of an item at an order's key (kept by both)...
      { ...itemOf(full), __edb_e__: 'receipt' },
      { ...itemOf(offer), __edb_v__: '2' },
      { ...itemOf(full), orderUid: 'o-lower', pk: 't#T1#order#o-lower', sk: 'order' },
      // ...and keeps another item only when it is the order's (neither kept but the first).
      { ...itemOf(full), orderUid: 'o-nokey', pk: undefined, sk: undefined },
      { ...itemOf(full), orderUid: 'o-foreign', pk: 'T#T1#RECEIPT#r1', sk: 'RECEIPT', __edb_e__: 'receipt' },
      { ...itemOf(full), orderUid: 'o-nosk', sk: 'ORDERS', __edb_v__: '2' },
      {
        ...itemOf(full),
        orderUid: 'o-noids',
        pk: 'X#T1#ORDER#o',
        __edb_e__: undefined,
        __edb_v__: undefined,
      },
    ];
    const uids = ['o-legacy', 'o-full', 'o-offer', 'o-missing'];
    const responses = [
      {
        Responses: { 'unit-table': items.slice(0, 4) },
        UnprocessedKeys: { 'unit-table': { Keys: [orderKey('T1', 'o-missing')], ConsistentRead: true } },
      },
      { Responses: { 'unit-table': items.slice(4) } },
    ];
    const plain = await capture(responses, () => getOrders('T1', uids));
    const entity = await capture(responses, () => entityGetOrders(uids));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect((plain.result as OrderRecord[]).map((o) => o.orderUid)).toEqual([
      'o-legacy',
      'o-full',
      'o-offer',
      'o-lower',
      'o-nokey',
    ]);
    expect((plain.result as OrderRecord[]).slice(0, 3)).toStrictEqual([legacy, full, offer].map(stored));
  });
});
