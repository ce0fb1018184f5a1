import type { LabelAddress } from './label-model.ts';

/**
 * The one interface behind which every shipping-label provider sits: the built-in `local`
 * provider (local.provider.ts) and carrier adapters (bring.provider.ts). The shipment use case
 * (shipment.service.ts) only sees this.
 */

export type DeliveryMethod = {
  deliveryMethodUid: string;
  name: string;
  description: string;
  /** The heaviest parcel the method takes. */
  maxParcelWeightGrams: number;
  /** The carrier's own code for the method (Bring's product id); '' for the local provider. */
  carrierProductCode: string;
};

export type ParcelRequest = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/** What a provider is asked to book: everything it needs, nothing it has to read itself. */
export type ShipmentRequest = {
  tenantUid: string;
  shipmentUid: string;
  orderNumber: string;
  reference: string;
  shippedAt: string;
  method: DeliveryMethod;
  sender: LabelAddress & { email: string };
  receiver: LabelAddress & { email: string };
  parcels: ParcelRequest[];
};

export type BookedShipment = {
  trackingNumber: string;
  parcelNumbers: string[];
  /** The label documents: a PDF always, ZPL where the provider makes one. */
  pdf: Uint8Array;
  zpl: string | null;
};

/** What a provider may ask of the service while booking. */
export type BookingContext = {
  /** Reserves `count` consecutive serial numbers of the tenant and returns the first. */
  reserveSerials: (count: number) => Promise<number>;
  /** The tenant's credentials for this provider (a Secrets Manager secret), or undefined. */
  credentials: () => Promise<Record<string, string> | undefined>;
};

export type ShippingProvider = {
  deliveryProviderUid: string;
  name: string;
  description: string;
  /** Whether the provider books with a carrier using the tenant's credentials. */
  carrier: boolean;
  methods: readonly DeliveryMethod[];
  book: (request: ShipmentRequest, context: BookingContext) => Promise<BookedShipment>;
};
