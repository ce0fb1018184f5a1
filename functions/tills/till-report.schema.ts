import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * X and Z reports of a till (kassasystemforskriften §2-8-2): what a report holds, its printed
 * documents, and the till's report counter as stored (docs/decisions/till-reports.md).
 */

export const REPORT_TYPES = ['X', 'Z'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The formats of a report's printed document: text, a PDF, or ESC/POS bytes for a receipt printer. */
export const REPORT_FORMATS = {
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  escpos: 'application/vnd.escpos',
} as const;
export type ReportFormat = keyof typeof REPORT_FORMATS;

const Tally = z.object({ count: z.int(), amount: described(z.int(), 'Minor units, VAT included') });
export type TallyValue = z.infer<typeof Tally>;

const reportExample = {
  reportType: 'Z',
  reportNumber: 12,
  storeUid: 'store-oslo',
  tillUid: 'till-1',
  tillName: 'Kasse 1',
  tillNumber: 1,
  sessionUid: '6f1c2a8e-0b7d-4d49-9c55-1f7a1d7c2b10',
  companyName: 'Nordlys Kaffe AS',
  organisationNumber: 'NO 999 999 999 MVA',
  openedAt: '2026-11-27T07:00:00.000Z',
  createdAt: '2026-11-27T17:05:00.000Z',
  createdBy: { tenantUserUid: 'u-kari', displayName: 'Kari Nordmann' },
  openingFloat: 100000,
  sales: 124750,
  articleGroups: [{ productGroupUid: 'pg-coffee', name: 'Kaffe', quantity: 25, amount: 124750 }],
  paymentMethods: [{ settlementCode: 'CASH', settlementName: 'Kontant', count: 18, amount: 124750 }],
  operators: [{ tenantUserUid: 'u-kari', displayName: 'Kari Nordmann', receipts: 19, amount: 124750 }],
  vat: [{ vatCodeUid: 'vat-25', vatRate: 2500, gross: 124750, net: 99800, vat: 24950 }],
  receipts: 19,
  drawerOpenings: 2,
  priceChanges: 0,
  copies: { count: 1, amount: 4990 },
  proforma: { count: 1, amount: 20000 },
  training: { count: 0, amount: 0 },
  returns: { count: 1, amount: 4990 },
  discounts: { count: 3, amount: 1500 },
  voids: { count: 1, amount: 7500 },
  grandTotals: { sales: 5120000, returns: 48000, net: 5072000 },
};

/** An X or Z report with the contents of §2-8-2. Amounts in minor units, VAT included unless named net. */
export const TillReport = withMeta(
  z.object({
    reportType: described(z.enum(REPORT_TYPES), 'X: a reading during the day, no reset; Z: the close'),
    reportNumber: described(
      z.int(),
      "The report's number in its type's sequence at the till (1, 2, ... no gaps)",
    ),
    storeUid: z.string(),
    tillUid: described(z.string(), 'The cash point'),
    tillName: z.string(),
    tillNumber: z.int(),
    sessionUid: z.string(),
    companyName: z.string(),
    organisationNumber: z.string(),
    openedAt: described(DateTime, 'When the session the report covers opened'),
    createdAt: DateTime,
    createdBy: z.object({ tenantUserUid: z.string(), displayName: z.string() }),
    openingFloat: described(z.int(), 'Cash in the drawer at the opening'),
    sales: described(z.int(), 'Sales less returns, voided receipts taken out'),
    articleGroups: described(
      z.array(
        z.object({ productGroupUid: z.string(), name: z.string(), quantity: z.number(), amount: z.int() }),
      ),
      "Sales per product group ('' for products in none)",
    ),
    paymentMethods: described(
      z.array(
        z.object({ settlementCode: z.string(), settlementName: z.string(), count: z.int(), amount: z.int() }),
      ),
      'Payments taken at the till per payment method',
    ),
    operators: described(
      z.array(
        z.object({ tenantUserUid: z.string(), displayName: z.string(), receipts: z.int(), amount: z.int() }),
      ),
      'Sales per user who made the receipts',
    ),
    vat: described(
      z.array(
        z.object({
          vatCodeUid: z.string(),
          vatRate: described(z.int(), 'Basis points: 2500 = 25 %'),
          gross: z.int(),
          net: z.int(),
          vat: z.int(),
        }),
      ),
      'VAT per VAT code and rate of the sales',
    ),
    receipts: described(z.int(), 'Sales and return receipts'),
    drawerOpenings: described(z.int(), 'Drawer openings without a sale (journal 13005)'),
    priceChanges: described(z.int(), 'Price changes reported to the journal (13021)'),
    copies: Tally,
    proforma: Tally,
    training: Tally,
    returns: Tally,
    discounts: described(Tally, 'Lines with a discount, and the discount'),
    voids: described(Tally, 'Cancelled receipts'),
    grandTotals: described(
      z.object({ sales: z.int(), returns: z.int(), net: z.int() }),
      "Cumulative since the cash point's first report, this one included",
    ),
  }),
  { id: 'TillReport', example: reportExample },
);
export type TillReportValue = z.infer<typeof TillReport>;

/** A report's printed document. */
export const TillReportDocument = withMeta(
  z.object({
    reportType: z.enum(REPORT_TYPES),
    reportNumber: z.int(),
    format: z.enum(Object.keys(REPORT_FORMATS) as [ReportFormat, ...ReportFormat[]]),
    contentType: z.string(),
    text: described(z.optional(z.string()), 'format text: the report as printed, lines of 42 characters'),
    base64: described(z.optional(z.string()), 'format pdf or escpos: the document, base64'),
  }),
  {
    id: 'TillReportDocument',
    example: {
      reportType: 'Z',
      reportNumber: 12,
      format: 'escpos',
      contentType: 'application/vnd.escpos',
      base64: 'G0AbdBAbYQEbRQFaLXJhcHBvcnQK',
    },
  },
);

/**
 * The till's report counter (`T#<t>#TILL#<till>` / `REPORTS`): the last X and Z numbers and the
 * grand totals; every report moves it under a condition on the version read.
 */
export type ReportCounter = {
  xReportNumber: number;
  zReportNumber: number;
  grandTotalSales: number;
  grandTotalReturns: number;
  version: number;
};

export const NO_COUNTER: ReportCounter = {
  xReportNumber: 0,
  zReportNumber: 0,
  grandTotalSales: 0,
  grandTotalReturns: 0,
  version: 0,
};
