import * as z from 'zod/mini';
import { KEY_PAGING_NOTE } from '#shared/http/key-paging.ts';
import { cursorPaging } from '#shared/http/paging.ts';
import type { BytesOffer } from '#shared/http/raw-bytes.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { cursorPagedList, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { TILL_OPERATE, TILL_READ, TillParams, TILLS_TAG as tags } from './till.routes.ts';
import { REPORT_FORMATS, type ReportFormat, TillReport, TillReportDocument } from './till-report.schema.ts';

const one = '/tenants/{tenantUid}/stores/{storeUid}/tills/{tillUid}';

const ReportParams = z.extend(TillParams, {
  reportNumber: z.coerce
    .number({ error: 'must be an integer' })
    .check(
      z.int('must be an integer'),
      z.gte(1, 'must be at least 1'),
      z.lte(1_000_000_000, 'must be at most 1000000000'),
    ),
});

const RunXReportBody = withMeta(
  z.object({
    tenantUserUid: described(
      z.optional(Uid),
      'The user who runs the report (a tenant user); default: the caller',
    ),
  }),
  { id: 'RunXReport', example: { tenantUserUid: 'u-kari' } },
);

const DocumentQuery = z.object({
  format: described(
    z._default(z.enum(Object.keys(REPORT_FORMATS) as [ReportFormat, ...ReportFormat[]]), 'text'),
    'text (lines of 42 characters), pdf (A4) or escpos (bytes for a receipt printer)',
  ),
});

const ZReportPage = cursorPagedList(TillReport, 'TillReportPage');

const CONTENTS =
  "Contents of kassasystemforskriften §2-8-2: company name and organisation number, date and time, cash point, report type and number, sales per product group, per payment method and per user, VAT per rate, the opening float, the numbers of sales receipts, drawer openings without a sale (journal 13005) and price changes (13021), copies, proforma, training and return receipts, discounts and voids (count and amount), and the grand totals of sales and returns since the cash point's first report.";

const DOCUMENT =
  'The report as printed, headed "X-rapport" or "Z-rapport": `format=text` answers the text, `pdf` a PDF and `escpos` ESC/POS bytes (code page WPC1252), both base64 in `base64`, or as the bytes themselves when Accept asks for `application/pdf`, `application/vnd.escpos` (the format\'s own type) or `application/octet-stream`.';

/** A PDF or ESC/POS report as bytes when Accept asks (the text has none). */
const PRINTED_BYTES: BytesOffer = {
  mediaTypes: ['application/pdf', 'application/vnd.escpos', 'application/octet-stream'],
  of: (d: z.output<typeof TillReportDocument>) =>
    d.base64 ? { contentType: d.contentType, base64: d.base64 } : undefined,
};

/**
 * The read of a numbered report and its printed document: the X and the Z routes differ only in
 * the kind (path, names, wording), so both are declared here once.
 */
const reportReads = <K extends 'X' | 'Z'>(kind: K, named: string, description: string) => {
  const path = `${one}/${kind === 'X' ? 'x' : 'z'}-reports/{reportNumber}` as const;
  const responses = {
    404: { description: `No such till in this store, or no ${kind} report of this number` },
  };
  const read = {
    method: 'GET',
    path,
    summary: `${named} of the till`,
    description,
    tags,
    auth: TILL_READ,
    request: { params: ReportParams },
    success: { status: 200, description: `The ${kind} report`, schema: TillReport },
    responses,
  } as const;
  const document = {
    method: 'GET',
    path: `${path}/document`,
    summary: `${named} as printed`,
    description: DOCUMENT,
    tags,
    auth: TILL_READ,
    request: { params: ReportParams, query: DocumentQuery },
    success: {
      status: 200,
      description: 'The printed report',
      schema: TillReportDocument,
      bytes: PRINTED_BYTES,
    },
    responses,
  } as const;
  return (
    kind === 'X'
      ? { getXReport: read, getXReportDocument: document }
      : { getZReport: read, getZReportDocument: document }
  ) as K extends 'X'
    ? { getXReport: typeof read; getXReportDocument: typeof document }
    : { getZReport: typeof read; getZReportDocument: typeof document };
};

/** X and Z reports of a till (kassasystemforskriften §2-8-2). */
export const tillReportRoutes = defineRoutes({
  runXReport: {
    method: 'POST',
    path: `${one}/x-reports`,
    summary: 'Run an X report of the open till',
    description: `A reading of the open session that resets nothing: the sums so far, numbered in the till's X sequence and journaled (13008). ${CONTENTS} The grand totals include the session so far. The till must be open (409).`,
    tags,
    auth: TILL_OPERATE,
    request: { params: TillParams, body: RunXReportBody },
    success: {
      status: 201,
      location: `${one}/x-reports/{reportNumber}`,
      description: 'The X report',
      schema: TillReport,
    },
    responses: {
      404: { description: 'No such till in this store, or no such user' },
      409: { description: 'The till is not open' },
    },
  },
  ...reportReads('X', 'An X report', 'The X report as it was run.'),
  listZReports: {
    method: 'GET',
    path: `${one}/z-reports`,
    summary: "The till's Z reports",
    description: `One per close, numbered 1, 2, ... without gaps per till; newest first. ${CONTENTS} ${KEY_PAGING_NOTE}`,
    tags,
    auth: TILL_READ,
    request: { params: TillParams, query: cursorPaging(100) },
    success: { status: 200, description: 'A page of Z reports', schema: ZReportPage },
    responses: { 404: { description: 'No such till in this store' } },
  },
  ...reportReads('Z', 'A Z report', 'The Z report made by a close (the close answers its `zReportNumber`).'),
});
