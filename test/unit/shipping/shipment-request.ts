import { localProvider } from '#functions/shipping/local.provider.ts';
import type { ShipmentRequest } from '#functions/shipping/shipping-provider.ts';

const address = (over: Partial<ShipmentRequest['receiver']>) => ({
  displayName: '',
  companyName: '',
  address: '',
  postalCode: '',
  city: '',
  countryCode: 'NO',
  mobile: '',
  email: '',
  ...over,
});

/** A shipment of `parcels` parcels from a store in Oslo to a customer in Bergen. */
export const request = (parcels = 2): ShipmentRequest => ({
  tenantUid: 't-1',
  shipmentUid: 'shp_1',
  orderNumber: '1001',
  reference: 'Gift ^wrap_~',
  shippedAt: '2026-11-25T10:00:00.000Z',
  method: localProvider.methods[0]!,
  sender: address({
    displayName: 'Nordlys Kaffe Sentrum',
    address: 'Karl Johans gate 1',
    postalCode: '0154',
    city: 'Oslo',
  }),
  receiver: address({
    displayName: 'Kari Nordmann',
    address: 'Storgata 5',
    postalCode: '5003',
    city: 'Bergen',
    mobile: '+4790000000',
  }),
  parcels: Array.from({ length: parcels }, (_, i) => ({
    weightGrams: 1500 + i * 1000,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
  })),
});
