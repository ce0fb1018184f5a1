import type { ContactRecord, LinkRecord } from '#functions/customers/contact.schema.ts';

/**
 * Contacts and links as the contact use cases build them, for the tests that compare the plain
 * calls with the entities': optional attributes set, unset, and present as undefined (an erased
 * contact's e-mail and mobile).
 */

const AT = '2026-11-25T08:00:00.000Z';

/** Every attribute set. */
const kari: ContactRecord = {
  tenantUid: 'T1',
  customerContactUid: 'cc-kari',
  firstname: 'Kari',
  lastname: 'Nordmann',
  email: 'kari@example.com',
  mobile: '+4791234567',
  displayName: 'Kari Nordmann',
  customerCount: 2,
  createdAt: AT,
  lastModifiedAt: '2026-11-26T09:30:00.000Z',
  version: 4,
};
const { email: _email, mobile: _mobile, ...unreachable } = kari;
/** No e-mail nor mobile, no customers. */
const ola: ContactRecord = {
  ...unreachable,
  customerContactUid: 'cc-ola',
  firstname: 'Ola',
  lastname: '',
  displayName: 'Ola',
  customerCount: 0,
  version: 1,
};
/** Erased: e-mail and mobile present as undefined. */
const erased: ContactRecord = {
  ...kari,
  customerContactUid: 'cc-erased',
  email: undefined,
  mobile: undefined,
};

export const CONTACTS = [kari, ola, erased];

/** A new link of Kari (no extensions). */
const toAcme: LinkRecord = {
  tenantUid: 'T1',
  customerContactUid: 'cc-kari',
  customerUid: 'cu-acme',
  role: 'CONTACT',
  extensions: [],
  customerDisplayName: 'Acme AS',
  firstname: kari.firstname,
  lastname: kari.lastname,
  email: kari.email,
  mobile: kari.mobile,
  displayName: kari.displayName,
  contactCreatedAt: kari.createdAt,
  contactLastModifiedAt: kari.lastModifiedAt,
  createdAt: AT,
  lastModifiedAt: AT,
  version: 1,
};
/** A link with extensions, after changes. */
const toBeta: LinkRecord = {
  ...toAcme,
  customerUid: 'cu-beta',
  role: 'ADMIN',
  extensions: [
    { extensionCode: 'EXT_INVOICE', organizationUid: 's1' },
    { extensionCode: 'EXT_PROFILE_ID', organizationUid: 's2' },
  ],
  customerDisplayName: 'Beta',
  lastModifiedAt: '2026-11-27T11:00:00.000Z',
  version: 3,
};
/** Ola's link: e-mail and mobile present as undefined (the contact's copy). */
const olaToAcme: LinkRecord = {
  ...toAcme,
  customerContactUid: 'cc-ola',
  role: 'INVOICE_RECIPIENT',
  firstname: 'Ola',
  lastname: '',
  email: undefined,
  mobile: undefined,
  displayName: 'Ola',
};

export const LINKS = [toAcme, toBeta, olaToAcme];

export const linkKey = (l: LinkRecord) => ({
  tenantUid: l.tenantUid,
  customerContactUid: l.customerContactUid,
  customerUid: l.customerUid,
});
