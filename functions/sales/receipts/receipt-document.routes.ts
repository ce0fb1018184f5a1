import * as z from 'zod/mini';
import { defineRoutes } from '#shared/http/route.ts';
import { StoreParams, withUids } from '#shared/schema/params.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

const auth = { permissions: ['SALES_ORDER', 'RETURN_ORDER'] } as const;
const ReceiptParams = withUids(StoreParams, 'receiptUid');
const one = '/tenants/{tenantUid}/stores/{storeUid}/receipts/{receiptUid}';

const EXAMPLE_TEXT =
  'Salgskvittering\n------------------------------------------\nNordlys Kaffe AS\nOrg.nr. 999 999 999 MVA\n...\n';

export const ReceiptDocumentResponse = withMeta(
  z.object({
    orderReceiptUid: z.string(),
    text: described(z.string(), 'The receipt as printed, lines of 42 characters'),
    pdf: described(
      z.optional(z.string()),
      'With `format=pdf`: the same text as a PDF (base64), one roll page in Courier',
    ),
  }),
  { id: 'ReceiptDocument', example: { orderReceiptUid: 'r-1001', text: EXAMPLE_TEXT } },
);

const DocumentQuery = z.object({
  format: described(
    z.optional(z.enum(['text', 'pdf'])),
    'pdf: the answer also carries the receipt as a PDF (`pdf`, base64)',
  ),
});

export const ReceiptCopyResponse = withMeta(
  z.object({
    orderReceiptUid: z.string(),
    transactionNumber: described(z.int(), "The copy's signed transaction at the till"),
    signature: z.string(),
    keyVersion: z.string(),
    text: described(z.string(), 'The receipt marked KOPI'),
  }),
  {
    id: 'ReceiptCopy',
    example: {
      orderReceiptUid: 'r-1001',
      transactionNumber: 7,
      signature: 'W0FnBm3wQ2...==',
      keyVersion: '1',
      text: `KOPI\n${EXAMPLE_TEXT}KOPI\n`,
    },
  },
);

/** The printed receipt and its one copy (kassasystemforskriften §2-6, §2-8-4). */
export const receiptDocumentRoutes = defineRoutes({
  getReceiptDocument: {
    method: 'GET',
    path: `${one}/document`,
    summary: 'The receipt as printed',
    description:
      'Headed "Salgskvittering" (a return: "Returkvittering"; proforma and training receipts: their own heading ' +
      'and "IKKE KVITTERING FOR KJØP"), with company name, organisation number and "MVA", address, date and time, ' +
      'receipt number, cash point, seller, the lines with their VAT rate, the total, VAT per rate and the payments. ' +
      'With `format=pdf` the answer also carries the same text as a PDF (`pdf`, base64, as shipment labels carry theirs), ' +
      'or is the PDF itself when Accept asks for `application/pdf` (or `application/octet-stream`).',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams, query: DocumentQuery },
    success: {
      status: 200,
      description: 'The receipt text',
      schema: ReceiptDocumentResponse,
      // With format=pdf, Accept: application/pdf answers the PDF itself.
      bytes: {
        mediaTypes: ['application/pdf', 'application/octet-stream'],
        of: (d: z.output<typeof ReceiptDocumentResponse>) =>
          d.pdf ? { contentType: 'application/pdf', base64: d.pdf } : undefined,
      },
    },
    responses: { 404: { description: 'No such receipt in the store' } },
  },
  copyReceipt: {
    method: 'POST',
    path: `${one}/copy`,
    summary: 'Print the one copy of a receipt',
    description:
      "A receipt has at most one copy: it is marked KOPI, signed at the receipt's till and journaled (13014). A " +
      'second copy is a 409, as is a copy of a receipt made at no till or of a proforma or training receipt.',
    tags: ['Receipts'],
    auth,
    request: { params: ReceiptParams },
    success: {
      location: `${one}/document`,
      status: 201,
      description: 'The copy',
      schema: ReceiptCopyResponse,
    },
    responses: {
      404: { description: 'No such receipt in the store' },
      409: { description: 'The receipt has been copied, or has no copy (no till, proforma or training)' },
    },
  },
});
