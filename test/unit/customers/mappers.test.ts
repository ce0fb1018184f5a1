import { describe, expect, it } from 'vitest';
import { ContactResponse, toContactResponse, toScopedContact } from '#functions/customers/contact.schema.ts';
import {
  CustomerResponse,
  CustomerScopedContact,
  toCustomerResponse,
} from '#functions/customers/customer.schema.ts';

const at = '2026-01-01T00:00:00.000Z';
const later = '2026-01-02T00:00:00.000Z';
const customer = {
  tenantUid: 't',
  customerUid: 'c1',
  customerType: 'PERSON' as const,
  displayName: 'Kari',
  firstname: 'Kari',
  createdAt: at,
  lastModifiedAt: at,
  version: 1,
};
const link = {
  tenantUid: 't',
  customerContactUid: 'cc1',
  customerUid: 'c1',
  role: 'ADMIN' as const,
  extensions: [{ extensionCode: 'EXT_INVOICE' as const, organizationUid: 's1' }],
  customerDisplayName: 'Kari',
  firstname: 'Per',
  lastname: 'Hansen',
  displayName: 'Per Hansen',
  contactCreatedAt: at,
  contactLastModifiedAt: at,
  createdAt: at,
  lastModifiedAt: later,
  version: 2,
};

describe('customer mappers', () => {
  it('maps a minimal record to a valid spec 2.8 customer object', () => {
    const body = toCustomerResponse(customer);
    expect(CustomerResponse.safeParse(body).error).toBeUndefined();
    expect(body).toMatchObject({
      email: '',
      addresses: [],
      contacts: [],
      paymentTerms: 0,
      ehfEnabled: false,
    });
    expect(body).not.toHaveProperty('credit');
  });

  it('embeds customer-scoped contacts; their lastModifiedAt covers link changes', () => {
    const contact = toScopedContact(link);
    expect(CustomerScopedContact.safeParse(contact).error).toBeUndefined();
    expect(contact).toMatchObject({ role: 'ADMIN', email: '', lastModifiedAt: later, createdAt: at });
    expect(toCustomerResponse(customer, [contact]).contacts).toEqual([contact]);
  });

  it('maps a tenant-level contact with its customers', () => {
    const contact = {
      tenantUid: 't',
      customerContactUid: 'cc1',
      firstname: 'Per',
      lastname: 'Hansen',
      displayName: 'Per Hansen',
      customerCount: 1,
      createdAt: at,
      lastModifiedAt: at,
      version: 1,
    };
    const body = toContactResponse(contact, [link]);
    expect(ContactResponse.safeParse(body).error).toBeUndefined();
    expect(body.customers).toEqual([
      { customerUid: 'c1', displayName: 'Kari', role: 'ADMIN', extensions: link.extensions },
    ]);
    expect(body.lastModifiedAt).toBe(later);
  });
});
