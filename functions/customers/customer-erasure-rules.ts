import { ERASED_TEXT } from '#shared/schema/erasure.ts';
import type { ContactRecord, LinkRecord } from './contact.schema.ts';
import type { CustomerRecord } from './customer.schema.ts';

/**
 * Pure rules of a GDPR erase of a customer (functions/privacy). The erased customer keeps what
 * bookkeeping and the other records need (uid, type, parent, pricelist, payment terms, credit,
 * groups, default store, country, dates) and loses every field that names, reaches or describes
 * the person: names, company, e-mail, mobile, addresses, VAT number, external and loyalty ids,
 * notes, extensions, consents, EHF details and the account manager.
 */
export const erasedCustomer = (c: CustomerRecord, now: string): CustomerRecord => ({
  tenantUid: c.tenantUid,
  customerUid: c.customerUid,
  customerParentUid: c.customerParentUid,
  customerType: c.customerType,
  displayName: ERASED_TEXT,
  countryCode: c.countryCode,
  pricelistUid: c.pricelistUid,
  origin: c.origin,
  credit: c.credit,
  paymentTerms: c.paymentTerms,
  ehfEnabled: c.ehfEnabled,
  customerGroupUids: c.customerGroupUids,
  defaultStore: c.defaultStore,
  contactCount: c.contactCount,
  erasedAt: now,
  createdAt: c.createdAt,
  lastModifiedAt: now,
  version: c.version + 1,
});

/** A contact with its personal fields erased (one that belongs to the erased customer alone). */
export const erasedContact = (c: ContactRecord, now: string): ContactRecord => ({
  ...c,
  firstname: ERASED_TEXT,
  lastname: '',
  email: undefined,
  mobile: undefined,
  displayName: ERASED_TEXT,
  lastModifiedAt: now,
  version: c.version + 1,
});

/**
 * A link of the erased customer: the customer's name copied onto it is erased, and so is the copy
 * of the contact when the contact is erased too (`contact`, its erased record).
 */
export const erasedLink = (l: LinkRecord, now: string, contact?: ContactRecord): LinkRecord => ({
  ...l,
  customerDisplayName: ERASED_TEXT,
  extensions: [],
  ...(contact
    ? {
        firstname: contact.firstname,
        lastname: contact.lastname,
        email: undefined,
        mobile: undefined,
        displayName: contact.displayName,
        contactLastModifiedAt: now,
      }
    : {}),
  lastModifiedAt: now,
  version: l.version + 1,
});
