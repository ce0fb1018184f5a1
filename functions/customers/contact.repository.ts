import { createPut, getRecord, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import { parseItems } from '#shared/db/plain-entity-parse.ts';
import { patchInput, updateInput } from '#shared/db/plain-entity-where.ts';
import { onKey, queryAll } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ContactRecord, LinkRecord } from './contact.schema.ts';
import type { CustomerRecord } from './customer.schema.ts';
import { CONTACT_ITEM, CUSTOMER_ITEM, LINK_ITEM } from './customer-items.ts';

/**
 * I/O of contacts and their links. The items are ContactEntity's and ContactLinkEntity's (and
 * CustomerEntity's, which heads its links' gsi1 partition), read and written with plain
 * DocumentClient calls (customer-items.ts) so that the functions that read customers bundle no
 * ElectroDB; test/unit/customers/contact-repository.test.ts compares every call with the
 * entities'.
 */

/** A contact together with its links (the customers it belongs to). */
export type ContactWithLinks = { contact: ContactRecord; links: LinkRecord[] };

const contactsOf = (items: Record<string, unknown>[]) => parseItems(CONTACT_ITEM, items);
const linksOf = (items: Record<string, unknown>[]) => parseItems(LINK_ITEM, items);

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
): Promise<LinkRecord | undefined> => getRecord(LINK_ITEM, { tenantUid, customerContactUid, customerUid });

/** The customer and the links of its contacts: one Query on gsi1 (the customer heads it). */
export const getCustomerWithLinks = async (
  tenantUid: string,
  customerUid: string,
): Promise<{ customer: CustomerRecord | undefined; links: LinkRecord[] }> => {
  const items = await queryAll(onKey('gsi1pk', `T#${tenantUid}#CUSTOMER#${customerUid}`, 'gsi1'));
  return { customer: parseItems(CUSTOMER_ITEM, items)[0], links: linksOf(items) };
};

const changed = (kind: string, uid: string) => () => ConflictError.concurrent(kind, uid);

/** Put of a new contact; a duplicate uid is a 409. */
export const createContactOp = (c: ContactRecord): TransactOp => ({
  item: { Put: createPut(CONTACT_ITEM, c) },
  onConditionFailed: () => new ConflictError(`customer contact '${c.customerContactUid}' already exists`),
});

/** Replacement of a contact, conditional on the version that was read. */
export const replaceContactOp = (c: ContactRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(CONTACT_ITEM, c, expectedVersion) },
  onConditionFailed: changed('customer contact', c.customerContactUid),
});

export const deleteContactOp = (c: ContactRecord): TransactOp => ({
  item: { Delete: versionedDelete(CONTACT_ITEM, c, c.version) },
  onConditionFailed: changed('customer contact', c.customerContactUid),
});

/**
 * Writes a link. `expectedVersion` undefined: the link must not exist yet; otherwise it must still
 * be at that version.
 */
export const putLinkOp = (l: LinkRecord, expectedVersion?: number): TransactOp => ({
  item: {
    Put: expectedVersion === undefined ? createPut(LINK_ITEM, l) : replacePut(LINK_ITEM, l, expectedVersion),
  },
  onConditionFailed: changed('customer contact', l.customerContactUid),
});

export const deleteLinkOp = (l: LinkRecord): TransactOp => ({
  item: { Delete: versionedDelete(LINK_ITEM, l, l.version) },
  onConditionFailed: changed('customer contact', l.customerContactUid),
});

/**
 * Updates only the customer's display name copied onto a link (customer rename): the entity's
 * patch, so the link must still exist.
 */
export const renameLinkCustomerOp = (l: LinkRecord, customerDisplayName: string): TransactOp => ({
  item: { Update: patchInput(LINK_ITEM, l, { set: { customerDisplayName } }) },
  onConditionFailed: changed('customer contact', l.customerContactUid),
});

/**
 * Records a change of the contact's customers: customerCount moves by `delta`, version and
 * lastModifiedAt move on; conditional on the version that was read.
 */
export const touchContactOp = (c: ContactRecord, delta: number, at: string): TransactOp => ({
  item: {
    Update: updateInput(CONTACT_ITEM, c, {
      add: { customerCount: delta, version: 1 },
      set: { lastModifiedAt: at },
      // ContactEntity's `eq(version, c.version)`.
      condition: { expression: '#version = :version0', values: { ':version0': c.version } },
    }),
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
    Update: updateInput(
      CONTACT_ITEM,
      { tenantUid, customerContactUid },
      {
        add: { version: 1 },
        set: { lastModifiedAt: at },
        // ContactEntity's `exists(customerContactUid)`.
        condition: { expression: 'attribute_exists(#customerContactUid)', values: {} },
      },
    ),
  },
  onConditionFailed: changed('customer contact', customerContactUid),
});

/**
 * Contacts by uid in one BatchGet (a customer's contacts: at most MAX_CONTACTS_PER_CUSTOMER).
 * Keys DynamoDB leaves unprocessed are not asked again, as ElectroDB's get did not: such a
 * contact is missing from the answer.
 */
export const getContacts = async (
  tenantUid: string,
  customerContactUids: readonly string[],
): Promise<ContactRecord[]> => {
  if (customerContactUids.length === 0) return [];
  const keys = [...new Set(customerContactUids)].map((customerContactUid) => ({
    tenantUid,
    customerContactUid,
  }));
  // Only contacts live at contact keys; another entity's item would be a null here, as it was.
  return (await batchGetRecords(CONTACT_ITEM, keys)).data as ContactRecord[];
};
