import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderHandlingRecord } from '#functions/sales/handling/order-handling.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { OrderHandlingEntity } = await import('#functions/sales/handling/order-handling.entity.ts');
const { getOrderHandling, putOrderHandlingOp } = await import(
  '#functions/sales/handling/order-handling.repository.ts'
);

// The sales function reads and writes an order's handling without ElectroDB: every call must be
// the one OrderHandlingEntity makes. Every attribute is required; the records cover the ones a
// start leaves empty ('' previous state and comment) and set.

/** The handling as a start writes it: version 1, no previous state, no comment. */
const started: OrderHandlingRecord = {
  tenantUid: 'T1',
  orderUid: 'o-1',
  storeUid: 's1',
  handlingUid: 'h-pick',
  handlingName: 'Pick and pack',
  state: 'NOT_STARTED',
  previousState: '',
  stateChangedAt: '2026-11-28T10:00:00.000Z',
  stateChangedBy: 'u-kari',
  comment: '',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
/** The same handling after moves: a previous state and a comment. */
const onHold: OrderHandlingRecord = {
  ...started,
  state: 'ON_HOLD',
  previousState: 'IN_PROGRESS',
  stateChangedAt: '2026-11-29T09:00:00.000Z',
  stateChangedBy: 'u-ola',
  comment: 'Waiting for the "blue" one',
  lastModifiedAt: '2026-11-29T09:00:00.000Z',
  version: 3,
};
const KEY = { tenantUid: 'T1', orderUid: 'o-1' };

const itemOf = (h: OrderHandlingRecord) =>
  OrderHandlingEntity.create(h).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('order handling writes against OrderHandlingEntity', () => {
  it('version 1: the entity’s create, Put and not-exists condition', () => {
    const put = putOrderHandlingOp(started).item.Put!;
    const entity = OrderHandlingEntity.create(started).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('a later version: the entity’s Put conditional on the version before', () => {
    const put = putOrderHandlingOp(onHold).item.Put!;
    const entity = OrderHandlingEntity.put(onHold)
      .where(({ version }, { eq }) => eq(version, 2))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('a failed condition is a 409 either way', () => {
    for (const record of [started, onHold]) {
      expect(putOrderHandlingOp(record).onConditionFailed!()).toMatchObject({ status: 409 });
    }
  });
});

describe('order handling reads against OrderHandlingEntity', () => {
  it.each([started, onHold])(
    'get at version $version: the entity’s consistent GetItem and parse',
    async (h) => {
      const responses = [{ Item: itemOf(h) }];
      const entity = await capture(
        responses,
        async () => (await OrderHandlingEntity.get(KEY).go({ consistent: true })).data,
      );
      const plain = await capture(responses, () => getOrderHandling('T1', 'o-1'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.sent[0]!.input).toStrictEqual(OrderHandlingEntity.get(KEY).params({ consistent: true }));
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toStrictEqual(h);
    },
  );

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(onHold), __edb_e__: 'order' } }],
    ['an item of another version', { Item: { ...itemOf(onHold), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const entity = await capture([response], () => OrderHandlingEntity.get(KEY).go({ consistent: true }));
    const plain = await capture([response], () => getOrderHandling('T1', 'o-1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toEqual({ data: null });
    expect(plain.result).toBeUndefined();
  });
});
