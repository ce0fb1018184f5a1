import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceivementRecord } from '#functions/inventory/receivement.schema.ts';
import type { SupplierRecord } from '#functions/inventory/supplier.schema.ts';
import type { WarehouseRecord } from '#functions/inventory/warehouse.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { SupplierEntity } = await import('#functions/inventory/supplier.entity.ts');
const { WarehouseEntity } = await import('#functions/inventory/warehouse.entity.ts');
const { ReceivementEntity } = await import('#functions/inventory/receivement.entity.ts');
const suppliers = await import('#functions/inventory/supplier.repository.ts');
const warehouses = await import('#functions/inventory/warehouse.repository.ts');
const receivements = await import('#functions/inventory/receivement.repository.ts');

// Suppliers, warehouses and receivements are read and written without ElectroDB: every call
// must be the one their entity makes.

const audit = {
  createdAt: '2026-11-01T08:00:00.000Z',
  lastModifiedAt: '2026-11-02T08:00:00.000Z',
  version: 3,
};
const address = { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' };
const supplier = (uid: string, metadata?: SupplierRecord['metadata']): SupplierRecord => ({
  tenantUid: 'T1',
  supplierUid: uid,
  name: 'Nordic Goods',
  supplierCode: 'NG',
  organizationNumber: '923609016',
  contactName: 'Kari',
  email: 'kari@example.com',
  phone: '+4791234567',
  address: address as unknown as SupplierRecord['address'],
  ...(metadata && { metadata }),
  ...audit,
});
const SUPPLIERS = [supplier('s-1'), supplier('s-2', { erp: '42' })];
const warehouse = (uid: string, storeUid: string): WarehouseRecord => ({
  tenantUid: 'T1',
  warehouseUid: uid,
  storeUid,
  name: `Warehouse ${uid}`,
  allowNegativeStock: uid === 'w-2',
  ...audit,
});
const receivement: ReceivementRecord = {
  tenantUid: 'T1',
  purchaseOrderUid: 'po-1',
  receivementUid: 'r-1',
  warehouseUid: 'w-1',
  supplierOrderReference: 'SO-9',
  note: '',
  items: [{ purchaseOrderItemUid: 'i1', productUid: 'p1', quantity: 2 }] as ReceivementRecord['items'],
  receivedAt: '2026-11-02T08:00:00.000Z',
  userUid: 'u-1',
  ...audit,
};

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);
const itemOf = (entity: { create: (r: never) => { params: () => { Item: unknown } } }, record: object) =>
  entity.create(record as never).params().Item as Record<string, unknown>;
const foreign = (item: Record<string, unknown>) => ({ ...item, __edb_e__: 'purchaseOrder' });
const more = { pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'k' };

