import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { WarehouseEntity } = await import('#functions/inventory/warehouse.entity.ts');
const { getWarehouse, warehouseKey } = await import('#functions/inventory/warehouse-read.repository.ts');

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

afterEach(() => vi.restoreAllMocks());

// The stock workers read a warehouse without ElectroDB: key and record must be the entity's.
describe('warehouse read repository against WarehouseEntity', () => {
  it('reads the key the entity writes, consistently', async () => {
    const item = WarehouseEntity.create(record).params().Item as Record<string, unknown>;
    const entityGet = WarehouseEntity.get({ tenantUid: 'T1', warehouseUid: 'W-1' }).params();
    expect(warehouseKey('T1', 'W-1')).toEqual({ pk: item.pk, sk: item.sk });
    expect(warehouseKey('T1', 'W-1')).toEqual(entityGet.Key);
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    expect(await getWarehouse('T1', 'W-1')).toBeUndefined();
    const input = (send.mock.calls[0]![0] as { input: Record<string, unknown> }).input;
    expect(input).toEqual({ TableName: entityGet.TableName, Key: entityGet.Key, ConsistentRead: true });
  });

  it('returns the record the entity returns for its item', async () => {
    const item = WarehouseEntity.create(record).params().Item as Record<string, unknown>;
    vi.spyOn(documentClient, 'send').mockResolvedValue({ Item: item } as never);
    const read = await getWarehouse('T1', 'W-1');
    expect(read).toEqual(WarehouseEntity.parse({ Item: item }).data);
    expect(read).toStrictEqual(record);
  });
});
