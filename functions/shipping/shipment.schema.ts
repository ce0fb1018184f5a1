import * as z from 'zod/mini';
import { cursorPaging } from '#shared/http/paging.ts';
import { OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { cursorPagedList, DateTime, text, Uid } from '#shared/schema/common.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/** Shipping-label shipments of an order (spec 4.8). Imported by route tables: no config, no SDK. */

export const OrderShipParams = withUids(StoreParams, 'orderUid');

/** Limits that keep a shipment, its labels included, far below DynamoDB's 400 KB item limit. */
export const SHIPMENT_LIMITS = { parcels: 20, lines: 200, pageSize: 20 } as const;

const Centimetres = z._default(z.int().check(z.gte(0), z.lte(400)), 0);

export const ParcelInput = z.object({
  weightGrams: described(z.int().check(z.gte(1), z.lte(1_000_000)), 'Gross weight of the parcel in grams'),
  lengthCm: Centimetres,
  widthCm: Centimetres,
  heightCm: Centimetres,
});

export const CreateShipLabelBody = withMeta(
  z.object({
    deliveryProviderUid: Uid,
    deliveryMethodUid: Uid,
    parcels: z.array(ParcelInput).check(z.minLength(1), z.maxLength(SHIPMENT_LIMITS.parcels)),
    orderItemUids: described(
      z._default(z.array(Uid).check(z.maxLength(SHIPMENT_LIMITS.lines)), []),
      'Lines of the order in this shipment; empty for the whole order',
    ),
    receiver: described(
      z.optional(OrderAddressInput),
      "Overrides members of the order's delivery address (the order's address is the default)",
    ),
    reference: described(z._default(text(100), ''), 'Printed on the label (the customer reference)'),
  }),
  { id: 'CreateShipLabelDelivery' },
);
export type CreateShipLabelInput = z.output<typeof CreateShipLabelBody>;

/** Key paging of an order's shipments (a shipment carries its labels: small pages). */
export const ShipLabelListQuery = cursorPaging(SHIPMENT_LIMITS.pageSize);

export const ParcelResponse = z.object({
  parcelNumber: described(z.string(), 'The parcel number (an SSCC-18 with the local provider)'),
  weightGrams: z.int(),
  lengthCm: z.int(),
  widthCm: z.int(),
  heightCm: z.int(),
});

export const LabelDocuments = z.object({
  pdf: z.object({ contentType: z.literal('application/pdf'), base64: z.string() }),
  zpl: described(
    z.nullable(z.object({ contentType: z.literal('application/zpl'), data: z.string() })),
    'ZPL II for a 4 x 6 inch, 203 dpi label printer; null when the provider makes none',
  ),
});

export const ShipLabelResponse = withMeta(
  z.object({
    shipmentUid: Uid,
    orderUid: Uid,
    storeUid: Uid,
    orderNumber: z.string(),
    deliveryProviderUid: Uid,
    deliveryMethodUid: Uid,
    deliveryMethodName: z.string(),
    trackingNumber: z.string(),
    parcels: z.array(ParcelResponse),
    totalWeightGrams: z.int(),
    orderItemUids: z.array(Uid),
    sender: OrderAddressResponse,
    receiver: OrderAddressResponse,
    reference: z.string(),
    labels: described(
      z.nullable(LabelDocuments),
      "The rendered label documents; null once the order's customer was erased (GDPR): a label prints the receiver, so the erase drops it, and the tracking and parcel numbers stay",
    ),
    createdAt: DateTime,
    createdBy: z.string(),
  }),
  { id: 'ShipLabelDelivery' },
);
export type ShipmentRecord = Omit<z.output<typeof ShipLabelResponse>, 'labels'> & {
  tenantUid: string;
  labelPdf: string;
  labelZpl: string | null;
};

export const ShipLabelPage = cursorPagedList(ShipLabelResponse, 'ShipLabelDeliveryPage');
