import { NotFoundError } from '#shared/errors.ts';
import { changesRequest } from '#shared/http/changes-paging.ts';
import { cursorNumber, keyPaged } from '#shared/http/key-paging.ts';
import type { CursorPagingInput } from '#shared/http/paging.ts';
import { isChangesCursor } from '#shared/search/changes-cursor.ts';
import {
  countLevels,
  levelChangesPage,
  levelPage,
  levelsOfProduct,
  movementPage,
} from './stock.repository.ts';
import { loadProduct, toLevelValue, toMovementValue } from './stock.service.ts';
import { getLevelWithIncoming, incomingInWarehouse, incomingOfProduct } from './stock-incoming.repository.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Reads of stock: a level, a warehouse's levels, a product's levels, a level's movements. */

/**
 * One level with its incoming: one BatchGet, which also reads whether the warehouse and the
 * product exist (404 for either unknown, as their movements answer; a product the warehouse never
 * held answers zeros, version 0).
 */
export const readLevel = async (tenantUid: string, warehouseUid: string, productUid: string) => {
  const read = await getLevelWithIncoming(tenantUid, warehouseUid, productUid);
  if (!read.warehouseExists) throw NotFoundError.record('warehouse', warehouseUid, 'params.warehouseUid');
  if (!read.productExists) throw NotFoundError.record('product', productUid, 'params.productUid');
  return { ...toLevelValue(warehouseUid, productUid, read.level), incoming: read.incoming };
};

/**
 * A page of the warehouse's levels in productUid order (key paging: shared/http/key-paging.ts),
 * or of its changes since a time.
 */
export const readWarehouseStock = async (
  tenantUid: string,
  warehouseUid: string,
  query: CursorPagingInput & { updatedSince?: string | undefined },
) => {
  await loadWarehouse(tenantUid, warehouseUid);
  // With updatedSince or a changes cursor: the levels changed since (shared/db/changes-index.ts).
  const changes =
    query.updatedSince !== undefined || isChangesCursor(query.cursor) ? changesRequest(query) : undefined;
  const found = changes
    ? await levelChangesPage(tenantUid, warehouseUid, changes)
    : await keyPaged(query, {
        page: (after, limit) => levelPage(tenantUid, warehouseUid, after, limit),
        count: () => countLevels(tenantUid, warehouseUid),
      });
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
    paging: found.paging,
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

/** The level's movements, newest first (key paging by version); 404 for an unknown warehouse or product. */
export const readMovements = async (
  tenantUid: string,
  warehouseUid: string,
  productUid: string,
  query: CursorPagingInput,
) => {
  const read = await getLevelWithIncoming(tenantUid, warehouseUid, productUid);
  if (!read.warehouseExists) throw NotFoundError.record('warehouse', warehouseUid, 'params.warehouseUid');
  if (!read.productExists) throw NotFoundError.record('product', productUid, 'params.productUid');
  const page = await keyPaged(query, {
    page: async (after, limit) => {
      const items = await movementPage(tenantUid, warehouseUid, productUid, cursorNumber(after), limit);
      const last = items.at(-1);
      return {
        items,
        next: items.length === limit && last && last.version > 1 ? String(last.version) : null,
      };
    },
    // Every movement is one version of the level and none is removed: the version is the count.
    count: async () => read.level?.version ?? 0,
  });
  return { ...page, items: page.items.map(toMovementValue) };
};
