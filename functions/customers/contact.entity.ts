import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

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
      tenantUid: readOnlyString,
      customerContactUid: readOnlyString,
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
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'customerContactUid'],
          'T#${tenantUid}#CONTACT#${customerContactUid}',
        ),
        sk: templateKey('sk', [], 'CONTACT'),
      },
      byTenant: {
        index: 'gsi2',
        pk: templateKey('gsi2pk', ['tenantUid'], 'T#${tenantUid}#CONTACTS'),
        sk: templateKey('gsi2sk', ['customerContactUid'], 'CONTACT#${customerContactUid}'),
      },
      byEmail: {
        index: 'gsi3',
        condition: (attr) => attr.emailKey !== '',
        pk: templateKey('gsi3pk', ['tenantUid', 'emailKey'], 'T#${tenantUid}#CONTACT_EMAIL#${emailKey}'),
        sk: templateKey('gsi3sk', ['customerContactUid'], 'CONTACT#${customerContactUid}'),
      },
      byMobile: {
        index: 'gsi4',
        condition: (attr) => attr.mobileKey !== '',
        pk: templateKey('gsi4pk', ['tenantUid', 'mobileKey'], 'T#${tenantUid}#CONTACT_MOBILE#${mobileKey}'),
        sk: templateKey('gsi4sk', ['customerContactUid'], 'CONTACT#${customerContactUid}'),
      },
    },
  },
  entityConfig(),
);
