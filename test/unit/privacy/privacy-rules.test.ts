import { describe, expect, it } from 'vitest';
import type { ContactRecord, LinkRecord } from '#functions/customers/contact.schema.ts';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';
import { erasedContact, erasedCustomer, erasedLink } from '#functions/customers/customer-erasure-rules.ts';
import { personalRecipientsOf } from '#functions/privacy/privacy-rules.ts';
import { ERASED_TEXT, erasedAddress, isErasedAddress } from '#shared/schema/erasure.ts';

const NOW = '2026-11-25T10:00:00.000Z';

const customer: CustomerRecord = {
  tenantUid: 't',
  customerUid: 'c',
  customerType: 'PERSON',
  displayName: 'Kari Nordmann',
  firstname: 'Kari',
  lastname: 'Nordmann',
  email: 'kari@example.com',
  mobile: '+4791234567',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  countryCode: 'NO',
  vatNumber: 'NO123',
  externalId: 'crm-7',
  loyaltyId: 'L-9',
  internalNote: 'Prefers e-mail',
  pricelistUid: 'pl-1',
  paymentTerms: 14,
  addresses: [],
  consents: [],
  customerGroupUids: ['g-1'],
  contactCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('erasure rules', () => {
  it('erases every personal member of an address and keeps the country', () => {
    const out = erasedAddress({ firstname: 'Kari', email: 'k@x.no', displayName: 'Kari', countryCode: 'NO' });
    expect(out).toEqual({ firstname: '', email: '', displayName: ERASED_TEXT, countryCode: 'NO' });
    expect(isErasedAddress(out)).toBe(true);
    expect(isErasedAddress({ firstname: 'Kari' })).toBe(false);
  });

  it('keeps what bookkeeping needs of a customer and nothing that names or reaches the person', () => {
    const out = erasedCustomer(customer, NOW);
    const text = JSON.stringify(out);
    for (const personal of [
      'Kari',
      'Nordmann',
      'kari@',
      '91234567',
      'Storgata',
      'Oslo',
      'NO123',
      'crm-7',
      'L-9',
      'Prefers',
    ])
      expect(text).not.toContain(personal);
    expect(out).toMatchObject({
      customerUid: 'c',
      displayName: ERASED_TEXT,
      countryCode: 'NO',
      pricelistUid: 'pl-1',
      paymentTerms: 14,
      customerGroupUids: ['g-1'],
      erasedAt: NOW,
      version: 4,
      createdAt: customer.createdAt,
    });
  });

  it("erases the customer's name on a link, and the contact's copy only with the contact", () => {
    const contact: ContactRecord = {
      tenantUid: 't',
      customerContactUid: 'cc',
      firstname: 'Per',
      lastname: 'Hansen',
      email: 'per@example.com',
      displayName: 'Per Hansen',
      customerCount: 1,
      createdAt: NOW,
      lastModifiedAt: NOW,
      version: 2,
    };
    const link: LinkRecord = {
      ...contact,
      customerUid: 'c',
      role: 'CONTACT',
      extensions: [],
      customerDisplayName: 'Kari Nordmann',
      contactCreatedAt: NOW,
      contactLastModifiedAt: NOW,
    } as LinkRecord;
    const shared = erasedLink(link, NOW);
    expect(shared).toMatchObject({ customerDisplayName: ERASED_TEXT, firstname: 'Per', version: 3 });
    const own = erasedLink(link, NOW, erasedContact(contact, NOW));
    expect(JSON.stringify(own)).not.toMatch(/Per|Hansen|Kari|per@/);
  });
});

describe('the recipients of a customer', () => {
  it("lists its e-mail, mobile and its addresses' e-mail and phone, once each, without empties", () => {
    const address = (email: string, phone: string) =>
      ({ email, phone, firstname: '', lastname: '' }) as NonNullable<CustomerRecord['addresses']>[number];
    const out = personalRecipientsOf({
      ...customer,
      addresses: [address('kari@example.com', '+4790000000'), address(' work@example.com ', '')],
    });
    expect(out).toEqual(['kari@example.com', '+4791234567', '+4790000000', 'work@example.com']);
  });

  it('has none once the customer is erased', () => {
    expect(personalRecipientsOf(erasedCustomer(customer, NOW))).toEqual([]);
  });
});
