import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandlingRecord } from '#functions/sales/handling/handling-definition.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { HandlingDefinitionEntity } = await import('#functions/sales/handling/handling-definition.entity.ts');
const { createHandlingOp, getHandling, listHandlings } = await import(
  '#functions/sales/handling/handling-definition.repository.ts'
);

// The sales function reads and writes handling definitions without ElectroDB: every call must
// be the one HandlingDefinitionEntity makes. Every attribute is required; the records cover the
// description a create defaults to '' and one set.

/** A definition created without a description (the body's default). */
const pickAndPack: HandlingRecord = {
  tenantUid: 'T1',
  handlingUid: 'h-pick',
  name: 'Pick and pack',
  description: '',
  actions: [{ handlingActionUid: 'a-picked', name: 'Picked' }],
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
/** A definition with a description and several actions. */
const repair: HandlingRecord = {
  ...pickAndPack,
  handlingUid: 'h-repair',
  name: 'Repair intake',
  description: 'Goods handed in for repair: checked, sent, returned',
  actions: [
    { handlingActionUid: 'a-checked', name: 'Checked' },
    { handlingActionUid: 'a-sent', name: 'Sent to the workshop' },
    { handlingActionUid: 'a-back', name: 'Returned' },
  ],
};
const HANDLINGS = [pickAndPack, repair];

const itemOf = (h: HandlingRecord) =>
  HandlingDefinitionEntity.create(h).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('handling definition writes against HandlingDefinitionEntity', () => {
  it.each(HANDLINGS)('create of $handlingUid: the entity’s Put and not-exists condition', (h) => {
    const put = createHandlingOp(h).item.Put!;
    const entity = HandlingDefinitionEntity.create(h).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('a taken handlingUid is a 409', () => {
    expect(createHandlingOp(repair).onConditionFailed!()).toMatchObject({
      status: 409,
      message: "handling 'h-repair' already exists",
    });
  });
});

describe('handling definition reads against HandlingDefinitionEntity', () => {
  it.each(HANDLINGS)('get of $handlingUid: the entity’s consistent GetItem and parse', async (h) => {
    const key = { tenantUid: 'T1', handlingUid: h.handlingUid };
    const responses = [{ Item: itemOf(h) }];
    const entity = await capture(
      responses,
      async () => (await HandlingDefinitionEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getHandling('T1', h.handlingUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toStrictEqual(
      HandlingDefinitionEntity.get(key).params({ consistent: true }),
    );
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(h);
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(repair), __edb_e__: 'orderHandling' } }],
    ['an item of another version', { Item: { ...itemOf(repair), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const key = { tenantUid: 'T1', handlingUid: 'h-repair' };
    const entity = await capture([response], () =>
      HandlingDefinitionEntity.get(key).go({ consistent: true }),
    );
    const plain = await capture([response], () => getHandling('T1', 'h-repair'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toEqual({ data: null });
    expect(plain.result).toBeUndefined();
  });

  it('list: the entity’s Query of the tenant’s partition, every page, its definitions only', async () => {
    const foreign = { ...itemOf(repair), handlingUid: 'x', __edb_e__: 'other' };
    const older = { ...itemOf(pickAndPack), handlingUid: 'h-old', __edb_v__: '0' };
    // An attribute the model does not hold (an older writer's) is not part of the record.
    const stray = { ...itemOf(repair), retired: 'x' };
    const responses = [
      {
        Items: [itemOf(pickAndPack), foreign],
        LastEvaluatedKey: { pk: 'T#T1#HANDLINGS', sk: 'HANDLING#h-pick' },
      },
      { Items: [older, stray] },
    ];
    const entity = await capture(
      responses,
      async () => (await HandlingDefinitionEntity.query.byUid({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(responses, () => listHandlings('T1'));
    const query = HandlingDefinitionEntity.query.byUid({ tenantUid: 'T1' }).params();
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query } },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(HANDLINGS);
  });

  it('an empty partition is an empty list, as the entity’s', async () => {
    const entity = await capture(
      [{ Items: [] }],
      async () => (await HandlingDefinitionEntity.query.byUid({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture([{ Items: [] }], () => listHandlings('T1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([]);
  });
});
