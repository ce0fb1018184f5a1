import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';
import { CONTACTS, LINKS } from '../customers/contact-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { ContactEntity } = await import('#functions/customers/contact.entity.ts');
const { ContactLinkEntity } = await import('#functions/customers/contact-link.entity.ts');
const { CustomerEntity } = await import('#functions/customers/customer.entity.ts');
const { CONTACT_ITEM, CUSTOMER_ITEM, LINK_ITEM } = await import('#functions/customers/customer-items.ts');
const { parseItems } = await import('#shared/db/plain-entity-parse.ts');

// parseItems must pick out of a partition exactly the items each entity's parse picks, and read
// them as it does: the repositories group a contact partition and a customer's gsi1 partition
// with it.

type Item = Record<string, unknown>;

const customer: CustomerRecord = {
  tenantUid: 'T1',
  customerUid: 'cu-acme',
  customerType: 'COMPANY',
  displayName: 'Acme AS',
  companyName: 'Acme AS',
  customerGroupUids: ['g1'],
  ehfEnabled: true,
  metadata: {},
  contactCount: 2,
  createdAt: 'c',
  lastModifiedAt: 'm',
  version: 2,
};
const [contact] = CONTACTS;
const [link, linkWithExtensions] = LINKS;

const items = {
  customer: CustomerEntity.create(customer).params().Item as Item,
  contact: ContactEntity.create(contact!).params().Item as Item,
  link: ContactLinkEntity.create(link!).params().Item as Item,
  linkWithExtensions: ContactLinkEntity.create(linkWithExtensions!).params().Item as Item,
};

/** Variants of an item: what a partition may hold besides the entity's own items as written. */
const variantsOf = (item: Item): Item[] => {
  const { __edb_e__: _e, __edb_v__: _v, ...bare } = item;
  const lower = { ...bare, pk: String(item.pk).toLowerCase(), sk: String(item.sk).toLowerCase() };
  return [
    item,
    { ...item, __edb_v__: '2' },
    { ...item, __edb_e__: 'somethingElse' },
    bare,
    lower,
    { ...bare, sk: `${String(item.sk)}#more` },
    { ...bare, sk: `x${String(item.sk)}` },
    { ...bare, pk: 'T##CONTACT#', sk: 'LINK#' },
    { ...bare, pk: 7, sk: item.sk },
    { ...bare, sk: undefined },
    { ...item, pk: 'T#T1#SOMETHING#1', sk: 'ELSE' },
    { ...item, extra: 'not in the model', email: null },
  ];
};

const ALL = Object.values(items).flatMap(variantsOf);
/** Each entity's parse, plain and through the entity. */
const ENTITIES: [string, (items: Item[]) => object[], (items: Item[]) => unknown][] = [
  ['customer', (i) => parseItems(CUSTOMER_ITEM, i), (i) => CustomerEntity.parse({ Items: i }).data],
  ['contact', (i) => parseItems(CONTACT_ITEM, i), (i) => ContactEntity.parse({ Items: i }).data],
  ['link', (i) => parseItems(LINK_ITEM, i), (i) => ContactLinkEntity.parse({ Items: i }).data],
];

describe('parseItems against the entity’s parse', () => {
  it.each(ENTITIES)('%s: the same records of a mixed partition, in order', (_, plain, entity) => {
    const parsed = plain(ALL);
    expect(parsed).toStrictEqual(entity(ALL));
    expect(parsed.length).toBeGreaterThan(4);
  });

  it.each(ENTITIES)('%s: the same answer for each item alone', (_, plain, entity) => {
    for (const item of ALL) expect(plain([item])).toStrictEqual(entity([item]));
  });

  it('reads back the records written, and keeps items of another version whose keys are the entity’s', () => {
    expect(parseItems(CUSTOMER_ITEM, [items.customer, items.contact, items.link])).toStrictEqual([customer]);
    expect(parseItems(CONTACT_ITEM, [items.link, items.contact])).toStrictEqual([contact]);
    expect(parseItems(LINK_ITEM, [items.contact, items.link, items.linkWithExtensions])).toStrictEqual([
      link,
      linkWithExtensions,
    ]);
    expect(parseItems(CONTACT_ITEM, [{ ...items.contact, __edb_v__: '2' }])).toStrictEqual([contact]);
  });
});
