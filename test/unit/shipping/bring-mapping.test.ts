import { describe, expect, it } from 'vitest';
import {
  bringHeaders,
  bringProvider,
  fromBringConfirmation,
  toBringBooking,
} from '#functions/shipping/bring.provider.ts';
import { request } from './shipment-request.ts';

/**
 * The Bring adapter cannot call Bring from here (no Mybring account): its request and response
 * mappings are what is tested; the HTTP exchange itself is two fetches around them.
 */
const credentials = {
  apiUid: 'ops@example.com',
  apiKey: 'k-123',
  customerNumber: 'PARCELS_NORWAY-1000',
  clientUrl: 'https://shop.example',
};

describe('the Bring adapter', () => {
  it('maps a shipment to one Booking API consignment with a package a parcel', () => {
    const shipment = { ...request(2), method: bringProvider.methods[0]! };
    const booking = toBringBooking(shipment, credentials);
    expect(booking).toEqual({
      schemaVersion: 1,
      testIndicator: false,
      consignments: [
        {
          correlationId: 'shp_1',
          shippingDateTime: '2026-11-25T10:00:00.000Z',
          parties: {
            sender: {
              name: 'Nordlys Kaffe Sentrum',
              addressLine: 'Karl Johans gate 1',
              postalCode: '0154',
              city: 'Oslo',
              countryCode: 'NO',
              reference: 'Order 1001',
              contact: { name: 'Nordlys Kaffe Sentrum', email: '', phoneNumber: '' },
            },
            recipient: {
              name: 'Kari Nordmann',
              addressLine: 'Storgata 5',
              postalCode: '5003',
              city: 'Bergen',
              countryCode: 'NO',
              reference: 'Gift ^wrap_~',
              contact: { name: 'Kari Nordmann', email: '', phoneNumber: '+4790000000' },
            },
          },
          product: { id: '5800', customerNumber: 'PARCELS_NORWAY-1000' },
          packages: [
            {
              correlationId: 'shp_1-1',
              weightInKg: 1.5,
              dimensions: { lengthInCm: 30, widthInCm: 20, heightInCm: 10 },
            },
            {
              correlationId: 'shp_1-2',
              weightInKg: 2.5,
              dimensions: { lengthInCm: 30, widthInCm: 20, heightInCm: 10 },
            },
          ],
        },
      ],
    });
  });

  it('sends the Mybring credentials as its headers', () => {
    expect(bringHeaders(credentials)).toMatchObject({
      'X-Mybring-API-Uid': 'ops@example.com',
      'X-Mybring-API-Key': 'k-123',
      'X-Bring-Client-URL': 'https://shop.example',
    });
  });

  it('reads the consignment number, package numbers and label link of a confirmation', () => {
    const answer = {
      consignments: [
        {
          confirmation: {
            consignmentNumber: '70438101015432014',
            links: { labels: 'https://api.bring.com/labels/abc.pdf' },
            packages: [{ packageNumber: '370438101054320146' }, { packageNumber: '370438101054320153' }],
          },
        },
      ],
    };
    expect(fromBringConfirmation(answer)).toEqual({
      trackingNumber: '70438101015432014',
      parcelNumbers: ['370438101054320146', '370438101054320153'],
      labelUrl: 'https://api.bring.com/labels/abc.pdf',
    });
  });

  it("turns Bring's refusal into a 422 with its messages", () => {
    const refusal = {
      consignments: [{ errors: [{ code: 'PARTY-01', messages: [{ message: 'Invalid postal code' }] }] }],
    };
    expect(() => fromBringConfirmation(refusal)).toThrow(/Invalid postal code/);
  });

  it('refuses to book without the tenant credentials, before any call', async () => {
    const context = { reserveSerials: async () => 1, credentials: async () => undefined };
    await expect(
      bringProvider.book({ ...request(1), method: bringProvider.methods[1]! }, context),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ path: 'body.deliveryProviderUid' }],
    });
  });
});
