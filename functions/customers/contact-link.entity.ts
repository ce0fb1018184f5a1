import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

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
      tenantUid: readOnlyString,
      customerContactUid: readOnlyString,
      customerUid: readOnlyString,
      role: { type: 'string', required: true },
      extensions: { type: 'any', required: true },
      customerDisplayName: { type: 'string', required: true },
      // Copy of the contact (kept in step by every contact update).
      firstname: { type: 'string', required: true },
      lastname: { type: 'string', required: true },
      email: { type: 'string' },
      mobile: { type: 'string' },
      displayName: { type: 'string', required: true },
      contactCreatedAt: { type: 'string', required: true },
      contactLastModifiedAt: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'customerContactUid'],
          'T#${tenantUid}#CONTACT#${customerContactUid}',
        ),
        sk: templateKey('sk', ['customerUid'], 'LINK#${customerUid}'),
      },
      byCustomer: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid', 'customerUid'], 'T#${tenantUid}#CUSTOMER#${customerUid}'),
        sk: templateKey('gsi1sk', ['customerContactUid'], 'CONTACT#${customerContactUid}'),
      },
    },
  },
  entityConfig(),
);
