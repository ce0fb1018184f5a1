import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { WarehouseEntity } = await import('#functions/inventory/warehouse.entity.ts');
const { getWarehouse } = await import('#functions/inventory/warehouse-read.repository.ts');

const record = {
  tenantUid: 'T1',
  warehouseUid: 'W-1',
  storeUid: 'S-1',
  name: 'Backroom',
  allowNegativeStock: true,
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:05:00.000Z',
  version: 2,
};
const item = WarehouseEntity.create(record).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

// The stock workers read a warehouse without ElectroDB: request and record must be the entity's.
describe('warehouse read repository against WarehouseEntity', () => {
  it.each([
    ['the warehouse', { Item: item }],
    ['no item', {}],
    ['an item of another entity', { Item: { ...item, __edb_e__: 'stockLevel' } }],
    ['an item of another version', { Item: { ...item, __edb_v__: '2' } }],
  ])('get of %s: the entity’s consistent GetItem and answer', async (_case, response) => {
    const entity = await captureSends(
      documentClient,
      [response],
      async () =>
        (await WarehouseEntity.get({ tenantUid: 'T1', warehouseUid: 'W-1' }).go({ consistent: true })).data ??
        undefined,
    );
    const plain = await captureSends(documentClient, [response], () => getWarehouse('T1', 'W-1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('answers the record the entity wrote', async () => {
    const plain = await captureSends(documentClient, [{ Item: item }], () => getWarehouse('T1', 'W-1'));
    expect(plain.result).toStrictEqual(record);
  });
});
