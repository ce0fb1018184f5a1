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
 * A receivement: what arrived against a purchase order at once. In its order's partition
 * (`T#<t>#PURCHASEORDER#<po>` / `RECEIVEMENT#<r>`), so an order's receivements are one Query;
 * written in the transaction that moves the stock and advances the order. Never changed after.
 */
export const ReceivementEntity = new Entity(
  {
    model: { entity: 'receivement', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      purchaseOrderUid: readOnlyString,
      receivementUid: readOnlyString,
      warehouseUid: readOnlyString,
      supplierOrderReference: requiredString,
      note: requiredString,
      items: { type: 'any', required: true },
      receivedAt: readOnlyString,
      userUid: readOnlyString,
      ...auditAttributes,
    },
    indexes: {
      byOrder: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'purchaseOrderUid'],
          'T#${tenantUid}#PURCHASEORDER#${purchaseOrderUid}',
        ),
        sk: templateKey('sk', ['receivementUid'], 'RECEIVEMENT#${receivementUid}'),
      },
    },
  },
  entityConfig(),
);
