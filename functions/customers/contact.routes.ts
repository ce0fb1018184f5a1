import type { RouteAuth } from '#shared/auth/model.ts';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { ContactResponse, CustomerLinkList } from './contact.schema.ts';
import {
  AddCustomersBody,
  CONTACT_SORT,
  ContactSearchBody,
  CreateContactBody,
  UpdateContactBody,
} from './contact-input.schema.ts';
import { CUSTOMER_READ } from './customer.routes.ts';

/**
 * Spec 4.2 permissions; the release notes add tenant access level backoffice for adding,
 * updating and deleting contacts, which we apply to every contact write.
 */
export const CONTACT_ADD: RouteAuth = {
  permissions: ['CUSTOMER', 'SALES_ORDER', 'RETURN_ORDER'],
  access: 'BACKOFFICE',
};
export const CONTACT_DELETE: RouteAuth = { permissions: ['CUSTOMER'], access: 'BACKOFFICE' };
export const CONTACT_READ = CUSTOMER_READ;

const ContactParams = withUids(TenantParams, 'customerContactUid');
const LinkParams = withUids(ContactParams, 'customerUid');
const tags = ['Customer contacts'] as const;
const base = '/tenants/{tenantUid}/customer-contacts';
const one = `${base}/{customerContactUid}`;
const etag = { ETag: 'Contact version, for If-Match' };
const ContactPage = pagedList(ContactResponse, 'CustomerContactPage');
const notFound = { 404: { description: 'No such contact (or customer)' } };

/** Tenant-level customer contacts (spec 4.2). */
export const contactRoutes = defineRoutes({
  listCustomerContacts: {
    method: 'GET',
    path: base,
    summary: 'List customer contacts (paged)',
    tags,
    auth: CONTACT_READ,
    request: { params: TenantParams, query: pagingQuery(CONTACT_SORT) },
    success: { status: 200, description: 'A page of contacts', schema: ContactPage },
  },
  createCustomerContact: {
    method: 'POST',
    path: base,
    summary: 'Create a customer contact, optionally linked to customers',
    description:
      'firstname and lastname are required; mobile is stored as E.164; role defaults to CONTACT. Every customerUid must exist (404 naming each, nothing written). A duplicate customerContactUid is a 409. Emits CUSTOMER_UPDATE per linked customer.',
    tags,
    auth: CONTACT_ADD,
    request: { params: TenantParams, body: CreateContactBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/customer-contacts/{customerContactUid}',
      description: 'The created contact',
      schema: ContactResponse,
    },
    responses: { ...notFound, 409: { description: 'Duplicate uid or a customer with too many contacts' } },
  },
  searchCustomerContacts: {
    method: 'POST',
    path: `${base}/search`,
    summary: 'Search customer contacts (paged)',
    description:
      '`query`: case-insensitive; every word of it must be contained in a word of firstname, lastname, e-mail or mobile. `email` (case-insensitive) and `mobile` (any notation, compared as E.164) are exact.',
    tags,
    auth: CONTACT_READ,
    idempotent: false,
    request: { params: TenantParams, query: pagingQuery(CONTACT_SORT), body: ContactSearchBody },
    success: { status: 200, description: 'A page of matching contacts', schema: ContactPage },
  },
  getCustomerContact: {
    method: 'GET',
    path: one,
    summary: 'Get a customer contact with its customers',
    tags,
    auth: CONTACT_READ,
    request: { params: ContactParams },
    success: { status: 200, description: 'The contact', schema: ContactResponse, headers: etag },
    responses: notFound,
  },
  updateCustomerContact: {
    method: 'PUT',
    path: one,
    summary: 'Update a customer contact (partial)',
    description:
      'Omitted fields keep their value; "" clears email or mobile. Emits CUSTOMER_UPDATE per linked customer. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: CONTACT_ADD,
    request: { params: ContactParams, body: UpdateContactBody },
    success: { status: 200, description: 'The updated contact', schema: ContactResponse, headers: etag },
    responses: {
      ...notFound,
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteCustomerContact: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a customer contact and all its customer links',
    tags,
    auth: CONTACT_DELETE,
    request: { params: ContactParams },
    success: { status: 204, description: 'Deleted' },
    responses: notFound,
  },
  listCustomerContactCustomers: {
    method: 'GET',
    path: `${one}/customers`,
    summary: 'Customers of a contact',
    tags,
    auth: CONTACT_READ,
    request: { params: ContactParams },
    success: { status: 200, description: 'The customers with role and extensions', schema: CustomerLinkList },
    responses: notFound,
  },
  addCustomerContactCustomers: {
    method: 'POST',
    path: `${one}/customers`,
    summary: 'Link customers to a contact',
    description:
      'A customer already linked takes the given role. Every customerUid must exist (404 naming each).',
    tags,
    auth: CONTACT_ADD,
    request: { params: ContactParams, body: AddCustomersBody },
    success: { status: 200, description: 'All customers of the contact', schema: CustomerLinkList },
    responses: { ...notFound, 409: { description: 'Too many customers or contacts' } },
  },
  removeCustomerContactCustomer: {
    method: 'DELETE',
    path: `${one}/customers/{customerUid}`,
    summary: 'Unlink a customer from a contact',
    description: 'The contact stays, even without customers.',
    tags,
    auth: CONTACT_DELETE,
    request: { params: LinkParams },
    success: { status: 204, description: 'Unlinked' },
    responses: notFound,
  },
});
