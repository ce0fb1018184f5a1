import { createHttpHandler } from '#shared/http/handler.ts';
import { toContactResponse, toScopedContact } from './contact.schema.ts';
import {
  createContact,
  deleteContact,
  listContactPage,
  readContact,
  readContactCustomers,
  searchContacts,
  updateContact,
} from './contact.service.ts';
import {
  addCustomers,
  createScopedContact,
  deleteScopedContact,
  listScopedContacts,
  readScopedContact,
  removeCustomer,
  setExtension,
} from './contact-links.service.ts';
import {
  createCustomer,
  deleteCustomer,
  listCustomerPage,
  readCustomer,
  searchCustomers,
  updateCustomer,
} from './customer.service.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, {
  createCustomer: async ({ params, body }) => ({ body: await createCustomer(params.tenantUid, body) }),
  listCustomers: async ({ params, query }) => ({ body: await listCustomerPage(params.tenantUid, query) }),
  searchCustomers: async ({ params, query, body }) => ({
    body: await searchCustomers(params.tenantUid, body, query),
  }),
  getCustomer: async ({ params }) => ({ body: await readCustomer(params.tenantUid, params.customerUid) }),
  updateCustomer: async ({ params, body }) => ({
    body: await updateCustomer(params.tenantUid, params.customerUid, body),
  }),
  deleteCustomer: async ({ params }) => {
    await deleteCustomer(params.tenantUid, params.customerUid);
    return {};
  },

  listCustomerContacts: async ({ params, query }) => ({
    body: await listContactPage(params.tenantUid, query),
  }),
  createCustomerContact: async ({ params, body }) => ({ body: await createContact(params.tenantUid, body) }),
  searchCustomerContacts: async ({ params, query, body }) => ({
    body: await searchContacts(params.tenantUid, body, query),
  }),
  getCustomerContact: async ({ params }) => ({
    body: await readContact(params.tenantUid, params.customerContactUid),
  }),
  updateCustomerContact: async ({ params, body }) => {
    const { contact, links } = await updateContact(params.tenantUid, params.customerContactUid, body);
    return { body: toContactResponse(contact, links) };
  },
  deleteCustomerContact: async ({ params }) => {
    await deleteContact(params.tenantUid, params.customerContactUid);
    return {};
  },
  listCustomerContactCustomers: async ({ params }) => ({
    body: await readContactCustomers(params.tenantUid, params.customerContactUid),
  }),
  addCustomerContactCustomers: async ({ params, body }) => ({
    body: await addCustomers(params.tenantUid, params.customerContactUid, body),
  }),
  removeCustomerContactCustomer: async ({ params }) => {
    await removeCustomer(params.tenantUid, params.customerContactUid, params.customerUid);
    return {};
  },

  listCustomerScopedContacts: async ({ params, query }) => ({
    body: await listScopedContacts(params.tenantUid, params.customerUid, query),
  }),
  createCustomerScopedContact: async ({ params, body }) => ({
    body: await createScopedContact(params.tenantUid, params.customerUid, body),
  }),
  getCustomerScopedContact: async ({ params }) => ({
    body: await readScopedContact(params.tenantUid, params.customerUid, params.customerContactUid),
  }),
  updateCustomerScopedContact: async ({ params, body }) => {
    const { links } = await updateContact(
      params.tenantUid,
      params.customerContactUid,
      body,
      params.customerUid,
    );
    return { body: toScopedContact(links.find((l) => l.customerUid === params.customerUid)!) };
  },
  deleteCustomerScopedContact: async ({ params }) => {
    await deleteScopedContact(params.tenantUid, params.customerUid, params.customerContactUid);
    return {};
  },
  addCustomerContactExtension: async ({ params, body }) => ({
    body: await setExtension(
      params.tenantUid,
      params.customerUid,
      params.customerContactUid,
      {
        extensionCode: params.customerExtensionCode,
        organizationUid: body.storeUid,
      },
      true,
    ),
  }),
  removeCustomerContactExtension: async ({ params, body }) => {
    const ext = { extensionCode: params.customerExtensionCode, organizationUid: body.storeUid };
    await setExtension(params.tenantUid, params.customerUid, params.customerContactUid, ext, false);
    return {};
  },
});
