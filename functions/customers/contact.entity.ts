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
 * A customer contact (spec 2.7), the head item of its own partition `T#<t>#CONTACT#<cc>`. Its
 * links to customers (contact-link.entity.ts) live in the same partition, so one Query returns
 * the contact and every customer it belongs to. No secondary index: the tenant's contact list
 * and search read the PostgreSQL read model (contact.projection.ts).
 */
export const ContactEntity = new Entity(
  {
    model: { entity: 'customerContact', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      customerContactUid: readOnlyString,
      firstname: requiredString,
      lastname: requiredString,
      email: optionalString,
      mobile: optionalString,
      displayName: requiredString,
      /** Number of customers the contact is linked to. */
      customerCount: { type: 'number', required: true },
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
    },
  },
  entityConfig(),
);
