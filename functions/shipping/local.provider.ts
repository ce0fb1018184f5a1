import { importChunk } from '#shared/chunk.ts';
import { sscc } from './check-digit-rules.ts';
import type { LabelDocument } from './label-model.ts';
import { renderZpl } from './label-zpl.ts';
import type { ShippingProvider } from './shipping-provider.ts';

/**
 * The built-in provider: the store delivers itself (own van, courier on account) and prints its
 * labels here. Each parcel gets an SSCC-18 from the tenant's serial counter, printed as GS1-128;
 * the shipment's tracking number is its first parcel's SSCC.
 *
 * LOCAL_GS1_COMPANY_PREFIX is a placeholder prefix in GS1's restricted-circulation range (02x is
 * for in-store numbering), so the numbers never collide with a real company's SSCCs.
 */
export const LOCAL_GS1_COMPANY_PREFIX = '0200000';
const SSCC_EXTENSION = 0;

/** pdf-lib (about 420 KB) is a chunk of its own, loaded when a label is first drawn (shared/chunk.ts). */
const labelPdf = () => importChunk<typeof import('./label-pdf.ts')>(import.meta.dirname, 'label-pdf');

export const localProvider: ShippingProvider = {
  deliveryProviderUid: 'local',
  name: 'Local delivery',
  description: 'Labels printed by the store for its own delivery; SSCC-18 parcel numbers as GS1-128 barcodes',
  carrier: false,
  methods: [
    {
      deliveryMethodUid: 'local-standard',
      name: 'Standard',
      description: 'Delivered by the store within three working days',
      maxParcelWeightGrams: 35_000,
      carrierProductCode: '',
    },
    {
      deliveryMethodUid: 'local-express',
      name: 'Express',
      description: 'Delivered by the store the next working day',
      maxParcelWeightGrams: 20_000,
      carrierProductCode: '',
    },
  ],
  book: async (request, context) => {
    const first = await context.reserveSerials(request.parcels.length);
    const parcelNumbers = request.parcels.map((_, i) =>
      sscc(SSCC_EXTENSION, LOCAL_GS1_COMPANY_PREFIX, first + i),
    );
    const trackingNumber = parcelNumbers[0]!;
    const doc: LabelDocument = {
      providerName: localProvider.name,
      methodName: request.method.name,
      trackingNumber,
      orderNumber: request.orderNumber,
      reference: request.reference,
      shippedAt: request.shippedAt,
      sender: request.sender,
      receiver: request.receiver,
      parcels: request.parcels.map((parcel, i) => ({
        parcelNumber: parcelNumbers[i]!,
        barcode: { data: `00${parcelNumbers[i]}`, gs1: true, text: `(00) ${parcelNumbers[i]}` },
        index: i + 1,
        count: request.parcels.length,
        weightGrams: parcel.weightGrams,
      })),
    };
    return {
      trackingNumber,
      parcelNumbers,
      pdf: await (await labelPdf()).renderPdf(doc),
      zpl: renderZpl(doc),
    };
  },
};
