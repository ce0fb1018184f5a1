import { createHttpHandler } from '#shared/http/handler.ts';
import * as contacts from './contact.service.ts';
import * as links from './contact-links.service.ts';
import * as customers from './customer.service.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case; deletes answer 204 with no body. */
const done = async (work: Promise<void>) => {
  await work;
  return {};
};

export const handler = createHttpHandler(routes, {
  createCustomer: async ({ params: p, body }) => ({
    body: await customers.createCustomer(p.tenantUid, body),
  }),
  listCustomers: async ({ params: p, query }) => ({
    body: await customers.listCustomerPage(p.tenantUid, query),
  }),
  searchCustomers: async ({ params: p, query, body }) => ({
    body: await customers.searchCustomers(p.tenantUid, body, query),
  }),
  getCustomer: async ({ params: p }) => ({ body: await customers.readCustomer(p.tenantUid, p.customerUid) }),
  updateCustomer: async ({ params: p, body }) => ({
    body: await customers.updateCustomer(p.tenantUid, p.customerUid, body),
  }),
  deleteCustomer: ({ params: p }) => done(customers.deleteCustomer(p.tenantUid, p.customerUid)),

  listCustomerContacts: async ({ params: p, query }) => ({
    body: await contacts.listContactPage(p.tenantUid, query),
  }),
  createCustomerContact: async ({ params: p, body }) => ({
    body: await contacts.createContact(p.tenantUid, body),
  }),
  searchCustomerContacts: async ({ params: p, query, body }) => ({
    body: await contacts.searchContacts(p.tenantUid, body, query),
  }),
  getCustomerContact: async ({ params: p }) => ({
    body: await contacts.readContact(p.tenantUid, p.customerContactUid),
  }),
  updateCustomerContact: async ({ params: p, body }) => ({
    body: await contacts.updateContactView(p.tenantUid, p.customerContactUid, body),
  }),
  deleteCustomerContact: ({ params: p }) => done(contacts.deleteContact(p.tenantUid, p.customerContactUid)),
  listCustomerContactCustomers: async ({ params: p }) => ({
    body: await contacts.readContactCustomers(p.tenantUid, p.customerContactUid),
  }),
  addCustomerContactCustomers: async ({ params: p, body }) => ({
    body: await links.addCustomers(p.tenantUid, p.customerContactUid, body),
  }),
  removeCustomerContactCustomer: ({ params: p }) =>
    done(links.removeCustomer(p.tenantUid, p.customerContactUid, p.customerUid)),

  listCustomerScopedContacts: async ({ params: p, query }) => ({
    body: await links.listScopedContacts(p.tenantUid, p.customerUid, query),
  }),
  createCustomerScopedContact: async ({ params: p, body }) => ({
    body: await links.createScopedContact(p.tenantUid, p.customerUid, body),
  }),
  getCustomerScopedContact: async ({ params: p }) => ({
    body: await links.readScopedContact(p.tenantUid, p.customerUid, p.customerContactUid),
  }),
  updateCustomerScopedContact: async ({ params: p, body }) => ({
    body: await contacts.updateScopedContact(p.tenantUid, p.customerUid, p.customerContactUid, body),
  }),
  deleteCustomerScopedContact: ({ params: p }) =>
    done(links.deleteScopedContact(p.tenantUid, p.customerUid, p.customerContactUid)),
  addCustomerContactExtension: async ({ params: p, body }) => ({
    body: await links.setExtension(
      p.tenantUid,
      p.customerUid,
      p.customerContactUid,
      {
        extensionCode: p.customerExtensionCode,
        organizationUid: body.storeUid,
      },
      true,
    ),
  }),
  removeCustomerContactExtension: ({ params: p, body }) =>
    done(
      links
        .setExtension(
          p.tenantUid,
          p.customerUid,
          p.customerContactUid,
          {
            extensionCode: p.customerExtensionCode,
            organizationUid: body.storeUid,
          },
          false,
        )
        .then(() => undefined),
    ),
});
