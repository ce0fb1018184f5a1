import { performance } from 'node:perf_hooks';
import { localProvider } from '#functions/shipping/local.provider.ts';
import type { ShipmentRequest } from '#functions/shipping/shipping-provider.ts';
import { median, percentile, type Row, type Section } from './report.ts';

/**
 * Label creation with the local provider (docs/decisions/fulfilment-handling-labels.md): the
 * SSCC numbering, the ZPL and the PDF of a shipment, in process (the provider is what a POST
 * .../deliveries/shiplabel spends its own time on; the rest is two reads and one put).
 * Median over 40 runs after 5 warm-up runs, for 1 and for 5 parcels.
 */
const RUNS = 40;
const WARMUP = 5;

const address = {
  displayName: 'Kari Nordmann',
  companyName: '',
  address: 'Storgata 5',
  postalCode: '5003',
  city: 'Bergen',
  countryCode: 'NO',
  mobile: '+4790000000',
  email: 'kari@example.com',
};

const request = (parcels: number): ShipmentRequest => ({
  tenantUid: 'bench',
  shipmentUid: 'shp_bench',
  orderNumber: '100001',
  reference: 'Bench',
  shippedAt: new Date().toISOString(),
  method: localProvider.methods[0]!,
  sender: {
    ...address,
    displayName: 'Nordlys Kaffe Sentrum',
    address: 'Karl Johans gate 1',
    postalCode: '0154',
    city: 'Oslo',
  },
  receiver: address,
  parcels: Array.from({ length: parcels }, () => ({
    weightGrams: 2500,
    lengthCm: 40,
    widthCm: 30,
    heightCm: 20,
  })),
});

const measure = async (parcels: number): Promise<{ ms: number[]; pdfBytes: number }> => {
  let serial = 1;
  const context = {
    reserveSerials: async (count: number) => {
      serial += count;
      return serial - count;
    },
    credentials: async () => undefined,
  };
  const ms: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const booked = await localProvider.book(request(parcels), context);
    if (i >= WARMUP) ms.push(performance.now() - started);
    pdfBytes = booked.pdf.byteLength;
  }
  return { ms, pdfBytes };
};

export const benchLabels = async (): Promise<Section> => {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const parcels of [1, 5]) {
    const { ms, pdfBytes } = await measure(parcels);
    const label = `label creation, local provider, ${parcels} parcel${parcels > 1 ? 's' : ''}`;
    rows.push({ name: `${label}: median`, value: median(ms), unit: 'ms', target: { max: 100 } });
    rows.push({ name: `${label}: p95`, value: percentile(ms, 95), unit: 'ms' });
    notes.push(
      `${parcels} parcel(s): PDF ${Math.round(pdfBytes / 1024)} KB (stored base64 with the shipment)`,
    );
  }
  return { title: `Shipping labels (${RUNS} runs each)`, rows, notes };
};
