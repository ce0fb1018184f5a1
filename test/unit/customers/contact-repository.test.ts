import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRecord, LinkRecord } from '#functions/customers/contact.schema.ts';
import { CONTACTS, LINKS, linkKey } from './contact-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { ContactEntity } = await import('#functions/customers/contact.entity.ts');
const { ContactLinkEntity } = await import('#functions/customers/contact-link.entity.ts');
const repository = await import('#functions/customers/contact.repository.ts');

// The customers function writes contacts and links without ElectroDB: every transaction member
// must be the one ContactEntity and ContactLinkEntity build. The entity's side of each test is
// the repository's code as it was on the entity. Reads: contact-reads.test.ts.

afterEach(() => vi.restoreAllMocks());

const contactKey = (c: ContactRecord) => ({
  tenantUid: c.tenantUid,
  customerContactUid: c.customerContactUid,
});

/** The same input, and its names and values in the same order. */
const expectSameUpdate = (plain: Record<string, unknown>, entity: Record<string, unknown>) => {
  expect(plain).toStrictEqual(entity);
  for (const map of ['ExpressionAttributeNames', 'ExpressionAttributeValues']) {
    expect(Object.keys(plain[map] as object)).toEqual(Object.keys(entity[map] as object));
  }
};

describe('contact writes against ContactEntity', () => {
  it.each(CONTACTS)('create of $customerContactUid: the entity’s Put and not-exists condition', (c) => {
    const put = repository.createContactOp(c).item.Put!;
    const entity = ContactEntity.create(c).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(CONTACTS)('replace of $customerContactUid: the entity’s Put and version condition', (c) => {
    const put = repository.replaceContactOp(c, c.version - 1).item.Put!;
    const entity = ContactEntity.put(c)
      .where(({ version }, { eq }) => eq(version, c.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(CONTACTS)('delete of $customerContactUid: the entity’s Delete at its version', (c) => {
    const entity = ContactEntity.delete(contactKey(c))
      .where(({ version }, { eq }) => eq(version, c.version))
      .params();
    expect(repository.deleteContactOp(c).item.Delete).toStrictEqual(entity);
  });

  it.each([1, -1, 0])('customers moved by %i: the entity’s update of count, version and date', (delta) => {
    const [c] = CONTACTS as [ContactRecord];
    const entity = ContactEntity.update(contactKey(c))
      .add({ customerCount: delta, version: 1 })
      .set({ lastModifiedAt: 'at' })
      .where(({ version }, { eq }) => eq(version, c.version))
      .params();
    expectSameUpdate(repository.touchContactOp(c, delta, 'at').item.Update!, entity);
  });

  it('a link changed in place: the entity’s update of version and date, while the contact exists', () => {
    const entity = ContactEntity.update({ tenantUid: 'T1', customerContactUid: 'cc-kari' })
      .add({ version: 1 })
      .set({ lastModifiedAt: 'at' })
      .where(({ customerContactUid: uid }, { exists }) => exists(uid))
      .params();
    expectSameUpdate(repository.touchContactAtOp('T1', 'cc-kari', 'at').item.Update!, entity);
  });
});

describe('link writes against ContactLinkEntity', () => {
  it.each(LINKS)('create of $customerUid ($role): the entity’s Put, gsi1 keys, not-exists condition', (l) => {
    const put = repository.putLinkOp(l).item.Put!;
    const entity = ContactLinkEntity.create(l).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(LINKS)('replace of $customerUid ($role): the entity’s Put and version condition', (l) => {
    const put = repository.putLinkOp(l, l.version - 1).item.Put!;
    const entity = ContactLinkEntity.put(l)
      .where(({ version }, { eq }) => eq(version, l.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(LINKS)('delete of $customerUid ($role): the entity’s Delete at its version', (l) => {
    const entity = ContactLinkEntity.delete(linkKey(l))
      .where(({ version }, { eq }) => eq(version, l.version))
      .params();
    expect(repository.deleteLinkOp(l).item.Delete).toStrictEqual(entity);
  });

  it.each(LINKS)('rename onto $customerUid: the entity’s patch of customerDisplayName', (l: LinkRecord) => {
    const entity = ContactLinkEntity.patch(linkKey(l)).set({ customerDisplayName: 'Acme Norge AS' }).params();
    expectSameUpdate(repository.renameLinkCustomerOp(l, 'Acme Norge AS').item.Update!, entity);
  });

  it('the transaction members answer the same conflicts as before', () => {
    const [c] = CONTACTS as [ContactRecord];
    const [l] = LINKS as [LinkRecord];
    expect(repository.createContactOp(c).onConditionFailed?.().message).toBe(
      "customer contact 'cc-kari' already exists",
    );
    for (const op of [repository.putLinkOp(l, 1), repository.touchContactAtOp('T1', 'cc-kari', 'at')]) {
      expect(op.onConditionFailed?.()).toMatchObject({ status: 409 });
    }
  });
});

describe('the request ElectroDB refused, the plain call refuses too', () => {
  it('a link without its required extensions is not written', () => {
    const [l] = LINKS as [LinkRecord];
    const broken = { ...l, extensions: undefined } as unknown as LinkRecord;
    expect(() => ContactLinkEntity.create(broken).params()).toThrow();
    expect(() => repository.putLinkOp(broken)).toThrow('customerContactLink item without extensions');
  });
});
