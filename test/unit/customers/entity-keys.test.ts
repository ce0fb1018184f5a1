import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The stored key shapes of the customers entities (docs/decisions/customers.md, data model). Stored
 * items must stay readable, and other areas read customers by REFERENCE_KEYS.customer.
 */
let m: {
  customer: typeof import('#functions/customers/customer.entity.ts');
  contact: typeof import('#functions/customers/contact.entity.ts');
  link: typeof import('#functions/customers/contact-link.entity.ts');
  refs: typeof import('#shared/db/references.ts');
};

beforeAll(async () => {
  process.env.TABLE_NAME ??= 'unit';
  m = {
    customer: await import('#functions/customers/customer.entity.ts'),
    contact: await import('#functions/customers/contact.entity.ts'),
    link: await import('#functions/customers/contact-link.entity.ts'),
    refs: await import('#shared/db/references.ts'),
  };
});

const item = { createdAt: 'c', lastModifiedAt: 'c', version: 1 };

/** The secondary-index keys of an item (lists and searches read PostgreSQL, not the table). */
const indexKeys = (put: Record<string, unknown> | undefined) =>
  Object.keys(put ?? {})
    .filter((k) => /^gsi\d/.test(k))
    .sort();

describe('customers entity keys', () => {
  it('keeps the customer main key equal to REFERENCE_KEYS.customer, with gsi1 as its only index', () => {
    const key = m.customer.CustomerEntity.get({ tenantUid: 'T1', customerUid: 'Cu-1' }).params().Key;
    expect(key).toEqual(m.refs.REFERENCE_KEYS.customer('T1', 'Cu-1'));
    const put = m.customer.CustomerEntity.put({
      ...item,
      tenantUid: 'T1',
      customerUid: 'Cu-1',
      customerType: 'PERSON',
      displayName: 'A',
      email: 'a@b.no',
      mobile: '+4791234567',
    }).params().Item;
    expect(put).toMatchObject({
      pk: 'T#T1#CUSTOMER#Cu-1',
      sk: 'CUSTOMER',
      gsi1pk: 'T#T1#CUSTOMER#Cu-1',
      gsi1sk: 'CUSTOMER',
      createdAt: 'c',
      version: 1,
    });
    expect(indexKeys(put)).toEqual(['gsi1pk', 'gsi1sk']);
  });

  it('keeps a contact and its links in the contact partition, only links indexed (under the customer)', () => {
    const contact = m.contact.ContactEntity.put({
      ...item,
      tenantUid: 'T1',
      customerContactUid: 'Cc',
      firstname: 'A',
      lastname: 'B',
      displayName: 'A B',
      email: 'a@b.no',
      customerCount: 0,
    }).params().Item;
    expect(contact).toMatchObject({ pk: 'T#T1#CONTACT#Cc', sk: 'CONTACT' });
    expect(indexKeys(contact)).toEqual([]);
    const link = m.link.ContactLinkEntity.put({
      ...item,
      tenantUid: 'T1',
      customerContactUid: 'Cc',
      customerUid: 'Cu',
      role: 'CONTACT',
      extensions: [],
      customerDisplayName: 'X',
      firstname: 'A',
      lastname: 'B',
      displayName: 'A B',
      contactCreatedAt: 'c',
      contactLastModifiedAt: 'c',
    }).params().Item;
    expect(link).toMatchObject({
      pk: 'T#T1#CONTACT#Cc',
      sk: 'LINK#Cu',
      gsi1pk: 'T#T1#CUSTOMER#Cu',
      gsi1sk: 'CONTACT#Cc',
    });
    expect(indexKeys(link)).toEqual(['gsi1pk', 'gsi1sk']);
  });
});
