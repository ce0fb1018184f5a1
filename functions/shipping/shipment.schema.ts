import * as z from 'zod';
import { cursorPaging } from '#shared/http/paging.ts';
import { OrderAddressInput, OrderAddressResponse } from '#shared/schema/address.ts';
import { cursorPagedList, DateTime, text, Uid } from '#shared/schema/common.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';

/** Shipping-label shipments of an order (spec 4.8). Imported by route tables: no config, no SDK. */

export const OrderShipParams = withUids(StoreParams, 'orderUid');

/** Limits that keep a shipment, its labels included, far below DynamoDB's 400 KB item limit. */
export const SHIPMENT_LIMITS = { parcels: 20, lines: 200, pageSize: 20 } as const;

const Centimetres = z.int().min(0).max(400).default(0);

export const ParcelInput = z.object({
  weightGrams: z.int().min(1).max(1_000_000).describe('Gross weight of the parcel in grams'),
  lengthCm: Centimetres,
  widthCm: Centimetres,
  heightCm: Centimetres,
});

export const CreateShipLabelBody = z
  .object({
    deliveryProviderUid: Uid,
    deliveryMethodUid: Uid,
    parcels: z.array(ParcelInput).min(1).max(SHIPMENT_LIMITS.parcels),
    orderItemUids: z
      .array(Uid)
      .max(SHIPMENT_LIMITS.lines)
      .default([])
      .describe('Lines of the order in this shipment; empty for the whole order'),
    receiver: OrderAddressInput.optional().describe(
      "Overrides members of the order's delivery address (the order's address is the default)",
    ),
    reference: text(100).default('').describe('Printed on the label (the customer reference)'),
  })
  .meta({ id: 'CreateShipLabelDelivery' });
export type CreateShipLabelInput = z.output<typeof CreateShipLabelBody>;

/** Key paging of an order's shipments (a shipment carries its labels: small pages). */
export const ShipLabelListQuery = cursorPaging(SHIPMENT_LIMITS.pageSize);

export const ParcelResponse = z.object({
  parcelNumber: z.string().describe('The parcel number (an SSCC-18 with the local provider)'),
  weightGrams: z.int(),
  lengthCm: z.int(),
  widthCm: z.int(),
  heightCm: z.int(),
});

export const LabelDocuments = z.object({
  pdf: z.object({ contentType: z.literal('application/pdf'), base64: z.string() }),
  zpl: z
    .object({ contentType: z.literal('application/zpl'), data: z.string() })
    .nullable()
    .describe('ZPL II for a 4 x 6 inch, 203 dpi label printer; null when the provider makes none'),
});

export const ShipLabelResponse = z
  .object({
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
    labels: LabelDocuments.nullable().describe(
      "The rendered label documents; null once the order's customer was erased (GDPR): a label prints the receiver, so the erase drops it, and the tracking and parcel numbers stay",
    ),
    createdAt: DateTime,
    createdBy: z.string(),
  })
  .meta({ id: 'ShipLabelDelivery' });
export type ShipmentRecord = Omit<z.output<typeof ShipLabelResponse>, 'labels'> & {
  tenantUid: string;
  labelPdf: string;
  labelZpl: string | null;
};

export const ShipLabelPage = cursorPagedList(ShipLabelResponse, 'ShipLabelDeliveryPage');
