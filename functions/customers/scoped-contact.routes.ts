import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { withUids } from '#shared/schema/params.ts';
import { CONTACT_ADD, CONTACT_DELETE, CONTACT_READ } from './contact.routes.ts';
import {
  CreateScopedContactBody,
  ExtensionBody,
  SCOPED_CONTACT_SORT,
  UpdateContactBody,
} from './contact-input.schema.ts';
import { CustomerParams } from './customer.routes.ts';
import { CustomerExtensionCode, CustomerScopedContact } from './customer.schema.ts';

const ScopedParams = withUids(CustomerParams, 'customerContactUid');
const ExtensionParams = z.extend(ScopedParams, { customerExtensionCode: CustomerExtensionCode });
const tags = ['Customer contacts'] as const;
const base = '/tenants/{tenantUid}/customers/{customerUid}/contacts';
const one = `${base}/{customerContactUid}`;
const extension = `${one}/extensions/{customerExtensionCode}`;
const notFound = { 404: { description: 'No such customer, or the contact does not belong to it' } };
const scopedEtag = {
  ETag: 'Version of the contact as this customer has it (fields, role, extensions), for If-Match',
};

/** Customer-scoped customer contacts (spec 4.3). */
export const scopedContactRoutes = defineRoutes({
  listCustomerScopedContacts: {
    method: 'GET',
    path: base,
    summary: 'Contacts of a customer (paged)',
    tags,
    auth: CONTACT_READ,
    request: { params: CustomerParams, query: pagingQuery(SCOPED_CONTACT_SORT) },
    success: {
      status: 200,
      description: 'A page of the customer’s contacts',
      schema: pagedList(CustomerScopedContact, 'CustomerScopedContactPage'),
    },
    responses: notFound,
  },
  createCustomerScopedContact: {
    method: 'POST',
    path: base,
    summary: 'Create a contact on a customer',
    description:
      'firstname and lastname are required; role defaults to CONTACT. A duplicate customerContactUid is a 409 (link an existing contact with POST /customer-contacts/{customerContactUid}/customers). Emits CUSTOMER_UPDATE.',
    tags,
    auth: CONTACT_ADD,
    request: { params: CustomerParams, body: CreateScopedContactBody },
    success: { status: 200, description: 'The created contact', schema: CustomerScopedContact },
    responses: { ...notFound, 409: { description: 'Duplicate uid or too many contacts' } },
  },
  getCustomerScopedContact: {
    method: 'GET',
    path: one,
    summary: 'Get a contact of a customer',
    tags,
    auth: CONTACT_READ,
    request: { params: ScopedParams },
    success: {
      status: 200,
      description: 'The contact with its role and extensions',
      schema: CustomerScopedContact,
      headers: scopedEtag,
    },
    responses: notFound,
  },
  updateCustomerScopedContact: {
    method: 'PUT',
    path: one,
    summary: 'Update a contact of a customer (partial)',
    description:
      'Changes the contact for every customer it belongs to. Emits CUSTOMER_UPDATE per linked customer. Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: CONTACT_ADD,
    request: { params: ScopedParams, body: UpdateContactBody },
    success: {
      status: 200,
      description: 'The updated contact',
      schema: CustomerScopedContact,
      headers: scopedEtag,
    },
    responses: {
      ...notFound,
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteCustomerScopedContact: {
    method: 'DELETE',
    path: one,
    summary: 'Remove a contact from a customer',
    description: 'The contact itself is deleted when it belongs to no other customer.',
    tags,
    auth: CONTACT_DELETE,
    request: { params: ScopedParams },
    success: { status: 204, description: 'Removed' },
    responses: notFound,
  },
  addCustomerContactExtension: {
    method: 'POST',
    path: extension,
    summary: 'Enable an extension for a contact of a customer in a store',
    description:
      'Idempotent: enabling it again changes nothing. The entry is { extensionCode, organizationUid: storeUid }.',
    tags,
    auth: CONTACT_DELETE,
    request: { params: ExtensionParams, body: ExtensionBody },
    success: { status: 200, description: 'The contact with its extensions', schema: CustomerScopedContact },
    responses: notFound,
  },
  removeCustomerContactExtension: {
    method: 'DELETE',
    path: extension,
    summary: 'Disable an extension for a contact of a customer in a store',
    description: 'Idempotent: disabling an extension that is not enabled is also a 204.',
    tags,
    auth: CONTACT_DELETE,
    request: { params: ExtensionParams, body: ExtensionBody },
    success: { status: 204, description: 'Disabled' },
    responses: notFound,
  },
});
