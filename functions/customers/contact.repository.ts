import { onKey, queryAll } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ContactEntity } from './contact.entity.ts';
import type { ContactRecord, LinkRecord } from './contact.schema.ts';
import { ContactLinkEntity } from './contact-link.entity.ts';
import { CustomerEntity } from './customer.entity.ts';
import type { CustomerRecord } from './customer.schema.ts';

/** A contact together with its links (the customers it belongs to). */
export type ContactWithLinks = { contact: ContactRecord; links: LinkRecord[] };

const contactsOf = (items: Record<string, unknown>[]) =>
  ContactEntity.parse({ Items: items }).data as unknown as ContactRecord[];
const linksOf = (items: Record<string, unknown>[]) =>
  ContactLinkEntity.parse({ Items: items }).data as unknown as LinkRecord[];

const group = (items: Record<string, unknown>[]): ContactWithLinks[] => {
  const links = new Map<string, LinkRecord[]>();
  for (const link of linksOf(items)) {
    const list = links.get(link.customerContactUid) ?? [];
    list.push(link);
    links.set(link.customerContactUid, list);
  }
  return contactsOf(items).map((contact) => ({
    contact,
    links: links.get(contact.customerContactUid) ?? [],
  }));
};

/** The contact and its links: one strongly consistent Query on the contact's partition. */
export const getContactWithLinks = async (
  tenantUid: string,
  customerContactUid: string,
): Promise<ContactWithLinks | undefined> => {
  const pk = `T#${tenantUid}#CONTACT#${customerContactUid}`;
  return group(await queryAll(onKey('pk', pk, undefined, true)))[0];
};

/** One link (the customer-scoped contact): one GetItem. */
export const getLink = async (
  tenantUid: string,
  customerContactUid: string,
  customerUid: string,
): Promise<LinkRecord | undefined> => {
  const { data } = await ContactLinkEntity.get({ tenantUid, customerContactUid, customerUid }).go({
    consistent: true,
  });
  return (data ?? undefined) as LinkRecord | undefined;
};

/** The customer and the links of its contacts: one Query on gsi1 (the customer heads it). */
export const getCustomerWithLinks = async (
  tenantUid: string,
  customerUid: string,
): Promise<{ customer: CustomerRecord | undefined; links: LinkRecord[] }> => {
  const items = await queryAll(onKey('gsi1pk', `T#${tenantUid}#CUSTOMER#${customerUid}`, 'gsi1'));
  const customer = CustomerEntity.parse({ Items: items }).data[0] as unknown as CustomerRecord | undefined;
  return { customer, links: linksOf(items) };
};

const changed = (kind: string, uid: string) => () => ConflictError.concurrent(kind, uid);

/** Put of a new contact; a duplicate uid is a 409. */
export const createContactOp = (c: ContactRecord): TransactOp => ({
  item: { Put: ContactEntity.create(c).params() },
  onConditionFailed: () => new ConflictError(`customer contact '${c.customerContactUid}' already exists`),
});

/** Replacement of a contact, conditional on the version that was read. */
export const replaceContactOp = (c: ContactRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ContactEntity.put(c)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: changed('customer contact', c.customerContactUid),
});

export const deleteContactOp = (c: ContactRecord): TransactOp => ({
  item: {
    Delete: ContactEntity.delete({ tenantUid: c.tenantUid, customerContactUid: c.customerContactUid })
      .where(({ version }, { eq }) => eq(version, c.version))
      .params(),
  },
  onConditionFailed: changed('customer contact', c.customerContactUid),
});

/**
 * Writes a link. `expectedVersion` undefined: the link must not exist yet; otherwise it must still
 * be at that version.
 */
export const putLinkOp = (l: LinkRecord, expectedVersion?: number): TransactOp => {
  const put =
    expectedVersion === undefined
      ? ContactLinkEntity.create(l)
      : ContactLinkEntity.put(l).where(({ version }, { eq }) => eq(version, expectedVersion));
  return {
    item: { Put: put.params() },
    onConditionFailed: changed('customer contact', l.customerContactUid),
  };
};

export const deleteLinkOp = (l: LinkRecord): TransactOp => ({
  item: {
    Delete: ContactLinkEntity.delete({
      tenantUid: l.tenantUid,
      customerContactUid: l.customerContactUid,
      customerUid: l.customerUid,
    })
      .where(({ version }, { eq }) => eq(version, l.version))
      .params(),
  },
  onConditionFailed: changed('customer contact', l.customerContactUid),
});

/** Updates only the customer's display name copied onto a link (customer rename). */
export const renameLinkCustomerOp = (l: LinkRecord, customerDisplayName: string): TransactOp => ({
  item: {
    Update: ContactLinkEntity.patch({
      tenantUid: l.tenantUid,
      customerContactUid: l.customerContactUid,
      customerUid: l.customerUid,
    })
      .set({ customerDisplayName })
      .params(),
  },
  onConditionFailed: changed('customer contact', l.customerContactUid),
});

/**
 * Records a change of the contact's customers: customerCount moves by `delta`, version and
 * lastModifiedAt move on; conditional on the version that was read.
 */
export const touchContactOp = (c: ContactRecord, delta: number, at: string): TransactOp => ({
  item: {
    Update: ContactEntity.update({ tenantUid: c.tenantUid, customerContactUid: c.customerContactUid })
      .add({ customerCount: delta, version: 1 })
      .set({ lastModifiedAt: at })
      .where(({ version }, { eq }) => eq(version, c.version))
      .params(),
  },
  onConditionFailed: changed('customer contact', c.customerContactUid),
});

/**
 * Records a change of one of the contact's links that leaves its customers as they are (an
 * extension): version and lastModifiedAt move on, so the contact item changes whenever its entry
 * in the tenant's contact list does. Not conditional on a version (the link's own condition
 * guards the change); the contact must still exist.
 */
export const touchContactAtOp = (tenantUid: string, customerContactUid: string, at: string): TransactOp => ({
  item: {
    Update: ContactEntity.update({ tenantUid, customerContactUid })
      .add({ version: 1 })
      .set({ lastModifiedAt: at })
      .where(({ customerContactUid: uid }, { exists }) => exists(uid))
      .params(),
  },
  onConditionFailed: changed('customer contact', customerContactUid),
});

/** Contacts by uid in one BatchGet. */
export const getContacts = async (
  tenantUid: string,
  customerContactUids: readonly string[],
): Promise<ContactRecord[]> => {
  if (customerContactUids.length === 0) return [];
  const keys = [...new Set(customerContactUids)].map((customerContactUid) => ({
    tenantUid,
    customerContactUid,
  }));
  const { data } = await ContactEntity.get(keys).go({ consistent: true });
  return data as unknown as ContactRecord[];
};
