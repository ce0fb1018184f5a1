import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';
import { DELIVERY_RECORD_STATES } from './delivery-enums.ts';

/**
 * A delivery of an order, in the order's partition (`T#<t>#ORDER#<o>` / `DELIVERY#<d>`): an
 * order's deliveries are one Query, and the order keeps their summary (order.types.ts) so a new
 * delivery is checked against the others with the order read alone.
 */
export const DeliveryEntity = new Entity(
  {
    model: { entity: 'delivery', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      orderUid: readOnlyString,
      deliveryUid: readOnlyString,
      storeUid: readOnlyString,
      orderNumber: readOnlyString,
      state: { type: DELIVERY_RECORD_STATES, required: true },
      lines: { type: 'any', required: true },
      note: requiredString,
      /** When the goods left; empty until DELIVERED. */
      deliveredAt: requiredString,
      createdBy: readOnlyString,
      lastModifiedBy: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byOrder: {
        pk: templateKey('pk', ['tenantUid', 'orderUid'], 'T#${tenantUid}#ORDER#${orderUid}'),
        sk: templateKey('sk', ['deliveryUid'], 'DELIVERY#${deliveryUid}'),
      },
    },
  },
  entityConfig(),
);
