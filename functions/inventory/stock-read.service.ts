import { getLevel, levelPage, levelsOfProduct, movementPage } from './stock.repository.ts';
import { loadProduct, toLevelValue, toMovementValue } from './stock.service.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Reads of stock: a level, a warehouse's levels, a product's levels, a level's movements. */

/** One level: one GetItem (a product the warehouse never held answers zeros, version 0). */
export const readLevel = async (tenantUid: string, warehouseUid: string, productUid: string) =>
  toLevelValue(warehouseUid, productUid, await getLevel(tenantUid, warehouseUid, productUid));

/** A page of the warehouse's levels in productUid order; `paging.next` is the `after` of the next. */
export const readWarehouseStock = async (
  tenantUid: string,
  warehouseUid: string,
  page: { after?: string | undefined; pageSize?: number | undefined },
) => {
  await loadWarehouse(tenantUid, warehouseUid);
  const pageSize = page.pageSize ?? 100;
  const found = await levelPage(tenantUid, warehouseUid, page.after, pageSize);
  return {
    items: found.items.map((l) => toLevelValue(warehouseUid, l.productUid, l)),
    paging: { pageSize, next: found.next },
  };
};

/** The product's levels in every warehouse of the tenant (one Query); 404 for an unknown product. */
export const readProductStock = async (tenantUid: string, productUid: string) => {
  await loadProduct(tenantUid, productUid, 'params.productUid');
  const levels = await levelsOfProduct(tenantUid, productUid);
  const items = levels.map((l) => toLevelValue(l.warehouseUid, productUid, l));
  const sum = (f: 'onHand' | 'reserved' | 'available') => items.reduce((n, l) => n + l[f], 0);
  return {
    productUid,
    onHand: sum('onHand'),
    reserved: sum('reserved'),
    available: sum('available'),
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
