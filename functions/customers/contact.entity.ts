import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/**
 * A customer contact (spec 2.7), the head item of its own partition `T#<t>#CONTACT#<cc>`. Its
 * links to customers (contact-link.entity.ts) live in the same partition, so one Query returns
 * the contact and every customer it belongs to.
 *
 * Indexes (shared with the link items, so each Query returns contacts together with their links):
 * - gsi2 `T#<t>#CONTACTS` / `CONTACT#<cc>`: every contact of the tenant (list and fuzzy search).
 * - gsi3 `T#<t>#CONTACT_EMAIL#<lower-case e-mail>`, gsi4 `T#<t>#CONTACT_MOBILE#<E.164>`: exact
 *   look-ups; sparse.
 */
export const ContactEntity = new Entity(
  {
    model: { entity: 'customerContact', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      customerContactUid: { type: 'string', required: true, readOnly: true },
      firstname: { type: 'string', required: true },
      lastname: { type: 'string', required: true },
      email: { type: 'string' },
      mobile: { type: 'string' },
      displayName: { type: 'string', required: true },
      /** Number of customers the contact is linked to. */
      customerCount: { type: 'number', required: true },
      emailKey: { type: 'string', required: true },
      mobileKey: { type: 'string', required: true },
      searchText: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      lastModifiedAt: { type: 'string', required: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: {
          field: 'pk',
          composite: ['tenantUid', 'customerContactUid'],
          template: 'T#${tenantUid}#CONTACT#${customerContactUid}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'CONTACT', casing: 'none' },
      },
      byTenant: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['tenantUid'],
          template: 'T#${tenantUid}#CONTACTS',
          casing: 'none',
        },
        sk: {
          field: 'gsi2sk',
          composite: ['customerContactUid'],
          template: 'CONTACT#${customerContactUid}',
          casing: 'none',
        },
      },
      byEmail: {
        index: 'gsi3',
        condition: (attr) => attr.emailKey !== '',
        pk: {
          field: 'gsi3pk',
          composite: ['tenantUid', 'emailKey'],
          template: 'T#${tenantUid}#CONTACT_EMAIL#${emailKey}',
          casing: 'none',
        },
        sk: {
          field: 'gsi3sk',
          composite: ['customerContactUid'],
          template: 'CONTACT#${customerContactUid}',
          casing: 'none',
        },
      },
      byMobile: {
        index: 'gsi4',
        condition: (attr) => attr.mobileKey !== '',
        pk: {
          field: 'gsi4pk',
          composite: ['tenantUid', 'mobileKey'],
          template: 'T#${tenantUid}#CONTACT_MOBILE#${mobileKey}',
          casing: 'none',
        },
        sk: {
          field: 'gsi4sk',
          composite: ['customerContactUid'],
          template: 'CONTACT#${customerContactUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
