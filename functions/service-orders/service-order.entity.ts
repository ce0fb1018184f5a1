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
import { SERVICE_ORDER_STATES } from './service-order-rules.ts';

/**
 * A service order. The main item's key is exactly REFERENCE_KEYS.serviceOrder
 * (shared/db/references.ts): notifications check that one exists with a BatchGet and no import
 * of this file. Items, notes and the state history are stored inside the item (bounded by
 * MAX_ITEMS and MAX_NOTES), so every change is one Put with a version condition.
 *
 * Index: gsi1 `T#<t>#SERVICE_ORDERS#CUSTOMER#<c>` / `<createdAt>#<uid>`: a customer's orders,
 * for the GDPR export and erase. Lists and searches read the read model
 * (service-order.projection.ts).
 */
export const ServiceOrderEntity = new Entity(
  {
    model: { entity: 'serviceOrder', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      serviceOrderUid: readOnlyString,
      storeUid: readOnlyString,
      serviceOrderNumber: readOnlyString,
      serviceOrderSeq: { type: 'number', required: true, readOnly: true },
      state: { type: SERVICE_ORDER_STATES, required: true },
      customerUid: readOnlyString,
      // Nested values are validated by the request schemas; stored as given.
      customer: { type: 'any', required: true },
      items: { type: 'any', required: true },
      problemDescription: requiredString,
      estimate: { type: 'any' },
      notes: { type: 'any', required: true },
      history: { type: 'any', required: true },
      erasedAt: optionalString,
      createdBy: requiredString,
      lastModifiedBy: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'serviceOrderUid'],
          'T#${tenantUid}#SERVICE_ORDER#${serviceOrderUid}',
        ),
        sk: templateKey('sk', [], 'SERVICE_ORDER'),
      },
      byCustomer: {
        index: 'gsi1',
        pk: templateKey(
          'gsi1pk',
          ['tenantUid', 'customerUid'],
          'T#${tenantUid}#SERVICE_ORDERS#CUSTOMER#${customerUid}',
        ),
        sk: templateKey('gsi1sk', ['createdAt', 'serviceOrderUid'], '${createdAt}#${serviceOrderUid}'),
      },
    },
  },
  entityConfig(),
);
