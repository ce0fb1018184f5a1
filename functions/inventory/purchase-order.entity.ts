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
import { PURCHASE_ORDER_STATES, PURCHASE_ORDER_TYPES } from './purchase-order-rules.ts';

/**
 * A purchase order (`T#<t>#PURCHASEORDER#<po>` / `PURCHASEORDER`). Its items are stored inside
 * the item (at most 90), so a receivement changes the lines and the state with one version
 * condition. gsi1 `T#<t>#PURCHASEORDERS` / `<createdAt>#<po>` lists a tenant's orders newest first;
 * gsi2 `T#<t>#PURCHASEORDERCHANGES` / `<lastModifiedAt>#<po>` their changes since a time.
 * The receivements share the order's partition (receivement.entity.ts).
 */
export const PurchaseOrderEntity = new Entity(
  {
    model: { entity: 'purchaseOrder', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      purchaseOrderUid: readOnlyString,
      type: { type: PURCHASE_ORDER_TYPES, required: true, readOnly: true },
      purchaseOrderNumber: requiredString,
      state: { type: PURCHASE_ORDER_STATES, required: true },
      /** Where the goods arrive. */
      warehouseUid: requiredString,
      /** INTERNAL_PURCHASE_ORDER: the warehouse the goods leave. */
      sourceWarehouseUid: optionalString,
      /** PURCHASE_ORDER: the supplier (supplier.entity.ts), checked when the order names it. */
      supplierUid: optionalString,
      /**
       * Whether the supplier's purchase-order count includes this order (supplier.repository.ts).
       * Orders from before suppliers were checked named free references and were never counted.
       */
      supplierCounted: { type: 'boolean' },
      supplierOrderReference: requiredString,
      externalId: requiredString,
      note: requiredString,
      expectedDeliveryDate: optionalString,
      allowOverReceipt: { type: 'boolean', required: true },
      items: { type: 'any', required: true },
      sentAt: optionalString,
      receivedAt: optionalString,
      cancelledAt: optionalString,
      createdBy: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byUid: {
        pk: templateKey(
          'pk',
          ['tenantUid', 'purchaseOrderUid'],
          'T#${tenantUid}#PURCHASEORDER#${purchaseOrderUid}',
        ),
        sk: templateKey('sk', [], 'PURCHASEORDER'),
      },
      byTenant: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#PURCHASEORDERS'),
        sk: templateKey('gsi1sk', ['createdAt', 'purchaseOrderUid'], '${createdAt}#${purchaseOrderUid}'),
      },
      // Changes since (shared/db/changes-index.ts): the tenant's orders by lastModifiedAt.
      byChange: {
        index: 'gsi2',
        pk: templateKey('gsi2pk', ['tenantUid'], 'T#${tenantUid}#PURCHASEORDERCHANGES'),
        sk: templateKey(
          'gsi2sk',
          ['lastModifiedAt', 'purchaseOrderUid'],
          '${lastModifiedAt}#${purchaseOrderUid}',
        ),
      },
    },
  },
  entityConfig(),
);
