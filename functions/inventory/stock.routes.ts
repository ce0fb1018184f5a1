import { changesNote, keyChangesPagingQuery } from '#shared/http/changes-paging.ts';
import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { cursorPagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  BatchCountBody,
  BatchCountResult,
  CreateMovementBody,
  MovementPage,
  MovementResult,
  ProductStockResponse,
  StockLevelResponse,
  StockPage,
} from './stock.schema.ts';
import { INVENTORY_READ, INVENTORY_WRITE } from './warehouse.routes.ts';

const tags = ['Inventory'] as const;
const stock = '/tenants/{tenantUid}/warehouses/{warehouseUid}/stock';
const WarehouseStockParams = withUids(TenantParams, 'warehouseUid');
const LevelParams = withUids(WarehouseStockParams, 'productUid');

/** Stock levels and movements (issue 16); STOCK_CHANGE is spec 6.2's. */
export const stockRoutes = defineRoutes({
  listWarehouseStock: {
    method: 'GET',
    path: stock,
    summary: "A warehouse's stock levels",
    description: `In productUid order. ${KEY_PAGING_NOTE} ${changesNote(null)}`,
    tags,
    auth: INVENTORY_READ,
    request: { params: WarehouseStockParams, query: keyChangesPagingQuery },
    success: { status: 200, description: 'A page of levels', schema: StockPage },
    responses: { 404: { description: 'No such warehouse' } },
  },
  getStockLevel: {
    method: 'GET',
    path: `${stock}/{productUid}`,
    summary: 'The stock level of a product in a warehouse',
    description:
      'One read. A product the warehouse never held answers zeros at version 0; an unknown warehouse or product is a 404.',
    tags,
    auth: INVENTORY_READ,
    request: { params: LevelParams },
    success: { status: 200, description: 'The level', schema: StockLevelResponse },
    responses: { 404: { description: 'No such warehouse, or the product is not in the catalogue' } },
  },
  createStockMovement: {
    method: 'POST',
    path: `${stock}/{productUid}/movements`,
    summary: 'Move stock: adjust, count, return or transfer',
    description:
      'Every change of a level is a movement with a reason; it and STOCK_CHANGE are written with the level in one transaction. COUNT sets onHand to the counted quantity (a count that finds what the books say records nothing). A decrease below zero is a 409 naming `body.quantity` unless the warehouse allows negative stock. Concurrent movements of one product never lose an update.',
    tags,
    auth: INVENTORY_WRITE,
    request: { params: LevelParams, body: CreateMovementBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/warehouses/{warehouseUid}/stock/{productUid}/movements',
      description: 'The level after the movement, and the movement',
      schema: MovementResult,
    },
    responses: {
      200: {
        description: 'A COUNT that found what the books say: nothing moved (`movement` is null)',
        schema: MovementResult,
      },
      404: { description: 'No such warehouse, or the product is not in the catalogue' },
      409: { description: 'The movement would take onHand below zero' },
    },
  },
  listStockMovements: {
    method: 'GET',
    path: `${stock}/{productUid}/movements`,
    summary: 'The movement log of a level, newest first',
    description: `The movements sum to onHand. ${KEY_PAGING_NOTE}`,
    tags,
    auth: INVENTORY_READ,
    request: { params: LevelParams, query: cursorPagingQuery },
    success: { status: 200, description: 'A page of movements', schema: MovementPage },
    responses: { 404: { description: 'No such warehouse, or the product is not in the catalogue' } },
  },
  countStockBatch: {
    method: 'POST',
    path: `${stock}/batch`,
    summary: 'Set stock for up to 1,000 products (COUNT movements)',
    description:
      'The batch set of spec 4.8. Each product is counted on its own, all or nothing, and answered on its own: 207 with a result per item in order. Send an Idempotency-Key to make a retried batch safe.',
    tags,
    auth: INVENTORY_WRITE,
    request: { params: WarehouseStockParams, body: BatchCountBody },
    success: { status: 207, description: 'One result per item', schema: BatchCountResult },
    responses: { 404: { description: 'No such warehouse' } },
  },
  getProductStock: {
    method: 'GET',
    path: '/tenants/{tenantUid}/products/{productUid}/stock',
    summary: "A product's stock in every warehouse",
    tags,
    auth: INVENTORY_READ,
    request: { params: withUids(TenantParams, 'productUid') },
    success: { status: 200, description: 'Totals and the level per warehouse', schema: ProductStockResponse },
    responses: { 404: { description: 'The product is not in the catalogue' } },
  },
});
