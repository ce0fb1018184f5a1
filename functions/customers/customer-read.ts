import { ConflictError, NotFoundError } from '#shared/errors.ts';
import type { Versioned } from '#shared/http/conditional.ts';
import { getCustomerWithLinks } from './contact.repository.ts';
import { type LinkRecord, toScopedContact } from './contact.schema.ts';
import { getCustomer } from './customer.repository.ts';
import { type CustomerRecord, type CustomerResponseValue, toCustomerResponse } from './customer.schema.ts';

/**
 * Reading one customer as the API returns it. Read-only and free of request parsing, so other
 * groups (accounting's full customer) import it without the write paths and libphonenumber-js.
 */

export const customerNotFound = (uid: string) => NotFoundError.record('customer', uid, 'params.customerUid');

/** The stored customer; 404 naming `params.customerUid` when absent (also for another tenant's uid). */
export const loadCustomer = async (tenantUid: string, customerUid: string): Promise<CustomerRecord> => {
  const customer = await getCustomer(tenantUid, customerUid);
  if (!customer) throw customerNotFound(customerUid);
  return customer;
};

/** A 409 for a write to an erased customer (GDPR): its record stays erased. */
export const assertNotErased = (customer: CustomerRecord): void => {
  if (customer.erasedAt) {
    throw new ConflictError(
      `customer '${customer.customerUid}' was erased at ${customer.erasedAt}; it cannot change`,
    );
  }
};

/** Customer-scoped contacts in the order a customer shows them (by displayName). */
export const sortedContacts = (links: readonly LinkRecord[]) =>
  links.map(toScopedContact).sort((a, b) => a.displayName.localeCompare(b.displayName));

/** The customer with its contacts; the contacts Query only runs when it has any. */
export const withContacts = async (customer: CustomerRecord): Promise<CustomerResponseValue> => {
  if (!customer.contactCount) return toCustomerResponse(customer);
  const { links } = await getCustomerWithLinks(customer.tenantUid, customer.customerUid);
  return toCustomerResponse(customer, sortedContacts(links));
};

/**
 * GET of a customer with the version its ETag names: a strongly consistent GetItem, plus one
 * Query when it has contacts.
 */
export const readVersionedCustomer = async (
  tenantUid: string,
  customerUid: string,
): Promise<Versioned<CustomerResponseValue>> => {
  const customer = await loadCustomer(tenantUid, customerUid);
  return { body: await withContacts(customer), version: customer.version };
};

/** The customer as GET shows it, without its version. */
export const readCustomer = async (tenantUid: string, customerUid: string): Promise<CustomerResponseValue> =>
  (await readVersionedCustomer(tenantUid, customerUid)).body;
