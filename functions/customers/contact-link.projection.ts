import { COMMON_COLUMNS_DDL } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { CONTACT_LINKS_TABLE } from './contact-search.table.ts';

/**
 * What a link item carries beyond what the contact list shows of it: the copy of the contact's
 * fields (the contact row has them) and the attributes of the table's former search indexes.
 */
const NOT_LISTED = [
  'firstname',
  'lastname',
  'email',
  'mobile',
  'displayName',
  'contactCreatedAt',
  'contactLastModifiedAt',
  'emailKey',
  'mobileKey',
];

/** The row uid of a link: a contact has at most one link per customer ("#" is not a uid character). */
export const linkRowUid = (customerContactUid: string, customerUid: string) =>
  `${customerContactUid}#${customerUid}`;

/**
 * Links in the read model: one row per link item, its `doc` carrying what the tenant-level
 * contact list shows of it (role, extensions, the customer's displayName as copied onto the link). A link is
 * its own row because it changes on its own (role, extensions, a customer rename); each row keeps
 * its own version order, so the contact and its links never depend on the order their stream
 * records arrive in. No markers: every link change also writes its contact item (with the
 * contact's marker), and customer renames and deletes are read from the customers table.
 */
export const contactLinkProjection: Projection = {
  table: CONTACT_LINKS_TABLE,
  entities: ['customerContactLink'],
  key: (item) =>
    typeof item.tenantUid === 'string' &&
    typeof item.customerContactUid === 'string' &&
    typeof item.customerUid === 'string'
      ? { tenantUid: item.tenantUid, uid: linkRowUid(item.customerContactUid, item.customerUid) }
      : undefined,
  columns: { contact_uid: 'text', customer_uid: 'text', doc: 'jsonb' },
  row: (item) => ({
    contact_uid: textOf(item.customerContactUid),
    customer_uid: textOf(item.customerUid),
    doc: recordOf(item, NOT_LISTED),
  }),
  migrations: [
    {
      id: 'customer-contact-links-001-table',
      statements: [
        `CREATE TABLE customer_contact_links (${COMMON_COLUMNS_DDL},
          contact_uid text NOT NULL,
          customer_uid text NOT NULL,
          doc jsonb NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        'CREATE INDEX customer_contact_links_contact ON customer_contact_links (tenant_uid, contact_uid) WHERE NOT deleted',
        'CREATE INDEX customer_contact_links_customer ON customer_contact_links (tenant_uid, customer_uid) WHERE NOT deleted',
        ...tenantWall(CONTACT_LINKS_TABLE),
      ],
    },
  ],
};
