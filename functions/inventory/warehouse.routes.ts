import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import {
  CreateWarehouseBody,
  UpdateWarehouseBody,
  WarehouseListQuery,
  WarehousePage,
  WarehouseResponse,
} from './warehouse.schema.ts';

/** Reads: any token of the tenant. Writes: Tenant.Admin or BACKOFFICE (like stores and the catalogue). */
export const INVENTORY_READ: RouteAuth = { access: 'STORE' };
export const INVENTORY_WRITE: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Inventory'] as const;
const base = '/tenants/{tenantUid}/stores/{storeUid}/warehouses';
const one = `${base}/{warehouseUid}`;
const WarehouseParams = withUids(StoreParams, 'warehouseUid');
const etag = { ETag: 'Warehouse version, for If-Match' };

/** Warehouses of a store (issue 16). */
export const warehouseRoutes = defineRoutes({
  createWarehouse: {
    method: 'POST',
    path: base,
    summary: 'Create a warehouse of a store',
    description:
      'The store need not have a store record (see stores). `allowNegativeStock` lets adjustments and transfers take onHand below zero; sales and returns always may. The store names its default warehouse in its `defaultWarehouseUid`.',
    tags,
    auth: INVENTORY_WRITE,
    request: { params: StoreParams, body: CreateWarehouseBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/stores/{storeUid}/warehouses/{warehouseUid}',
      description: 'The created warehouse',
      schema: WarehouseResponse,
    },
    responses: { 409: { description: 'The warehouseUid is taken' } },
  },
  listWarehouses: {
    method: 'GET',
    path: base,
    summary: "List a store's warehouses",
    tags,
    auth: INVENTORY_READ,
    request: { params: StoreParams, query: WarehouseListQuery },
    success: { status: 200, description: 'A page of the warehouses of the store', schema: WarehousePage },
  },
  getWarehouse: {
    method: 'GET',
    path: one,
    summary: 'Get a warehouse',
    tags,
    auth: INVENTORY_READ,
    request: { params: WarehouseParams },
    success: { status: 200, description: 'The warehouse', schema: WarehouseResponse, headers: etag },
    responses: { 404: { description: 'No such warehouse in this store' } },
  },
  updateWarehouse: {
    method: 'PUT',
    path: one,
    summary: 'Update a warehouse (partial)',
    description: 'Omitted fields keep their value. If-Match with the ETag: a stale version is a 412.',
    tags,
    auth: INVENTORY_WRITE,
    request: { params: WarehouseParams, body: UpdateWarehouseBody },
    success: { status: 200, description: 'The warehouse', schema: WarehouseResponse, headers: etag },
    responses: {
      404: { description: 'No such warehouse in this store' },
      412: { description: 'Stale If-Match' },
    },
  },
  deleteWarehouse: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a warehouse that holds no stock',
    tags,
    auth: INVENTORY_WRITE,
    request: { params: WarehouseParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such warehouse in this store' },
      409: { description: 'It holds stock levels' },
    },
  },
});
