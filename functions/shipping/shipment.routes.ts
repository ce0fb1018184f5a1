import { defineRoutes } from '#shared/http/route.ts';
import {
  CreateShipLabelBody,
  OrderShipParams,
  ShipLabelListQuery,
  ShipLabelPage,
  ShipLabelResponse,
} from './shipment.schema.ts';

/** The order permissions: whoever may handle an order may ship it. */
const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const tags = ['Shipping labels'] as const;
const path = '/tenants/{tenantUid}/stores/{storeUid}/orders/{orderUid}/deliveries/shiplabel';

/** Shipping-label deliveries of an order (spec 4.8). */
export const shipmentRoutes = defineRoutes({
  createShipLabelDelivery: {
    method: 'POST',
    path,
    summary: 'Book a shipment of an order and make its labels',
    description:
      "Books the parcels with the provider and returns the shipment with its tracking number and labels: a PDF (base64, one 4 x 6 inch page a parcel) and ZPL II (one format a parcel). The sender is the store's address, the receiver the order's address with the members `receiver` gives. The local provider numbers each parcel with an SSCC-18 printed as a GS1-128 barcode. Stock is not moved (that is a delivery).",
    tags,
    auth,
    request: { params: OrderShipParams, body: CreateShipLabelBody },
    success: { status: 201, description: 'The shipment with its labels', schema: ShipLabelResponse },
    responses: {
      404: { description: 'No such order in the store, no store record, or no such provider' },
      409: { description: 'The order is an OFFER: convert it to an ORDER first' },
      422: {
        description:
          'No such method, a parcel over the weight limit, a line not of the order, an address a label cannot be sent to, or a carrier without credentials',
      },
    },
  },
  listShipLabelDeliveries: {
    method: 'GET',
    path,
    summary: "An order's shipping-label deliveries (key-range paged)",
    description: 'In creation order, labels included; pass `paging.next` as `after` for the next page.',
    tags,
    auth,
    request: { params: OrderShipParams, query: ShipLabelListQuery },
    success: { status: 200, description: 'A page of shipments', schema: ShipLabelPage },
    responses: { 404: { description: 'No such order in the store' } },
  },
});
