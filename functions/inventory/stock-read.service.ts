import { levelPage, levelsOfProduct, movementPage } from './stock.repository.ts';
import { loadProduct, toLevelValue, toMovementValue } from './stock.service.ts';
import { getLevelWithIncoming, incomingInWarehouse, incomingOfProduct } from './stock-incoming.repository.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Reads of stock: a level, a warehouse's levels, a product's levels, a level's movements. */

/**
 * One level with its incoming: one BatchGet (a product the warehouse never held answers zeros,
 * version 0).
 */
export const readLevel = async (tenantUid: string, warehouseUid: string, productUid: string) => {
  const { level, incoming } = await getLevelWithIncoming(tenantUid, warehouseUid, productUid);
  return { ...toLevelValue(warehouseUid, productUid, level), incoming };
};

/** A page of the warehouse's levels in productUid order; `paging.next` is the `after` of the next. */
export const readWarehouseStock = async (
  tenantUid: string,
  warehouseUid: string,
  page: { after?: string | undefined; pageSize?: number | undefined },
) => {
  await loadWarehouse(tenantUid, warehouseUid);
  const pageSize = page.pageSize ?? 100;
  const found = await levelPage(tenantUid, warehouseUid, page.after, pageSize);
  const incoming = await incomingInWarehouse(
    tenantUid,
    warehouseUid,
    found.items.map((l) => l.productUid),
  );
  return {
    items: found.items.map((l) => ({
      ...toLevelValue(warehouseUid, l.productUid, l),
      incoming: incoming.get(l.productUid) ?? 0,
    })),
    paging: { pageSize, next: found.next },
  };
};

/**
 * The product's levels in every warehouse of the tenant (one Query of the levels, one of the
 * incoming, together); 404 for an unknown product. A warehouse that expects the product but never
 * held it answers zeros with its incoming.
 */
export const readProductStock = async (tenantUid: string, productUid: string) => {
  await loadProduct(tenantUid, productUid, 'params.productUid');
  const [levels, incoming] = await Promise.all([
    levelsOfProduct(tenantUid, productUid),
    incomingOfProduct(tenantUid, productUid),
  ]);
  const items = levels.map((l) => ({
    ...toLevelValue(l.warehouseUid, productUid, l),
    incoming: incoming.get(l.warehouseUid) ?? 0,
  }));
  for (const [warehouseUid, expected] of incoming) {
    if (expected !== 0 && !levels.some((l) => l.warehouseUid === warehouseUid))
      items.push({ ...toLevelValue(warehouseUid, productUid), incoming: expected });
  }
  const sum = (f: 'onHand' | 'reserved' | 'available' | 'incoming') => items.reduce((n, l) => n + l[f], 0);
  return {
    productUid,
    onHand: sum('onHand'),
    reserved: sum('reserved'),
    available: sum('available'),
    incoming: sum('incoming'),
    warehouses: items,
  };
};

/** The level's movements, newest first; `paging.next` is the `before` of the next page. */
export const readMovements = async (
  tenantUid: string,
  warehouseUid: string,
  productUid: string,
  page: { before?: number | undefined; pageSize?: number | undefined },
) => {
  const pageSize = page.pageSize ?? 100;
  const items = await movementPage(tenantUid, warehouseUid, productUid, page.before, pageSize);
  const last = items.at(-1);
  return {
    items: items.map(toMovementValue),
    paging: { pageSize, next: items.length === pageSize && last && last.version > 1 ? last.version : null },
  };
};
