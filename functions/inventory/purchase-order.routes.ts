import type { RouteAuth } from '#shared/auth/model.ts';
import { changesNote } from '#shared/http/changes-paging.ts';
import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreatePurchaseOrderBody,
  PurchaseOrderListQuery,
  PurchaseOrderPage,
  PurchaseOrderResponse,
  UpdatePurchaseOrderBody,
} from './purchase-order.schema.ts';

/**
 * Writes: PURCHASE_ORDER or INTERNAL_PURCHASE_ORDER (spec 5), or back-office access like the rest
 * of inventory; the service then asks for the permission of the order's own type. Reads: those,
 * or RECEIVEMENT (whoever receives the goods reads what was ordered).
 */
export const PURCHASE_WRITE: RouteAuth = {
  permissions: ['PURCHASE_ORDER', 'INTERNAL_PURCHASE_ORDER'],
  access: 'BACKOFFICE',
  mode: 'any',
};
export const PURCHASE_READ: RouteAuth = {
  permissions: ['PURCHASE_ORDER', 'INTERNAL_PURCHASE_ORDER', 'RECEIVEMENT'],
  access: 'BACKOFFICE',
  mode: 'any',
};

const tags = ['Purchasing'] as const;
const base = '/tenants/{tenantUid}/purchase-orders';
const one = `${base}/{purchaseOrderUid}`;
export const PurchaseOrderParams = withUids(TenantParams, 'purchaseOrderUid');
const etag = { ETag: 'Purchase order version, for If-Match' };
const illegal = {
  409: { description: 'The order is in a state that does not allow this (see the state table)' },
};

/** Purchase orders and transfers between warehouses (issue 16, docs/decisions/purchasing.md). */
export const purchaseOrderRoutes = defineRoutes({
  createPurchaseOrder: {
    method: 'POST',
    path: base,
    summary: 'Create a purchase order (DRAFT)',
    description:
      'A PURCHASE_ORDER names a `supplierUid`, a supplier of the tenant (see suppliers; 404 naming `body.supplierUid` otherwise); an INTERNAL_PURCHASE_ORDER moves stock from `sourceWarehouseUid` to `warehouseUid`. At most 90 items (24 for a transfer), one per product, each a product of the catalogue. Nothing moves until the order is sent.',
    tags,
    auth: PURCHASE_WRITE,
    request: { params: TenantParams, body: CreatePurchaseOrderBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/purchase-orders/{purchaseOrderUid}',
      description: 'The order',
      schema: PurchaseOrderResponse,
      headers: etag,
    },
    responses: {
      403: { description: 'The caller may not write orders of this type' },
      404: { description: 'A warehouse, a product or the supplier does not exist' },
      409: { description: 'The purchaseOrderUid is taken' },
    },
  },
  listPurchaseOrders: {
    method: 'GET',
    path: base,
    summary: 'List purchase orders, newest first (key-paged)',
    description: `Newest first. Filters: state, type, warehouseUid (destination), supplierUid. ${KEY_PAGING_NOTE} ${changesNote(null)}`,
    tags,
    auth: PURCHASE_READ,
    request: { params: TenantParams, query: PurchaseOrderListQuery },
    success: { status: 200, description: 'A page of orders', schema: PurchaseOrderPage },
  },
  getPurchaseOrder: {
    method: 'GET',
    path: one,
    summary: 'Get a purchase order',
    tags,
    auth: PURCHASE_READ,
    request: { params: PurchaseOrderParams },
    success: { status: 200, description: 'The order', schema: PurchaseOrderResponse, headers: etag },
    responses: { 404: { description: 'No such order' } },
  },
  updatePurchaseOrder: {
    method: 'PUT',
    path: one,
    summary: 'Update a purchase order (partial)',
    description:
      'DRAFT: everything but the type. SENT, PARTLY_RECEIVED: the header only (number, references, note, expected delivery date, allowOverReceipt). RECEIVED, CANCELLED: nothing (409). If-Match with the ETag: a stale version is a 412.',
    tags,
    auth: PURCHASE_WRITE,
    request: { params: PurchaseOrderParams, body: UpdatePurchaseOrderBody },
    success: { status: 200, description: 'The order', schema: PurchaseOrderResponse, headers: etag },
    responses: {
      404: { description: 'No such order, warehouse, product or supplier' },
      ...illegal,
      412: { description: 'Stale If-Match' },
    },
  },
  deletePurchaseOrder: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a DRAFT purchase order',
    tags,
    auth: PURCHASE_WRITE,
    request: { params: PurchaseOrderParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such order' },
      409: { description: 'Not a DRAFT: cancel it instead' },
    },
  },
  sendPurchaseOrder: {
    method: 'POST',
    path: `${one}/send`,
    summary: 'Send a DRAFT purchase order (-> SENT)',
    description:
      'Its items become `incoming` at the destination warehouse. A transfer leaves its source warehouse now (TRANSFER_OUT movements, refused with a 409 naming the item when a strict warehouse would go below zero).',
    tags,
    auth: PURCHASE_WRITE,
    request: { params: PurchaseOrderParams },
    success: { status: 200, description: 'The order', schema: PurchaseOrderResponse, headers: etag },
    responses: { 404: { description: 'No such order' }, ...illegal },
  },
  cancelPurchaseOrder: {
    method: 'POST',
    path: `${one}/cancel`,
    summary: 'Cancel a purchase order (-> CANCELLED)',
    description:
      'From DRAFT, SENT or PARTLY_RECEIVED. What was still open leaves `incoming`; what was received stays. A transfer returns what was never received to its source warehouse (TRANSFER_IN).',
    tags,
    auth: PURCHASE_WRITE,
    request: { params: PurchaseOrderParams },
    success: { status: 200, description: 'The order', schema: PurchaseOrderResponse, headers: etag },
    responses: { 404: { description: 'No such order' }, ...illegal },
  },
});
