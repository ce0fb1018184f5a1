import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductGroupRecord } from '#functions/catalogue/product-group.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ProductGroupEntity } = await import('#functions/catalogue/product-group.entity.ts');
const { createGroupOp, deleteGroupOp, existingGroups, queryGroups, replaceGroupOp, unchangedGroupOp } =
  await import('#functions/catalogue/product-group.repository.ts');

// Product groups are read and written without ElectroDB (by the catalogue and by every area that
// reads the group tree): every call must be the one ProductGroupEntity makes.

/** A root group with its required attributes only. */
const root: ProductGroupRecord = {
  tenantUid: 'T1',
  productGroupUid: 'pg-root',
  name: 'Tableware',
  createdAt: '2026-11-23T10:15:00.000Z',
  lastModifiedAt: '2026-11-23T10:15:00.000Z',
  version: 1,
};
/** A child group with every optional attribute set. */
const child: ProductGroupRecord = {
  ...root,
  productGroupUid: 'pg-cups',
  parentProductGroupUid: 'pg-root',
  name: 'Cups',
  description: 'Cups and mugs',
  externalId: 'ERP-7',
  sortOrder: 0,
  version: 3,
};
/** A group merged field by field: unset optional attributes held as undefined. */
const moved = {
  ...child,
  productGroupUid: 'pg-mugs',
  parentProductGroupUid: undefined,
  sortOrder: undefined,
};
const GROUPS = [root, child, moved];

const itemOf = (group: ProductGroupRecord) =>
  ProductGroupEntity.create(group).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('product group writes against ProductGroupEntity', () => {
  it.each(GROUPS)('create of $productGroupUid: the entity’s Put, attributes in its order', (group) => {
    const put = createGroupOp(group).item.Put!;
    const entity = ProductGroupEntity.create(group).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(GROUPS)('replace of $productGroupUid: the entity’s Put and version condition', (group) => {
    const put = replaceGroupOp(group, 2).item.Put!;
    const entity = ProductGroupEntity.put(group)
      .where(({ version }, { eq }) => eq(version, 2))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(GROUPS)('delete of $productGroupUid: the entity’s Delete at the record’s version', (group) => {
    const entity = ProductGroupEntity.delete({ tenantUid: 'T1', productGroupUid: group.productGroupUid })
      .where(({ version }, { eq }) => eq(version, group.version))
      .params();
    expect(deleteGroupOp(group).item.Delete).toStrictEqual(entity);
  });

  it('the unchanged check names the entity’s key', () => {
    const { Key } = ProductGroupEntity.get({ tenantUid: 'T1', productGroupUid: 'pg-cups' }).params();
    expect(unchangedGroupOp(child).item.ConditionCheck).toMatchObject({ Key, TableName: 'unit-table' });
  });
});

describe('product group reads against ProductGroupEntity', () => {
  it('every group: the entity’s consistent Query of the partition, every page, its groups only', async () => {
    const foreign = { ...itemOf(child), productGroupUid: 'x', __edb_e__: 'product' };
    const older = { ...itemOf(root), productGroupUid: 'y', __edb_v__: '0' };
    const responses = [
      { Items: [itemOf(root), foreign], LastEvaluatedKey: { pk: 'T#T1#PRODUCT_GROUPS', sk: 'PG#x' } },
      { Items: [] as object[], LastEvaluatedKey: { pk: 'T#T1#PRODUCT_GROUPS', sk: 'PG#y' } },
      { Items: [older, itemOf(child), itemOf(moved)] },
    ];
    const entity = await capture(
      responses,
      async () =>
        (await ProductGroupEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all', consistent: true }))
          .data,
    );
    const plain = await capture(responses, () => queryGroups('T1'));
    const query = ProductGroupEntity.query.byTenant({ tenantUid: 'T1' }).params({ consistent: true });
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent[0]).toStrictEqual({
      command: 'QueryCommand',
      input: { ExclusiveStartKey: undefined, ...query },
    });
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([root, child, JSON.parse(JSON.stringify(moved))]);
  });

  it('which exist: the entity’s BatchGets projected on the uid, in chunks of 100', async () => {
    const uids = Array.from({ length: 101 }, (_, i) => `pg-${i}`);
    const keys = uids.map((productGroupUid) => ({ tenantUid: 'T1', productGroupUid }));
    const projected = (uid: string) => ({
      pk: 'T#T1#PRODUCT_GROUPS',
      sk: `PG#${uid}`,
      productGroupUid: uid,
      __edb_e__: 'productGroup',
      __edb_v__: '1',
    });
    const responses = [
      {
        Responses: { 'unit-table': [projected('pg-7'), projected('pg-3')] },
        UnprocessedKeys: { 'unit-table': { Keys: [{ pk: 'T#T1#PRODUCT_GROUPS', sk: 'PG#pg-9' }] } },
      },
      { Responses: { 'unit-table': [projected('pg-100')] }, UnprocessedKeys: {} },
    ];
    const entity = await capture(responses, () =>
      ProductGroupEntity.get(keys).go({ consistent: true, attributes: ['productGroupUid'] }),
    );
    const plain = await capture(responses, () => existingGroups('T1', [...uids, 'pg-3']));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    const { data } = entity.result as { data: { productGroupUid: string }[] };
    expect(plain.result).toStrictEqual(new Set(data.map((g) => g.productGroupUid)));
    expect(plain.result).toStrictEqual(new Set(['pg-7', 'pg-3', 'pg-100']));
  });

  it('which exist: an item that is not a group’s does not count (the entity answers null for it)', async () => {
    const responses = [
      {
        Responses: { 'unit-table': [{ ...itemOf(root), __edb_e__: 'product' }, itemOf(child)] },
        UnprocessedKeys: {},
      },
    ];
    const keys = ['pg-root', 'pg-cups'].map((productGroupUid) => ({ tenantUid: 'T1', productGroupUid }));
    const entity = await capture(responses, () =>
      ProductGroupEntity.get(keys).go({ consistent: true, attributes: ['productGroupUid'] }),
    );
    const plain = await capture(responses, () => existingGroups('T1', ['pg-root', 'pg-cups']));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect((entity.result as { data: unknown[] }).data).toStrictEqual([null, { productGroupUid: 'pg-cups' }]);
    expect(plain.result).toStrictEqual(new Set(['pg-cups']));
  });

  it('which exist of none: no request', async () => {
    expect(await capture([], () => existingGroups('T1', []))).toStrictEqual({ sent: [], result: new Set() });
  });
});
