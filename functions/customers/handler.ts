import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as contacts from './contact.service.ts';
import * as extensions from './contact-extensions.service.ts';
import * as links from './contact-links.service.ts';
import * as customers from './customer.service.ts';
import { readVersionedCustomer } from './customer-read.ts';
import { routes } from './routes.ts';

/**
 * Thin adapter: every operation calls one use case; deletes answer 204 with no body. Customers and
 * tenant-level contacts send their version as ETag and take If-Match on PUT (412 when stale).
 */
const ok = async (work: Promise<unknown>) => ({ body: await work });
const done = async (work: Promise<void>) => {
  await work;
  return {};
};

export const handler = createHttpHandler(routes, {
  createCustomer: ({ params: p, body }) => ok(customers.createCustomer(p.tenantUid, body)),
  listCustomers: ({ params: p, query }) => ok(customers.listCustomerPage(p.tenantUid, query)),
  searchCustomers: ({ params: p, query, body }) => ok(customers.searchCustomers(p.tenantUid, body, query)),
  getCustomer: async ({ params: p }) => withEtag(await readVersionedCustomer(p.tenantUid, p.customerUid)),
  updateCustomer: async ({ params: p, body, headers }) =>
    withEtag(
      await customers.updateCustomer(
        p.tenantUid,
        p.customerUid,
        body,
        ifMatchVersion(headers['if-match'], 'customer'),
      ),
    ),
  deleteCustomer: ({ params: p }) => done(customers.deleteCustomer(p.tenantUid, p.customerUid)),

  listCustomerContacts: ({ params: p, query }) => ok(contacts.listContactPage(p.tenantUid, query)),
  createCustomerContact: ({ params: p, body }) => ok(contacts.createContact(p.tenantUid, body)),
  searchCustomerContacts: ({ params: p, query, body }) =>
    ok(contacts.searchContacts(p.tenantUid, body, query)),
  getCustomerContact: async ({ params: p }) =>
    withEtag(await contacts.readContact(p.tenantUid, p.customerContactUid)),
  updateCustomerContact: async ({ params: p, body, headers }) =>
    withEtag(
      await contacts.updateContactView(
        p.tenantUid,
        p.customerContactUid,
        body,
        ifMatchVersion(headers['if-match'], 'customer contact'),
      ),
    ),
  deleteCustomerContact: ({ params: p }) => done(contacts.deleteContact(p.tenantUid, p.customerContactUid)),
  listCustomerContactCustomers: ({ params: p }) =>
    ok(contacts.readContactCustomers(p.tenantUid, p.customerContactUid)),
  addCustomerContactCustomers: ({ params: p, body }) =>
    ok(links.addCustomers(p.tenantUid, p.customerContactUid, body)),
  removeCustomerContactCustomer: ({ params: p }) =>
    done(links.removeCustomer(p.tenantUid, p.customerContactUid, p.customerUid)),

  listCustomerScopedContacts: ({ params: p, query }) =>
    ok(links.listScopedContacts(p.tenantUid, p.customerUid, query)),
  createCustomerScopedContact: ({ params: p, body }) =>
    ok(links.createScopedContact(p.tenantUid, p.customerUid, body)),
  getCustomerScopedContact: async ({ params: p }) =>
    withEtag(await links.readScopedContact(p.tenantUid, p.customerUid, p.customerContactUid)),
  updateCustomerScopedContact: async ({ params: p, body, headers }) =>
    withEtag(
      await contacts.updateScopedContact(
        p.tenantUid,
        p.customerUid,
        p.customerContactUid,
        body,
        ifMatchVersion(headers['if-match'], 'customer contact'),
      ),
    ),
  deleteCustomerScopedContact: ({ params: p }) =>
    done(links.deleteScopedContact(p.tenantUid, p.customerUid, p.customerContactUid)),
  addCustomerContactExtension: ({ params, body }) => ok(extensions.enableExtension({ ...params, ...body })),
  removeCustomerContactExtension: ({ params, body }) =>
    done(extensions.disableExtension({ ...params, ...body })),
});
