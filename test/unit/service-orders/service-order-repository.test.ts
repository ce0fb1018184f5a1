import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceOrderRecord } from '#functions/service-orders/service-order.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ServiceOrderEntity } = await import('#functions/service-orders/service-order.entity.ts');
const { createServiceOrderOp, customerServiceOrderPages, getServiceOrder, replaceServiceOrderOp } =
  await import('#functions/service-orders/service-order.repository.ts');

// The service-orders function and the privacy export and erase read and write service orders
// without ElectroDB: every call must be the one ServiceOrderEntity makes. The entity's side of
// each test is the repository's code as it was on the entity.

/** An order as createServiceOrder builds it: no estimate, never erased. */
const received: ServiceOrderRecord = {
  tenantUid: 'T1',
  serviceOrderUid: 'so-1',
  storeUid: 'store-oslo',
  serviceOrderNumber: '17',
  serviceOrderSeq: 17,
  state: 'RECEIVED',
  customerUid: 'c-1',
  customer: {
    displayName: 'Kari Nordmann',
    firstname: 'Kari',
    lastname: 'Nordmann',
    companyName: '',
    email: 'kari@example.com',
    mobile: '+4791234567',
  },
  items: [
    {
      serviceOrderItemUid: 'i-1',
      description: 'Espresso machine',
      productUid: '',
      serialNumber: 'EM2-99812',
      condition: 'Scratch on the drip tray',
      accessories: ['Portafilter'],
    },
  ],
  problemDescription: 'Leaks water when heating up',
  notes: [],
  history: [{ state: 'RECEIVED', at: '2026-11-20T09:00:00.000Z', by: 'u-1' }],
  createdBy: 'u-1',
  lastModifiedBy: 'u-1',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastModifiedAt: '2026-11-20T09:00:00.000Z',
  version: 1,
};
/** The same order later: estimated, noted, moved on and erased (every optional attribute set). */
const erased: ServiceOrderRecord = {
  ...received,
  serviceOrderUid: 'so-2',
  state: 'AWAITING_APPROVAL',
  estimate: { amount: 89000, currency: 'NOK', approved: false, approvedAt: '' },
  notes: [{ noteUid: 'n-1', text: 'Erased', authorUid: 'u-2', createdAt: '2026-11-21T10:00:00.000Z' }],
  history: [...received.history, { state: 'DIAGNOSING', at: '2026-11-21T08:00:00.000Z', by: 'u-2' }],
  erasedAt: '2026-11-22T12:00:00.000Z',
  lastModifiedBy: 'u-2',
  lastModifiedAt: '2026-11-22T12:00:00.000Z',
  version: 5,
};
/** An update that removes the estimate holds it as undefined (service-order-write.service.ts). */
const cleared = {
  ...erased,
  serviceOrderUid: 'so-3',
  estimate: undefined,
  erasedAt: undefined,
} as ServiceOrderRecord;
const ORDERS = [received, erased, cleared];

