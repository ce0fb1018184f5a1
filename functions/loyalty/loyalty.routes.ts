import type { RouteAuth } from '#shared/auth/model.ts';
import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CustomerPointsResponse,
  OrderLoyaltyResponse,
  PointsQuery,
  ProgrammeBody,
  ProgrammeResponse,
} from './loyalty.schema.ts';

/** The programme is the tenant's commercial terms: Tenant.Admin or BACKOFFICE sets it. */
const PROGRAMME_WRITE: RouteAuth = { access: 'BACKOFFICE' };
/** Points are read at the till: whoever sells or manages customers. */
const POINTS_READ: RouteAuth = { permissions: ['CUSTOMER', 'SALES_ORDER', 'RETURN_ORDER'] };
const tags = ['Loyalty'] as const;
const etag = { ETag: 'Programme version, for If-Match' };

/** Loyalty (spec 4.8; docs/decisions/payments-loyalty.md). */
export const loyaltyRoutes = defineRoutes({
  getLoyaltyProgramme: {
    method: 'GET',
    path: '/tenants/{tenantUid}/loyalty/programme',
    summary: "Get the tenant's loyalty programme",
    tags,
    auth: POINTS_READ,
    request: { params: TenantParams },
    success: { status: 200, description: 'The programme', schema: ProgrammeResponse, headers: etag },
    responses: { 404: { description: 'The tenant has no programme' } },
  },
  putLoyaltyProgramme: {
    method: 'PUT',
    path: '/tenants/{tenantUid}/loyalty/programme',
    summary: "Set the tenant's loyalty programme",
    description:
      'Points an order earns when it is SETTLED: (gross minus what was paid with points) x pointsPerCurrencyUnit / ' +
      'currencyUnit, rounded as `rounding` says. A LOYALTY settlement pays pointValue minor units per point. Points ' +
      'expire after expiryDays (at the end of that UTC day; 0: never). Applies to orders settled after the change.',
    tags,
    auth: PROGRAMME_WRITE,
    request: { params: TenantParams, body: ProgrammeBody },
    success: { status: 200, description: 'The programme', schema: ProgrammeResponse, headers: etag },
    responses: { 412: { description: 'If-Match names an older version' } },
  },
  getCustomerLoyaltyPoints: {
    method: 'GET',
    path: '/tenants/{tenantUid}/customers/{customerUid}/loyalty/points',
    summary: "A customer's loyalty points: balance and ledger",
    description: `The balance counts points that have not expired. The ledger is newest first; its paging is the query's. ${KEY_PAGING_NOTE}`,
    tags,
    auth: POINTS_READ,
    request: { params: withUids(TenantParams, 'customerUid'), query: PointsQuery },
    success: { status: 200, description: 'Balance and a page of the ledger', schema: CustomerPointsResponse },
    responses: { 404: { description: 'No such customer' } },
  },
  getOrderLoyalty: {
    method: 'GET',
    path: '/tenants/{tenantUid}/orders/{orderUid}/loyalty',
    summary: 'Loyalty points of an order (earned, spent)',
    description: 'An order earns once, in the transaction that settles it.',
    tags,
    auth: POINTS_READ,
    request: { params: withUids(TenantParams, 'orderUid') },
    success: { status: 200, description: 'The points of the order', schema: OrderLoyaltyResponse },
    responses: { 404: { description: 'No such order' } },
  },
});
