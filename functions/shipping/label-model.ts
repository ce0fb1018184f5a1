/** What one parcel label shows, whichever format draws it (label-zpl.ts, label-pdf.ts). */

/** A postal address on a label (the spec 2.5 address members a label prints). */
export type LabelAddress = {
  displayName: string;
  companyName: string;
  address: string;
  postalCode: string;
  city: string;
  countryCode: string;
  mobile: string;
};

export type ParcelLabel = {
  /** The parcel's own number: an SSCC-18 for the local provider. */
  parcelNumber: string;
  /** The barcode data and whether it is GS1-128 (AI 00 before an SSCC). */
  barcode: { data: string; gs1: boolean; text: string };
  index: number;
  count: number;
  weightGrams: number;
};

export type LabelDocument = {
  providerName: string;
  methodName: string;
  trackingNumber: string;
  orderNumber: string;
  reference: string;
  shippedAt: string;
  sender: LabelAddress;
  receiver: LabelAddress;
  parcels: ParcelLabel[];
};

/** The lines of an address, as printed (empty ones left out). */
export const addressLines = (a: LabelAddress): string[] =>
  [
    a.displayName,
    a.companyName && a.companyName !== a.displayName ? a.companyName : '',
    a.address,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.countryCode,
    a.mobile,
  ].filter((line) => line.trim() !== '');

/** Kilograms with one decimal, as a label prints a weight. */
export const kilos = (grams: number): string => `${(grams / 1000).toFixed(1)} kg`;
