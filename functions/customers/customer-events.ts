import type { EventData } from '#events/catalogue.ts';
import { numericId } from '#events/ids.ts';
import type { EventDraft } from '#events/outbox.ts';
import type { CONTACT_CHANGES } from '#events/schemas/customer.schema.ts';
import type { ContactRecord, LinkRecord } from './contact.schema.ts';
import { type CustomerRecord, toCustomerResponse } from './customer.schema.ts';

/**
 * The customer member of a CUSTOMER_* event when the customer record itself was written: the
 * fields of the customer as the API shows it. Typed by the schema so that a misspelt optional
 * member fails here, not only a missing required one.
 */
const snapshot = (c: CustomerRecord): EventData<'CUSTOMER_CREATE'>['customer'] => {
  const { customerType, displayName, firstname, lastname, companyName, email, mobile, externalId, metadata } =
    toCustomerResponse(c);
  const fields = {
    customerType,
    displayName,
    firstname,
    lastname,
    companyName,
    email,
    mobile,
    externalId,
    metadata,
  };
  return { id: numericId(c.customerUid), uid: c.customerUid, ...fields };
};

export const customerCreated = (c: CustomerRecord): EventDraft<'CUSTOMER_CREATE'> => ({
  action: 'CUSTOMER_CREATE',
  tenantUid: c.tenantUid,
  data: { customer: snapshot(c) },
});

export const customerUpdated = (c: CustomerRecord): EventDraft<'CUSTOMER_UPDATE'> => ({
  action: 'CUSTOMER_UPDATE',
  tenantUid: c.tenantUid,
  data: { customer: snapshot(c) },
});

export const customerDeleted = (c: CustomerRecord): EventDraft<'CUSTOMER_DELETE'> => ({
  action: 'CUSTOMER_DELETE',
  tenantUid: c.tenantUid,
  data: { customer: snapshot(c) },
});

export type ContactChange = (typeof CONTACT_CHANGES)[number];

/** CUSTOMER_UPDATE for one customer whose contacts changed (DESIGN section 8). */
export const contactChanged = (
  customer: { tenantUid: string; customerUid: string; displayName: string },
  contact: Pick<ContactRecord | LinkRecord, 'customerContactUid' | 'displayName'>,
  change: ContactChange,
): EventDraft<'CUSTOMER_UPDATE'> => ({
  action: 'CUSTOMER_UPDATE',
  tenantUid: customer.tenantUid,
  data: {
    customer: {
      id: numericId(customer.customerUid),
      uid: customer.customerUid,
      displayName: customer.displayName,
    },
    contact: {
      id: numericId(contact.customerContactUid),
      uid: contact.customerContactUid,
      displayName: contact.displayName,
      change,
    },
  },
});

/** The same, for the customer a link points to. */
export const linkChanged = (link: LinkRecord, change: ContactChange): EventDraft<'CUSTOMER_UPDATE'> =>
  contactChanged(
    { tenantUid: link.tenantUid, customerUid: link.customerUid, displayName: link.customerDisplayName },
    link,
    change,
  );
