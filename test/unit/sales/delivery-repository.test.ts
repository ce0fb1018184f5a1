import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryRecord } from '#functions/sales/deliveries/delivery.repository.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { DeliveryEntity } = await import('#functions/sales/deliveries/delivery.entity.ts');
const { createDeliveryOp, deliveriesOfOrder, getDelivery, replaceDeliveryOp } = await import(
  '#functions/sales/deliveries/delivery.repository.ts'
);

// The sales and privacy functions read and write delivery items without ElectroDB: every call
// must be the one DeliveryEntity makes. Every attribute of a delivery is required; the records
// cover the ones a service leaves empty ('' note, deliveredAt, warehouseUid) and set.

/** A delivery as createDelivery builds it: new, no note, not delivered, a line without warehouse. */
const fresh: DeliveryRecord = {
  tenantUid: 'T1',
  orderUid: 'o-1',
  deliveryUid: 'd-1',
  storeUid: 's1',
  orderNumber: '10042',
  state: 'NEW',
  lines: [
    {
      orderItemUid: 'line-1',
      productUid: '',
      sku: 'GIFT',
      name: 'Gift wrap',
      productType: 'NON_PHYSICAL',
      quantity: 1,
      warehouseUid: '',
    },
  ],
  note: '',
  deliveredAt: '',
  createdBy: 'u-kari',
  lastModifiedBy: 'u-kari',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
/** The same order's second delivery, delivered: a note, two lines from a warehouse. */
const delivered: DeliveryRecord = {
  ...fresh,
  deliveryUid: 'd-2',
  state: 'DELIVERED',
  lines: [
    { ...fresh.lines[0]!, orderItemUid: 'line-2', productUid: 'p-1', sku: 'SW-1', productType: 'STOCK' },
    {
      orderItemUid: 'line-3',
      productUid: 'p-2',
      sku: 'SW-2',
      name: 'Wool "sweater"',
      productType: 'STOCK',
      quantity: 3,
      warehouseUid: 'w-main',
    },
  ],
  note: 'Left at the reception',
  deliveredAt: '2026-11-29T09:00:00.000Z',
  lastModifiedBy: 'u-ola',
  lastModifiedAt: '2026-11-29T09:00:00.000Z',
  version: 4,
};
const DELIVERIES = [fresh, delivered];

const keyOf = (d: DeliveryRecord) => ({
  tenantUid: d.tenantUid,
  orderUid: d.orderUid,
  deliveryUid: d.deliveryUid,
});
const itemOf = (d: DeliveryRecord) => DeliveryEntity.create(d).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('delivery writes against DeliveryEntity', () => {
  it.each(DELIVERIES)('create of $deliveryUid: the entity’s Put and not-exists condition', (d) => {
    const put = createDeliveryOp(d).item.Put!;
    const entity = DeliveryEntity.create(d).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(DELIVERIES)('replace of $deliveryUid: the entity’s Put and version condition', (d) => {
    const put = replaceDeliveryOp(d, d.version - 1).item.Put!;
    const entity = DeliveryEntity.put(d)
      .where((attr, op) => op.eq(attr.version, d.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('refuses a record without a required attribute, as the entity does', () => {
    const record = { ...delivered, note: undefined } as unknown as DeliveryRecord;
    expect(() => DeliveryEntity.create(record).params()).toThrow();
    expect(() => createDeliveryOp(record)).toThrow('delivery item without note');
  });

  it('answers a taken deliveryUid with a 409 and a lost race with a retry', () => {
    expect(createDeliveryOp(fresh).onConditionFailed!()).toMatchObject({ status: 409 });
    expect(replaceDeliveryOp(fresh, 1).onConditionFailed!().message).toBe(
      "delivery 'd-1' was changed concurrently; retry",
    );
  });
});

describe('delivery reads against DeliveryEntity', () => {
  it.each(DELIVERIES)('get of $deliveryUid: the entity’s consistent GetItem and parse', async (d) => {
    const responses = [{ Item: itemOf(d) }];
    const entity = await capture(
      responses,
      async () => (await DeliveryEntity.get(keyOf(d)).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getDelivery('T1', 'o-1', d.deliveryUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toStrictEqual(DeliveryEntity.get(keyOf(d)).params({ consistent: true }));
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(d);
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(fresh), __edb_e__: 'orderHandling' } }],
    ['an item of another version', { Item: { ...itemOf(fresh), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const entity = await capture([response], () => DeliveryEntity.get(keyOf(fresh)).go({ consistent: true }));
    const plain = await capture([response], () => getDelivery('T1', 'o-1', 'd-1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toEqual({ data: null });
    expect(plain.result).toBeUndefined();
  });

  it('list of an order: the entity’s Query of its partition, every page, its deliveries only', async () => {
    // The order's partition holds the order item and its handling beside the deliveries.
    const order = { pk: 'T#T1#ORDER#o-1', sk: 'ORDER', orderUid: 'o-1', __edb_e__: 'order', __edb_v__: '1' };
    const older = { ...itemOf(delivered), deliveryUid: 'd-0', __edb_v__: '0' };
    // An attribute the model does not hold (an older writer's) is not part of the record.
    const stray = { ...itemOf(delivered), retired: 'x' };
    const responses = [
      { Items: [itemOf(fresh), order], LastEvaluatedKey: { pk: 'T#T1#ORDER#o-1', sk: 'DELIVERY#d-1' } },
      { Items: [], LastEvaluatedKey: { pk: 'T#T1#ORDER#o-1', sk: 'DELIVERY#d-1' } },
      { Items: [older, stray] },
    ];
    const entity = await capture(
      responses,
      async () =>
        (await DeliveryEntity.query.byOrder({ tenantUid: 'T1', orderUid: 'o-1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(responses, () => deliveriesOfOrder('T1', 'o-1'));
    const query = DeliveryEntity.query.byOrder({ tenantUid: 'T1', orderUid: 'o-1' }).params();
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[1]!.LastEvaluatedKey, ...query } },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).not.toHaveProperty('ConsistentRead');
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(DELIVERIES);
  });

  it('a failed read passes, as DynamoDB’s error (the entity’s cause)', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const plain = await capture([throttled], () => deliveriesOfOrder('T1', 'o-1'));
    const entity = await capture([throttled], () =>
      DeliveryEntity.query.byOrder({ tenantUid: 'T1', orderUid: 'o-1' }).go({ pages: 'all' }),
    );
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual({ failed: throttled });
    expect((entity.result as { failed: Error }).failed.cause).toBe(throttled);
  });
});
