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
 * A shipping-label shipment of an order, with its label documents (the PDF as base64, the ZPL as
 * text: a few kB a parcel, at most 20 parcels, far below the 400 KB item limit). One partition
 * an order (`T#<t>#SHIPMENT#<order>`), shipments in creation order (time-ordered uids), so an
 * order's shipments are one Query, key-range paged.
 */
export const ShipmentEntity = new Entity(
  {
    model: { entity: 'shipment', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      orderUid: readOnlyString,
      shipmentUid: readOnlyString,
      storeUid: readOnlyString,
      orderNumber: requiredString,
      deliveryProviderUid: requiredString,
      deliveryMethodUid: requiredString,
      deliveryMethodName: requiredString,
      trackingNumber: requiredString,
      parcels: { type: 'any', required: true },
      totalWeightGrams: { type: 'number', required: true },
      orderItemUids: { type: 'any', required: true },
      sender: { type: 'any', required: true },
      receiver: { type: 'any', required: true },
      reference: { type: 'string', required: true },
      labelPdf: requiredString,
      /** '' when the provider makes no ZPL. */
      labelZpl: { type: 'string', required: true },
      createdBy: requiredString,
      ...auditAttributes,
    },
    indexes: {
      byOrder: {
        pk: templateKey('pk', ['tenantUid', 'orderUid'], 'T#${tenantUid}#SHIPMENT#${orderUid}'),
        sk: templateKey('sk', ['shipmentUid'], 'SHIPMENT#${shipmentUid}'),
      },
    },
  },
  entityConfig(),
);