const itemOf = (so: ServiceOrderRecord) =>
  ServiceOrderEntity.create(so).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('service order writes against ServiceOrderEntity', () => {
  it.each(ORDERS)('create of $serviceOrderUid: the entity’s Put and not-exists condition', (so) => {
    const put = createServiceOrderOp(so).item.Put!;
    const entity = ServiceOrderEntity.create(so).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(ORDERS)('replace of $serviceOrderUid: the entity’s Put and version condition', (so) => {
    const put = replaceServiceOrderOp(so, so.version - 1).item.Put!;
    const entity = ServiceOrderEntity.put(so)
      .where(({ version }, { eq }) => eq(version, so.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });
});

describe('service order reads against ServiceOrderEntity', () => {
  it.each(ORDERS)('get of $serviceOrderUid: the entity’s consistent GetItem and parse', async (so) => {
    const key = { tenantUid: 'T1', serviceOrderUid: so.serviceOrderUid };
    const responses = [{ Item: itemOf(so) }];
    const entity = await capture(
      responses,
      async () => (await ServiceOrderEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getServiceOrder('T1', so.serviceOrderUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(so);
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(erased), __edb_e__: 'order' } }],
    ['an item of another version', { Item: { ...itemOf(erased), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const entity = await capture([response], () =>
      ServiceOrderEntity.get({ tenantUid: 'T1', serviceOrderUid: 'so-2' }).go({ consistent: true }),
    );
    const plain = await capture([response], () => getServiceOrder('T1', 'so-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toEqual({ data: null });
    expect(plain.result).toBeUndefined();
  });
});

/** customerServiceOrderPages as it was on the entity. */
async function* entityPages(tenantUid: string, customerUid: string, pageSize = 25) {
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await ServiceOrderEntity.query
      .byCustomer({ tenantUid, customerUid })
      .go({ order: 'asc', count: pageSize, cursor });
    if (page.data.length > 0) yield page.data as ServiceOrderRecord[];
    cursor = page.cursor;
  } while (cursor);
}

const collect = async <T>(pages: AsyncGenerator<T>) => {
  const all: T[] = [];
  for await (const page of pages) all.push(page);
  return all;
};

describe('a customer’s service orders, a page at a time, against ServiceOrderEntity', () => {
  const order = (uid: string, createdAt: string, base: ServiceOrderRecord = received) =>
    ({ ...base, serviceOrderUid: uid, createdAt }) as ServiceOrderRecord;
  const [a, b, c, d, e] = [
    order('so-a', '2026-01-01T00:00:00.000Z'),
    order('so-b', '2026-02-01T00:00:00.000Z', erased),
    order('so-c', '2026-03-01T00:00:00.000Z', cleared),
    order('so-d', '2026-04-01T00:00:00.000Z', erased),
    order('so-e', '2026-05-01T00:00:00.000Z'),
  ] as const;
  const foreign = { ...itemOf(erased), serviceOrderUid: 'so-x', __edb_e__: 'order' };
  const older = { ...itemOf(received), serviceOrderUid: 'so-y', __edb_v__: '0' };
  /** DynamoDB's LastEvaluatedKey of a gsi1 query, in the order it gives the attributes. */
  const lastKey = (n: number) => ({ sk: 'SERVICE_ORDER', pk: `p${n}`, gsi1sk: `s${n}`, gsi1pk: 'g' });

  const cases: [string, number | undefined, object[]][] = [
    // A full page drops the rest of its Query (c), which the next page reads again after b.
    // Short pages are continued from DynamoDB's key; a page that ends exactly at the
    // partition's end is followed by one more Query, which finds nothing.
    [
      'pages cut within a Query, continued, and ending exactly at the end',
      2,
      [
        { Items: [itemOf(a), foreign, itemOf(b), itemOf(c)], LastEvaluatedKey: lastKey(1) },
        { Items: [itemOf(c), older], LastEvaluatedKey: lastKey(2) },
        { Items: [], LastEvaluatedKey: lastKey(3) },
        { Items: [itemOf(d)] },
        { Items: [] },
      ],
    ],
    [
      'a last page shorter than the page size',
      3,
      [
        { Items: [itemOf(a), itemOf(b), foreign, itemOf(c)], LastEvaluatedKey: lastKey(1) },
        { Items: [itemOf(d)], LastEvaluatedKey: lastKey(2) },
        { Items: [older, itemOf(e)] },
      ],
    ],
    ['one page of the default size', undefined, [{ Items: [itemOf(a), older, itemOf(b), itemOf(c)] }]],
    ['no order', undefined, [{ Items: [] }]],
    [
      'only items of other entities',
      1,
      [{ Items: [foreign], LastEvaluatedKey: lastKey(1) }, { Items: [older] }],
    ],
  ];

  it.each(cases)('%s: the same Query requests and pages', async (_, pageSize, responses) => {
    const entity = await capture(responses, () => collect(entityPages('T1', 'c-1', pageSize)));
    const plain = await capture(responses, () => collect(customerServiceOrderPages('T1', 'c-1', pageSize)));
    expect(plain.sent).toHaveLength(responses.length);
    expect(plain.sent).toStrictEqual(entity.sent);
    // The same key order too: the requests are the same bytes on the wire.
    type Input = { ExclusiveStartKey?: object };
    const order = (sent: { input: unknown }[]) =>
      sent.map(({ input }) => [
        Object.keys(input as Input),
        Object.keys((input as Input).ExclusiveStartKey ?? {}),
      ]);
    expect(order(plain.sent)).toEqual(order(entity.sent));
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('the pages hold the records of the first case, the full one cut after b', async () => {
    const [, , responses] = cases[0]!;
    const plain = await capture(responses, () => collect(customerServiceOrderPages('T1', 'c-1', 2)));
    const strip = ({ estimate: _e, erasedAt: _r, ...so }: ServiceOrderRecord) => so;
    expect(plain.result).toStrictEqual([
      [a, b],
      [strip(c), d],
    ]);
    expect(plain.sent[1]!.input).toMatchObject({
      ExclusiveStartKey: {
        gsi1pk: 'T#T1#SERVICE_ORDERS#CUSTOMER#c-1',
        gsi1sk: `${b.createdAt}#so-b`,
        pk: 'T#T1#SERVICE_ORDER#so-b',
        sk: 'SERVICE_ORDER',
      },
      KeyConditionExpression: '#pk = :pk',
      ScanIndexForward: true,
    });
    expect(plain.sent[1]!.input).not.toHaveProperty('Limit');
  });
});
