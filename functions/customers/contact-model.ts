import { ConflictError, NotFoundError } from '#shared/errors.ts';
import {
  type ContactRecord,
  type ContactRole,
  type LinkRecord,
  MAX_CONTACTS_PER_CUSTOMER,
} from './contact.schema.ts';
import { getCustomers } from './customer.repository.ts';
import type { CustomerRecord } from './customer.schema.ts';

/** Helpers shared by the contact use cases: link construction and link-target checks. */

/** A new link of `contact` to `customer`, carrying the copies the link keeps. */
export const newLink = (
  contact: ContactRecord,
  customer: CustomerRecord,
  role: ContactRole,
  now: string,
): LinkRecord => ({
  tenantUid: contact.tenantUid,
  customerContactUid: contact.customerContactUid,
  customerUid: customer.customerUid,
  role,
  extensions: [],
  customerDisplayName: customer.displayName,
  ...contactCopy(contact),
  createdAt: now,
  lastModifiedAt: now,
  version: 1,
});

/** The contact fields a link copies. */
export const contactCopy = (c: ContactRecord) => ({
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email,
  mobile: c.mobile,
  displayName: c.displayName,
  contactCreatedAt: c.createdAt,
  contactLastModifiedAt: c.lastModifiedAt,
});

/** The link rewritten with a change, one version on. */
export const nextLink = (link: LinkRecord, change: Partial<LinkRecord>, now: string): LinkRecord => ({
  ...link,
  ...change,
  lastModifiedAt: now,
  version: link.version + 1,
});

/** Where the i-th requested customerUid sits in the request, e.g. `body.customers.2.customerUid`. */
export type LinkTargetPath = (index: number) => string;

/** The `customers` array of a request body. */
export const bodyCustomerPath: LinkTargetPath = (i) => `body.customers.${i}.customerUid`;

/**
 * Loads the customers a request links to (one BatchGet). Every unknown uid is one 404 entry
 * naming its field (`pathOf(i)`), nothing is written. A customer that already has the maximum
 * number of contacts, or that was erased (GDPR), is a 409. `existing` are customers already linked (no new slot).
 */
export const loadLinkTargets = async (
  tenantUid: string,
  requested: ReadonlyArray<{ customerUid: string }>,
  pathOf: LinkTargetPath,
  existing: ReadonlySet<string> = new Set(),
): Promise<Map<string, CustomerRecord>> => {
  const customers = await getCustomers(
    tenantUid,
    requested.map((r) => r.customerUid),
  );
  const errors = requested.flatMap((r, i) =>
    customers.has(r.customerUid)
      ? []
      : [{ path: pathOf(i), message: `customer '${r.customerUid}' was not found` }],
  );
  if (errors.length > 0) throw new NotFoundError(errors.map((e) => e.message).join('; '), { errors });
  for (const [i, r] of requested.entries()) {
    const customer = customers.get(r.customerUid)!;
    if (customer.erasedAt) {
      throw new ConflictError(`customer '${r.customerUid}' was erased; no contact can be linked to it`, {
        errors: [{ path: pathOf(i), message: 'customer was erased' }],
      });
    }
    if (!existing.has(r.customerUid) && (customer.contactCount ?? 0) >= MAX_CONTACTS_PER_CUSTOMER) {
      throw new ConflictError(
        `customer '${r.customerUid}' already has ${MAX_CONTACTS_PER_CUSTOMER} contacts`,
        {
          errors: [{ path: pathOf(i), message: 'customer has the maximum number of contacts' }],
        },
      );
    }
  }
  return customers;
};

/**
 * A customer's links come from an eventually consistent index, its `contactCount` from a strongly
 * consistent read. When they differ, a link change has not reached the index yet: a write that
 * must cover every link (a rename rewriting their copies, a delete removing them) is refused with
 * a 409 "retry" rather than miss one.
 */
export const assertAllLinksSeen = (customer: CustomerRecord, links: readonly LinkRecord[]): void => {
  if (links.length !== (customer.contactCount ?? 0)) {
    throw new ConflictError(`customer '${customer.customerUid}' is changing its contacts; retry`);
  }
};
