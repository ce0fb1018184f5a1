import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryRecord } from '#functions/webhooks/delivery-record.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { DeliveryEntity } = await import('#functions/webhooks/delivery.entity.ts');
const { DELIVERY_ITEM } = await import('#functions/webhooks/delivery-item.ts');
const { queryRecords } = await import('#shared/db/plain-entity.ts');
const { DELIVERY_LOG_MAX, deleteDelivery, findDelivery, insertDelivery, listDeliveries, newDelivery } =
  await import('#functions/webhooks/delivery.repository.ts');

// The webhooks function reads and writes the delivery log without ElectroDB, beside the delivery
// worker that writes it too: every call must be the one DeliveryEntity makes, and every record
// the one it returns (attempts with their model's properties only).

/** An operator's test delivery, not yet attempted: no optional attribute but `test`. */
const fresh = newDelivery(
  {
    tenantUid: 'T1',
    webhookUid: 'W1',
    deliveryUid: 'dlv_01',
    httpTransportUid: 'H1',
    eventId: 'evt_01',
    action: 'PRODUCT_CREATE',
    occurredAt: '2026-11-28T10:00:00.000Z',
    data: {},
    test: true,
  },
  new Date('2026-11-28T10:00:01.000Z'),
);
/** A redelivery after attempts: every optional attribute set. */
const attempted: DeliveryRecord = {
  ...fresh,
  deliveryUid: 'dlv_02',
  data: { productUid: 'P1', name: 'Kaffe', price: { amount: 12.5 }, tags: [] },
  test: false,
  redeliveryOf: 'dlv_00',
  state: 'RETRYING',
  skipReason: 'TRANSPORT_DISABLED',
  attemptCount: 2,
  nextRetryAt: '2026-11-28T10:05:00.000Z',
  movedToDlq: false,
  owner: 'msg-1',
  attempts: [
    {
      attempt: 1,
      at: '2026-11-28T10:00:02.000Z',
      latencyMs: 31,
      statusCode: 503,
      errorClass: 'SERVER_ERROR',
    },
    {
      attempt: 2,
      at: '2026-11-28T10:01:02.000Z',
      latencyMs: 5,
      errorClass: 'TIMEOUT',
      error: 'timed out',
      responseExcerpt: '',
      nextRetryAt: '2026-11-28T10:05:00.000Z',
    },
  ],
  version: 3,
};
const DELIVERIES = [fresh, attempted];
const keyOf = (d: DeliveryRecord) => ({
  tenantUid: d.tenantUid,
  webhookUid: d.webhookUid,
  deliveryUid: d.deliveryUid,
});

const itemOf = (record: DeliveryRecord) =>
  DeliveryEntity.create(record).params().Item as Record<string, unknown>;
/** As the worker's outcome put may leave it: an attempt member the model does not know. */
const looseAttempts = () => ({
  ...itemOf(attempted),
  deliveryUid: 'dlv_03',
  attempts: [{ latencyMs: 1, attempt: 1, at: 'x', extra: true }],
  stray: 1,
});
/** Items of the partition the entity does not read: another entity, another version. */
const foreign = () => [
  { ...itemOf(fresh), deliveryUid: 'X1', __edb_e__: 'webhook' },
  { ...itemOf(fresh), deliveryUid: 'X2', __edb_v__: '2' },
];

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('delivery writes against DeliveryEntity', () => {
  it.each(DELIVERIES)('create of $deliveryUid: the entity’s Put, attributes in its order', async (record) => {
    const entity = await capture([{}], () => DeliveryEntity.create(record).go());
    const plain = await capture([{}], () => insertDelivery(record));
    expect(plain.sent).toStrictEqual(entity.sent);
    const item = (sent: typeof plain.sent) => (sent[0]!.input as { Item: object }).Item;
    expect(Object.keys(item(plain.sent))).toEqual(Object.keys(item(entity.sent)));
  });

  it('delete: the entity’s DeleteItem, whatever else the record holds', async () => {
    const entity = await capture([{}], () => DeliveryEntity.delete(keyOf(attempted)).go());
    const plain = await capture([{}], () => deleteDelivery(attempted));
    expect(plain.sent).toStrictEqual(entity.sent);
  });
});

