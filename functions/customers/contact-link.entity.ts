import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  readOnlyString,
  requiredString,
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
      role: requiredString,
      extensions: { type: 'any', required: true },
      customerDisplayName: requiredString,
      // Copy of the contact (kept in step by every contact update).
      firstname: requiredString,
      lastname: requiredString,
      email: optionalString,
      mobile: optionalString,
      displayName: requiredString,
      contactCreatedAt: requiredString,
      contactLastModifiedAt: requiredString,
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
