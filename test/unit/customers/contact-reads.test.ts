import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRecord, LinkRecord } from '#functions/customers/contact.schema.ts';
import type { CustomerRecord } from '#functions/customers/customer.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';
import { CONTACTS, LINKS, linkKey } from './contact-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { onKey, queryAll } = await import('#shared/db/query.ts');
const { ContactEntity } = await import('#functions/customers/contact.entity.ts');
const { ContactLinkEntity } = await import('#functions/customers/contact-link.entity.ts');
const { CustomerEntity } = await import('#functions/customers/customer.entity.ts');
const { getContactWithLinks, getCustomerWithLinks, getLink } = await import(
  '#functions/customers/contact.repository.ts'
);

// The customers function reads contacts, links and a customer's links without ElectroDB: the same
// requests as before and the same records, page for page. The entity's side of each test is the
// repository's code as it was on the entities.

type Item = Record<string, unknown>;

const [kari, ola] = CONTACTS as [ContactRecord, ContactRecord, ContactRecord];
const [toAcme, toBeta, olaToAcme] = LINKS as [LinkRecord, LinkRecord, LinkRecord];
const acme: CustomerRecord = {
  tenantUid: 'T1',
  customerUid: 'cu-acme',
  customerType: 'COMPANY',
  displayName: 'Acme AS',
  companyName: 'Acme AS',
  contactCount: 2,
  createdAt: 'c',
  lastModifiedAt: 'm',
  version: 3,
};

const contactItem = (c: ContactRecord) => ContactEntity.create(c).params().Item as Item;
const linkItem = (l: LinkRecord) => ContactLinkEntity.create(l).params().Item as Item;
const customerItem = (c: CustomerRecord) => CustomerEntity.create(c).params().Item as Item;
/** An item of another kind in the same partition: not a contact's, a link's nor a customer's. */
const foreign = (pk: string): Item => ({
  pk,
  sk: 'NOTE#1',
  __edb_e__: 'note',
  __edb_v__: '1',
  tenantUid: 'T1',
});

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('one link against ContactLinkEntity', () => {
  it.each(LINKS)('get of $customerContactUid -> $customerUid: the entity’s GetItem and record', async (l) => {
    const responses = [{ Item: linkItem(l) }];
    const entity = await capture(
      responses,
      async () => (await ContactLinkEntity.get(linkKey(l)).go({ consistent: true })).data ?? undefined,
    );
    const plain = await capture(responses, () => getLink(l.tenantUid, l.customerContactUid, l.customerUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(l);
  });

  it('undefined for no item and for an item of another entity or version, as the entity answers', async () => {
    for (const response of [
      {},
      { Item: { ...linkItem(toAcme), __edb_e__: 'customerContact' } },
      { Item: { ...linkItem(toAcme), __edb_v__: '2' } },
    ]) {
      const entity = await capture([response], () =>
        ContactLinkEntity.get(linkKey(toAcme)).go({ consistent: true }),
      );
      const plain = await capture([response], () => getLink('T1', 'cc-kari', 'cu-acme'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });
});

describe('a contact partition against the entities’ parse', () => {
  // getContactWithLinks as it was on the entities.
  const entityContactWithLinks = async (tenantUid: string, customerContactUid: string) => {
    const items = await queryAll(
      onKey('pk', `T#${tenantUid}#CONTACT#${customerContactUid}`, undefined, true),
    );
    const links = new Map<string, LinkRecord[]>();
    for (const link of ContactLinkEntity.parse({ Items: items }).data as unknown as LinkRecord[]) {
      links.set(link.customerContactUid, [...(links.get(link.customerContactUid) ?? []), link]);
    }
    return (ContactEntity.parse({ Items: items }).data as unknown as ContactRecord[]).map((contact) => ({
      contact,
      links: links.get(contact.customerContactUid) ?? [],
    }))[0];
  };

  it('the contact and its links over pages, other items left out', async () => {
    const pk = 'T#T1#CONTACT#cc-kari';
    const responses = [
      {
        Items: [contactItem(kari), foreign(pk), linkItem(toAcme)],
        LastEvaluatedKey: { pk, sk: 'LINK#cu-acme' },
      },
      { Items: [], LastEvaluatedKey: { pk, sk: 'LINK#cu-acme' } },
      { Items: [linkItem(toBeta), { ...foreign(pk), sk: 'ZZZ' }] },
    ];
    const entity = await capture(responses, () => entityContactWithLinks('T1', 'cc-kari'));
    const plain = await capture(responses, () => getContactWithLinks('T1', 'cc-kari'));
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual({ contact: kari, links: [toAcme, toBeta] });
  });

  it('items without identifiers or of another version whose keys are the entities’: kept, as parse keeps them', async () => {
    const { __edb_e__: _e, __edb_v__: _v, ...bare } = linkItem(olaToAcme);
    const responses = [{ Items: [{ ...contactItem(ola), __edb_v__: '2' }, bare] }];
    const entity = await capture(responses, () => entityContactWithLinks('T1', 'cc-ola'));
    const plain = await capture(responses, () => getContactWithLinks('T1', 'cc-ola'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual({ contact: ola, links: [olaToAcme] });
  });

  it('undefined for a partition without its contact (links only, or nothing)', async () => {
    for (const Items of [[], [linkItem(toAcme)]]) {
      const entity = await capture([{ Items }], () => entityContactWithLinks('T1', 'cc-kari'));
      const plain = await capture([{ Items }], () => getContactWithLinks('T1', 'cc-kari'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toBeUndefined();
      expect(plain.result).toBeUndefined();
    }
  });
});

describe('a customer’s gsi1 partition against the entities’ parse', () => {
  // getCustomerWithLinks as it was on the entities.
  const entityCustomerWithLinks = async (tenantUid: string, customerUid: string) => {
    const items = await queryAll(onKey('gsi1pk', `T#${tenantUid}#CUSTOMER#${customerUid}`, 'gsi1'));
    const customer = CustomerEntity.parse({ Items: items }).data[0] as unknown as CustomerRecord | undefined;
    return { customer, links: ContactLinkEntity.parse({ Items: items }).data as unknown as LinkRecord[] };
  };

  it.each([
    [
      'the customer and its links over pages',
      [customerItem(acme), linkItem(toAcme)],
      [linkItem(olaToAcme)],
      { customer: acme, links: [toAcme, olaToAcme] },
    ],
    ['links without the customer', [linkItem(toAcme)], [], { customer: undefined, links: [toAcme] }],
    ['nothing', [], [], { customer: undefined, links: [] }],
  ])('%s: the same Query and records', async (_, first, second, expected) => {
    const gsi1pk = 'T#T1#CUSTOMER#cu-acme';
    const responses = [
      { Items: [...first, foreign(gsi1pk)], LastEvaluatedKey: { pk: 'p', sk: 's', gsi1pk, gsi1sk: 'x' } },
      { Items: second },
    ];
    const entity = await capture(responses, () => entityCustomerWithLinks('T1', 'cu-acme'));
    const plain = await capture(responses, () => getCustomerWithLinks('T1', 'cu-acme'));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(expected);
  });
});
