import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '#shared/db/entity-config.ts';

/**
 * The link between a contact and a customer: the contact's role for that customer and its
 * extensions. Stored in the contact's partition (`T#<t>#CONTACT#<cc>` / `LINK#<c>`) and indexed
 * under the customer (gsi1 `T#<t>#CUSTOMER#<c>` / `CONTACT#<cc>`), so "customers of a contact" and
 * "contacts of a customer" are each one Query.
 *
 * The link carries a copy of the contact's fields and of the customer's displayName, so both
 * Queries return complete responses without a second read. Contact updates rewrite the copies in
 * the same transaction; a customer rename rewrites customerDisplayName.
 */
export const ContactLinkEntity = new Entity(
  {
    model: { entity: 'customerContactLink', version: '1', service: SERVICE },
    attributes: {
      tenantUid: { type: 'string', required: true, readOnly: true },
      customerContactUid: { type: 'string', required: true, readOnly: true },
      customerUid: { type: 'string', required: true, readOnly: true },
      role: { type: 'string', required: true },
      extensions: { type: 'any', required: true },
      customerDisplayName: { type: 'string', required: true },
      // Copy of the contact (kept in step by every contact update).
      firstname: { type: 'string', required: true },
      lastname: { type: 'string', required: true },
      email: { type: 'string' },
      mobile: { type: 'string' },
      displayName: { type: 'string', required: true },
      emailKey: { type: 'string', required: true },
      mobileKey: { type: 'string', required: true },
      contactCreatedAt: { type: 'string', required: true },
      contactLastModifiedAt: { type: 'string', required: true },
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
        sk: { field: 'sk', composite: ['customerUid'], template: 'LINK#${customerUid}', casing: 'none' },
      },
      byCustomer: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['tenantUid', 'customerUid'],
          template: 'T#${tenantUid}#CUSTOMER#${customerUid}',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['customerContactUid'],
          template: 'CONTACT#${customerContactUid}',
          casing: 'none',
        },
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
          composite: ['customerContactUid', 'customerUid'],
          template: 'CONTACT#${customerContactUid}#LINK#${customerUid}',
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
          composite: ['customerContactUid', 'customerUid'],
          template: 'CONTACT#${customerContactUid}#LINK#${customerUid}',
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
          composite: ['customerContactUid', 'customerUid'],
          template: 'CONTACT#${customerContactUid}#LINK#${customerUid}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig(),
);