describe('suppliers against SupplierEntity', () => {
  it.each(SUPPLIERS)('create, replace and delete of $supplierUid: the entity’s Put and Delete', (s) => {
    const [put] = suppliers.createSupplierOps(s);
    expect(put!.item.Put).toStrictEqual(SupplierEntity.create(s as never).params());
    expect(Object.keys(put!.item.Put!.Item!)).toEqual(Object.keys(itemOf(SupplierEntity, s)));
    expect(suppliers.replaceSupplierOp(s, 2).item.Put).toStrictEqual(
      SupplierEntity.put(s as never)
        .where(({ version }, { eq }) => eq(version, 2))
        .params(),
    );
    expect(suppliers.deleteSupplierOps(s)[0]!.item.Delete).toStrictEqual(
      SupplierEntity.delete({ tenantUid: 'T1', supplierUid: s.supplierUid })
        .where(({ version }, { eq }) => eq(version, s.version))
        .params(),
    );
  });

  it.each([
    ['a supplier without metadata', { Item: itemOf(SupplierEntity, SUPPLIERS[0]!) }],
    ['a supplier with metadata', { Item: itemOf(SupplierEntity, SUPPLIERS[1]!) }],
    ['no item', {}],
    ['an item of another entity', { Item: foreign(itemOf(SupplierEntity, SUPPLIERS[1]!)) }],
  ])('get of %s: the entity’s consistent GetItem and answer', async (_case, response) => {
    const entityGet = await capture(
      [response],
      async () =>
        (await SupplierEntity.get({ tenantUid: 'T1', supplierUid: 's-2' }).go({ consistent: true })).data ??
        undefined,
    );
    const plainGet = await capture([response], () => suppliers.getSupplier('T1', 's-2'));
    expect(plainGet.sent).toStrictEqual(entityGet.sent);
    expect(plainGet.result).toStrictEqual(entityGet.result);
  });

  it('list: the entity’s gsi1 Query, every page, its items only', async () => {
    const pages = [
      {
        Items: [itemOf(SupplierEntity, SUPPLIERS[0]!), foreign(itemOf(SupplierEntity, SUPPLIERS[1]!))],
        LastEvaluatedKey: more,
      },
      { Items: [itemOf(SupplierEntity, SUPPLIERS[1]!)] },
    ];
    const entity = await capture(
      pages,
      async () => (await SupplierEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const plain = await capture(pages, () => suppliers.listSuppliers('T1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(SUPPLIERS);
  });
});

describe('warehouses against WarehouseEntity', () => {
  const W = [warehouse('w-1', 'oslo'), warehouse('w-2', 'oslo')];
  it.each(W)('create, replace and delete of $warehouseUid: the entity’s Put and Delete', (w) => {
    expect(warehouses.createWarehouseOp(w).item.Put).toStrictEqual(WarehouseEntity.create(w).params());
    expect(Object.keys(warehouses.createWarehouseOp(w).item.Put!.Item!)).toEqual(
      Object.keys(itemOf(WarehouseEntity, w)),
    );
    expect(warehouses.replaceWarehouseOp(w, 2).item.Put).toStrictEqual(
      WarehouseEntity.put(w)
        .where(({ version }, { eq }) => eq(version, 2))
        .params(),
    );
    expect(warehouses.deleteWarehouseOp(w).item.Delete).toStrictEqual(
      WarehouseEntity.delete({ tenantUid: 'T1', warehouseUid: w.warehouseUid })
        .where(({ version }, { eq }) => eq(version, w.version))
        .params(),
    );
  });

  it('a store’s list: the entity’s gsi1 Query under the store’s prefix, its items only', async () => {
    const pages = [
      {
        Items: [itemOf(WarehouseEntity, W[0]!), foreign(itemOf(WarehouseEntity, W[1]!))],
        LastEvaluatedKey: more,
      },
      { Items: [itemOf(WarehouseEntity, W[1]!)] },
    ];
    const entity = await capture(
      pages,
      async () =>
        (await WarehouseEntity.query.byStore({ tenantUid: 'T1', storeUid: 'oslo' }).go({ pages: 'all' }))
          .data,
    );
    const plain = await capture(pages, () => warehouses.listWarehouses('T1', 'oslo'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(W);
  });
});

describe('receivements against ReceivementEntity', () => {
  it('create: the entity’s Put; an order’s list: its partition, not consistent, every page', async () => {
    expect(receivements.createReceivementOp(receivement).item.Put).toStrictEqual(
      ReceivementEntity.create(receivement as never).params(),
    );
    const item = itemOf(ReceivementEntity, receivement);
    const pages = [{ Items: [foreign(item)], LastEvaluatedKey: { pk: 'p', sk: 's' } }, { Items: [item] }];
    const entity = await capture(
      pages,
      async () =>
        (
          await ReceivementEntity.query
            .byOrder({ tenantUid: 'T1', purchaseOrderUid: 'po-1' })
            .go({ pages: 'all' })
        ).data,
    );
    const plain = await capture(pages, () => receivements.receivementsOf('T1', 'po-1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([receivement]);
  });
});
