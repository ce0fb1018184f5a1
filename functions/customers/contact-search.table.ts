/**
 * The read-model tables of customer contacts and their links to customers, named apart from their
 * projections (contact.projection.ts, contact-link.projection.ts) so that the contact search, the
 * writes (read-your-writes markers) and privacy read them without the projections' migrations,
 * which only the search indexer and migrator bundle.
 */

/** The read-model table of customer contacts. */
export const CONTACTS_TABLE = 'customer_contacts';

/** The read-model table of the links between contacts and customers. */
export const CONTACT_LINKS_TABLE = 'customer_contact_links';
