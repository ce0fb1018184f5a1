import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/**
 * A supplier purchase orders buy from. The main item's key is exactly REFERENCE_KEYS.supplier
 * (shared/db/references.ts), so a purchase order checks its `supplierUid` with one BatchGet. The
 * supplier's partition also holds its purchase-order count (supplier.repository.ts), which keeps a
 * supplier that orders name from being deleted.
 *
 * Index: gsi1 `T#<t>#SUPPLIERS` / `SUPPLIER#<s>`: every supplier of a tenant in one partition. A
 * tenant buys from tens to a few thousand suppliers, so the list and its search are one Query
 * (docs/decisions/purchasing.md).
 */
export const SupplierEntity = new Entity(
  {
    model: { entity: 'supplier', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      supplierUid: readOnlyString,
      name: requiredString,
      supplierCode: requiredString,
      organizationNumber: requiredString,
      contactName: requiredString,
      email: requiredString,
      phone: requiredString,
      /** Spec 2.5 address; its countryCode is always an assigned ISO 3166-1 alpha-2 code. */
      address: { type: 'any', required: true },
      /** The integrator's key-value pairs (shared/schema/metadata.ts); absent when none. */
      metadata: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'supplierUid'], 'T#${tenantUid}#SUPPLIER#${supplierUid}'),
        sk: templateKey('sk', [], 'SUPPLIER'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#SUPPLIERS'),
        sk: templateKey('gsi1sk', ['supplierUid'], 'SUPPLIER#${supplierUid}'),
      },
    },
  },
  entityConfig(),
);
