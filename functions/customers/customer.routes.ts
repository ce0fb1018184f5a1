import type { RouteAuth } from '#shared/auth/model.ts';
import { changesNote, changesPagedList, changesPagingQuery } from '#shared/http/changes-paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { CustomerResponse } from './customer.schema.ts';
import {
  CreateCustomerBody,
  CUSTOMER_SEARCH_SORT,
  CUSTOMER_SORT,
  CustomerSearchBody,
  UpdateCustomerBody,
} from './customer-input.schema.ts';

/** Customer writes need CUSTOMER; reads accept CUSTOMER, SALES_ORDER or RETURN_ORDER (issue 4). */
export const CUSTOMER_WRITE: RouteAuth = { permissions: ['CUSTOMER'] };
export const CUSTOMER_READ: RouteAuth = { permissions: ['CUSTOMER', 'SALES_ORDER', 'RETURN_ORDER'] };

/** `/tenants/{tenantUid}/customers/{customerUid}`. */
export const CustomerParams = withUids(TenantParams, 'customerUid');

const tags = ['Customers'] as const;
const base = '/tenants/{tenantUid}/customers';
const one = `${base}/{customerUid}`;
const etag = { ETag: 'Customer version, for If-Match' };
const CustomerPage = changesPagedList(CustomerResponse, 'CustomerPage');

/** Customers (DESIGN section 8: implied by spec 2.8, 4.3 and 4.6). */
export const customerRoutes = defineRoutes({
  createCustomer: {
    method: 'POST',
    path: base,
    summary: 'Create a customer',
    description:
      'A PERSON needs firstname or lastname, a COMPANY its companyName. `customerUid` may be chosen by the caller; a duplicate is a 409. Emits CUSTOMER_CREATE.',
    tags,
    auth: CUSTOMER_WRITE,
    request: { params: TenantParams, body: CreateCustomerBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/customers/{customerUid}',
      description: 'The created customer',
      schema: CustomerResponse,
    },
    responses: {
      404: { description: 'customerParentUid does not exist' },
      409: { description: 'Duplicate uid' },
    },
  },
  listCustomers: {
    method: 'GET',
    path: base,
    summary: 'List customers (paged)',
    description: `List items carry \`contacts: []\`; read one customer for its contacts. ${changesNote()}`,
    tags,
    auth: CUSTOMER_READ,
    request: { params: TenantParams, query: changesPagingQuery(CUSTOMER_SORT) },
    success: { status: 200, description: 'A page of customers', schema: CustomerPage },
  },
  searchCustomers: {
    method: 'POST',
    path: `${base}/search`,
    summary: 'Search customers (paged)',
    description:
      '`query`: case-insensitive; every word of it must be contained in a word of the names, company, e-mail or mobile. `email` (case-insensitive) and `mobile` (any notation, compared as E.164) are exact. `relevance` is the match score; results sort by it when `query` is given. ' +
      changesNote(),
    tags,
    auth: CUSTOMER_READ,
    idempotent: false,
    request: {
      params: TenantParams,
      query: changesPagingQuery(CUSTOMER_SEARCH_SORT),
      body: CustomerSearchBody,
    },
    success: { status: 200, description: 'A page of matching customers', schema: CustomerPage },
  },
  getCustomer: {
    method: 'GET',
    path: one,
    summary: 'Get a customer with its contacts',
    tags,
    auth: CUSTOMER_READ,
    request: { params: CustomerParams },
    success: { status: 200, description: 'The customer', schema: CustomerResponse, headers: etag },
    responses: { 404: { description: 'No such customer' } },
  },
  updateCustomer: {
    method: 'PUT',
    path: one,
    summary: 'Update a customer (partial)',
    description:
      'Omitted fields keep their value; an empty string clears a text field. Emits CUSTOMER_UPDATE. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: CUSTOMER_WRITE,
    request: { params: CustomerParams, body: UpdateCustomerBody },
    success: { status: 200, description: 'The updated customer', schema: CustomerResponse, headers: etag },
    responses: {
      404: { description: 'No such customer' },
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteCustomer: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a customer',
    description:
      'Removes its contact links; contacts that belong to no other customer are deleted too. Emits CUSTOMER_DELETE.',
    tags,
    auth: CUSTOMER_WRITE,
    request: { params: CustomerParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such customer' }, 409: { description: 'Concurrent change' } },
  },
});