describe('delivery reads against DeliveryEntity', () => {
  it.each([false, true])('by key, consistent %s: the entity’s GetItem and record', async (consistent) => {
    const answers = [
      ...DELIVERIES.map((d) => ({ Item: itemOf(d) })),
      { Item: looseAttempts() },
      {},
      ...foreign().map((Item) => ({ Item })),
    ];
    for (const response of answers) {
      const entity = await capture(
        [response],
        async () => (await DeliveryEntity.get(keyOf(attempted)).go({ consistent })).data ?? undefined,
      );
      const plain = await capture([response], () => findDelivery(keyOf(attempted), consistent));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.result).toStrictEqual(entity.result);
    }
  });

  it('by key, as the API reads it: eventually consistent, the record as created', async () => {
    const plain = await capture([{ Item: itemOf(attempted) }], () => findDelivery(keyOf(attempted)));
    expect(plain.sent[0]!.input).not.toHaveProperty('ConsistentRead');
    expect(plain.result).toStrictEqual(attempted);
  });

  /** The log's Query before, on the entity. */
  const entityLog = async () =>
    (
      await DeliveryEntity.query
        .primary({ tenantUid: 'T1', webhookUid: 'W1' })
        .go({ order: 'desc', pages: 'all', count: DELIVERY_LOG_MAX })
    ).data;
  const page = (items: object[], last?: object) => ({
    Items: items,
    ...(last && { LastEvaluatedKey: last }),
  });

  it('the log: the entity’s Query, newest first, every page, its deliveries only', async () => {
    const responses = [
      page([itemOf(attempted), ...foreign()], { pk: 'p', sk: 'dlv_02' }),
      page([looseAttempts(), itemOf(fresh)]),
    ];
    const entity = await capture(responses, entityLog);
    const plain = await capture(responses, () => listDeliveries('T1', 'W1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect((plain.result as DeliveryRecord[]).map((d) => d.deliveryUid)).toEqual([
      'dlv_02',
      'dlv_03',
      'dlv_01',
    ]);
  });

  it('the log stops at DELIVERY_LOG_MAX deliveries, page and request as the entity stops', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => itemOf({ ...fresh, deliveryUid: `dlv_${from + i}` }));
    const responses = [
      page([...many(0, 600), ...foreign()], { pk: 'p', sk: 'dlv_599' }),
      page(many(600, 600), { pk: 'p', sk: 'dlv_1199' }),
      page(many(1200, 10)),
    ];
    const entity = await capture(responses, entityLog);
    const plain = await capture(responses, () => listDeliveries('T1', 'W1'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toHaveLength(DELIVERY_LOG_MAX);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it.each([
    ['reached within a page', [3, 1], 1],
    ['reached at a page’s end', [2, 1], 1],
    ['reached at the last page’s end', [1, 2], 2],
    ['not reached', [1, 1], 2],
  ])('first records, count %s: the requests and records of the entity’s count', async (_, sizes, asked) => {
    const responses = sizes.map((size, p) =>
      page(
        [
          ...foreign(),
          ...Array.from({ length: size }, (_, i) => itemOf({ ...fresh, deliveryUid: `dlv_${p}${i}` })),
        ],
        p < sizes.length - 1 ? { pk: 'p', sk: `dlv_${p}` } : undefined,
      ),
    );
    const query = DeliveryEntity.query.primary({ tenantUid: 'T1', webhookUid: 'W1' });
    const entity = await capture(responses, async () => (await query.go({ pages: 'all', count: 2 })).data);
    const plain = await capture(responses, () =>
      queryRecords<DeliveryRecord>(DELIVERY_ITEM, query.params(), 2),
    );
    expect(plain.sent).toHaveLength(asked);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });
});
