import { ServiceUnavailableError, UnprocessableError } from '#shared/errors.ts';
import type { LabelAddress } from './label-model.ts';
import type { ShipmentRequest, ShippingProvider } from './shipping-provider.ts';

/**
 * Bring (Posten Norge) through the Mybring Booking API. The tenant's Mybring user, API key and
 * customer number come from its Secrets Manager secret (carrier-credentials.ts). Bring answers a
 * booking with the consignment and package numbers and a link to the PDF label; it makes no ZPL
 * for this request, so `zpl` is null. The request and response mappings are pure and unit-tested;
 * the HTTP calls cannot be made from here (no Bring account), see the decision record.
 */
export const BRING_BOOKING_URL = 'https://api.bring.com/booking-api/api/booking';

export type BringCredentials = { apiUid: string; apiKey: string; customerNumber: string; clientUrl: string };

const party = (a: LabelAddress & { email: string }, reference: string) => ({
  name: a.companyName || a.displayName,
  addressLine: a.address,
  postalCode: a.postalCode,
  city: a.city,
  countryCode: a.countryCode,
  reference,
  contact: { name: a.displayName, email: a.email, phoneNumber: a.mobile },
});

/** The Booking API request of a shipment (one consignment, a package a parcel). */
export const toBringBooking = (request: ShipmentRequest, credentials: BringCredentials, test = false) => ({
  schemaVersion: 1,
  testIndicator: test,
  consignments: [
    {
      correlationId: request.shipmentUid,
      shippingDateTime: request.shippedAt,
      parties: {
        sender: party(request.sender, `Order ${request.orderNumber}`),
        recipient: party(request.receiver, request.reference),
      },
      product: { id: request.method.carrierProductCode, customerNumber: credentials.customerNumber },
      packages: request.parcels.map((p, i) => ({
        correlationId: `${request.shipmentUid}-${i + 1}`,
        weightInKg: Math.round(p.weightGrams / 10) / 100,
        dimensions: { lengthInCm: p.lengthCm, widthInCm: p.widthCm, heightInCm: p.heightCm },
      })),
    },
  ],
});

type BringConfirmation = {
  consignments?: {
    confirmation?: {
      consignmentNumber?: string;
      links?: { labels?: string };
      packages?: { packageNumber?: string }[];
    };
    errors?: { code?: string; messages?: { message?: string }[] }[];
  }[];
};

/** The consignment number, package numbers and label link of a Booking API answer. */
export const fromBringConfirmation = (answer: BringConfirmation) => {
  const consignment = answer.consignments?.[0];
  const confirmation = consignment?.confirmation;
  if (!confirmation?.consignmentNumber || !confirmation.links?.labels) {
    const messages = (consignment?.errors ?? []).flatMap((e) =>
      (e.messages ?? []).map((m) => m.message ?? e.code),
    );
    throw new UnprocessableError(`Bring refused the booking: ${messages.join('; ') || 'no confirmation'}`);
  }
  return {
    trackingNumber: confirmation.consignmentNumber,
    parcelNumbers: (confirmation.packages ?? []).map((p) => p.packageNumber ?? ''),
    labelUrl: confirmation.links.labels,
  };
};

/** The Mybring request headers of the tenant's credentials. */
export const bringHeaders = (credentials: BringCredentials) => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-Mybring-API-Uid': credentials.apiUid,
  'X-Mybring-API-Key': credentials.apiKey,
  'X-Bring-Client-URL': credentials.clientUrl,
});

const asCredentials = (secret: Record<string, string>): BringCredentials | undefined =>
  secret.apiUid && secret.apiKey && secret.customerNumber
    ? {
        apiUid: secret.apiUid,
        apiKey: secret.apiKey,
        customerNumber: secret.customerNumber,
        clientUrl: secret.clientUrl ?? '',
      }
    : undefined;

export const bringProvider: ShippingProvider = {
  deliveryProviderUid: 'bring',
  name: 'Bring',
  description:
    "Posten Bring parcels booked through the Mybring Booking API with the tenant's own customer number",
  carrier: true,
  methods: [
    {
      deliveryMethodUid: 'bring-pickup-parcel',
      name: 'Pakke til hentested',
      description: 'Parcel to a pick-up point',
      maxParcelWeightGrams: 35_000,
      carrierProductCode: '5800',
    },
    {
      deliveryMethodUid: 'bring-home-delivery',
      name: 'Pakke levert hjem',
      description: 'Parcel delivered to the door',
      maxParcelWeightGrams: 35_000,
      carrierProductCode: '5600',
    },
  ],
  book: async (request, context) => {
    const secret = await context.credentials();
    const credentials = secret && asCredentials(secret);
    if (!credentials)
      throw new UnprocessableError('the tenant has no Bring credentials configured', {
        errors: [
          { path: 'body.deliveryProviderUid', message: 'the tenant has no Bring credentials configured' },
        ],
      });
    const answer = await fetch(BRING_BOOKING_URL, {
      method: 'POST',
      headers: bringHeaders(credentials),
      body: JSON.stringify(toBringBooking(request, credentials)),
      signal: AbortSignal.timeout(10_000),
    });
    if (answer.status >= 500) throw new ServiceUnavailableError(`Bring answered ${answer.status}`);
    const booked = fromBringConfirmation((await answer.json()) as BringConfirmation);
    const label = await fetch(booked.labelUrl, {
      headers: bringHeaders(credentials),
      signal: AbortSignal.timeout(10_000),
    });
    if (!label.ok) throw new ServiceUnavailableError(`Bring's label answered ${label.status}`);
    return { ...booked, pdf: new Uint8Array(await label.arrayBuffer()), zpl: null };
  },
};
