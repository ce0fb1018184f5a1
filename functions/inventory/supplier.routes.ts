import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreateSupplierBody,
  SupplierListQuery,
  SupplierResponse,
  UpdateSupplierBody,
} from './supplier.schema.ts';

/**
 * Suppliers are purchasing's: PURCHASE_ORDER (spec 5) or back-office access writes them; reading
 * also allows RECEIVEMENT (whoever receives the goods sees who sent them).
 */
export const SUPPLIER_WRITE: RouteAuth = {
  permissions: ['PURCHASE_ORDER'],
  access: 'BACKOFFICE',
  mode: 'any',
};
export const SUPPLIER_READ: RouteAuth = {
  permissions: ['PURCHASE_ORDER', 'RECEIVEMENT'],
  access: 'BACKOFFICE',
  mode: 'any',
};

const tags = ['Purchasing'] as const;
const base = '/tenants/{tenantUid}/suppliers';
const one = `${base}/{supplierUid}`;
const SupplierParams = withUids(TenantParams, 'supplierUid');
const etag = { ETag: 'Supplier version, for If-Match' };
const SupplierPage = pagedList(SupplierResponse, 'SupplierPage');
const countryCode =
  '`address.countryCode` is required and must be an officially assigned ISO 3166-1 alpha-2 code in capitals (NO, SE, DE): a missing or invalid one is a 400 naming `body.address.countryCode` with what is expected.';

/** Suppliers purchase orders name (spec 7.4 and 8; docs/decisions/purchasing.md). */
export const supplierRoutes = defineRoutes({
  createSupplier: {
    method: 'POST',
    path: base,
    summary: 'Create a supplier',
    description: `${countryCode} \`supplierUid\` may be chosen by the caller (a duplicate is a 409).`,
    tags,
    auth: SUPPLIER_WRITE,
    request: { params: TenantParams, body: CreateSupplierBody },
    success: {
      location: one,
      status: 201,
      description: 'The created supplier',
      schema: SupplierResponse,
      headers: { ...etag, Location: 'The path of the supplier' },
    },
    responses: { 409: { description: 'The supplierUid is taken' } },
  },
  listSuppliers: {
    method: 'GET',
    path: base,
    summary: 'List suppliers (paged)',
    description:
      'Sorted by name unless `sortBy` says otherwise. `query` keeps the suppliers whose name, supplier code or organisation number hold every word of it.',
    tags,
    auth: SUPPLIER_READ,
    request: { params: TenantParams, query: SupplierListQuery },
    success: { status: 200, description: 'A page of suppliers', schema: SupplierPage },
  },
  getSupplier: {
    method: 'GET',
    path: one,
    summary: 'Get a supplier',
    tags,
    auth: SUPPLIER_READ,
    request: { params: SupplierParams },
    success: { status: 200, description: 'The supplier', schema: SupplierResponse, headers: etag },
    responses: { 404: { description: 'No such supplier' } },
  },
  updateSupplier: {
    method: 'PUT',
    path: one,
    summary: 'Update a supplier (partial)',
    description: `Omitted fields keep their value; \`address\` replaces the address. ${countryCode} If-Match with the ETag: a stale version is a 412.`,
    tags,
    auth: SUPPLIER_WRITE,
    request: { params: SupplierParams, body: UpdateSupplierBody },
    success: { status: 200, description: 'The supplier', schema: SupplierResponse, headers: etag },
    responses: {
      404: { description: 'No such supplier' },
      409: { description: 'A concurrent change' },
      412: { description: 'Stale If-Match' },
    },
  },
  deleteSupplier: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a supplier no purchase order names',
    description:
      'Refused with a 409 while any purchase order, of any state, names the supplier: the orders keep their supplier. A DRAFT order deleted or moved to another supplier no longer names it.',
    tags,
    auth: SUPPLIER_WRITE,
    request: { params: SupplierParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such supplier' },
      409: { description: 'Purchase orders name the supplier, or a concurrent change' },
    },
  },
});
