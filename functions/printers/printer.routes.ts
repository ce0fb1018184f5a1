import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { PrintJobResponse } from './print-job.schema.ts';
import {
  CreatePrinterBody,
  PrinterResponse,
  SearchPrintersBody,
  SearchPrintersQuery,
  UpdatePrinterBody,
} from './printer.schema.ts';

/** Reads and test pages: any token of the tenant. Writes: Tenant.Admin or BACKOFFICE (like stores). */
export const PRINTER_READ: RouteAuth = { access: 'STORE' };
export const PRINTER_WRITE: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Printers'] as const;
const base = '/tenants/{tenantUid}/printers';
const one = `${base}/{printerUid}`;
const PrinterParams = withUids(TenantParams, 'printerUid');
const etag = { ETag: 'Printer version, for If-Match' };

/** Printers of the stores (issue 18; spec 4.8 names search and test). */
export const printerRoutes = defineRoutes({
  createPrinter: {
    method: 'POST',
    path: base,
    summary: 'Register a printer of a store',
    description:
      'The store must exist (404 naming body.storeUid). `language` must suit `type`: RECEIPT speaks ESCPOS or PDF, LABEL ZPL or PDF, A4 PDF (422). Paper settings default per type (80 mm roll; 102 x 152 mm label; A4). `connection` tells the store device how to reach the printer; the service never connects to it.',
    tags,
    auth: PRINTER_WRITE,
    request: { params: TenantParams, body: CreatePrinterBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/printers/{printerUid}',
      description: 'The created printer',
      schema: PrinterResponse,
    },
    responses: {
      404: { description: 'No such store' },
      409: { description: 'The printerUid is taken' },
      422: { description: 'The language does not suit the printer type' },
    },
  },
  searchPrinters: {
    method: 'POST',
    path: `${base}/search`,
    summary: 'Search printers',
    description:
      'Every filter given must hold: `storeUids`, `types`, `languages`, `connectionTypes` (any of each list), `name` (case-insensitive substring). Sorted by name unless `sortBy` says otherwise. Read-your-writes.',
    tags,
    auth: PRINTER_READ,
    idempotent: false,
    request: { params: TenantParams, query: SearchPrintersQuery, body: SearchPrintersBody },
    success: {
      status: 200,
      description: 'A page of printers',
      schema: pagedList(PrinterResponse, 'PrinterPage'),
    },
  },
  getPrinter: {
    method: 'GET',
    path: one,
    summary: 'Get a printer',
    tags,
    auth: PRINTER_READ,
    request: { params: PrinterParams },
    success: { status: 200, description: 'The printer', schema: PrinterResponse, headers: etag },
    responses: { 404: { description: 'No such printer' } },
  },
  updatePrinter: {
    method: 'PUT',
    path: one,
    summary: 'Update a printer (partial)',
    description:
      'Omitted fields keep their value; a printer stays in its store. A new type takes its own paper defaults unless the request names them. If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: PRINTER_WRITE,
    request: { params: PrinterParams, body: UpdatePrinterBody },
    success: { status: 200, description: 'The updated printer', schema: PrinterResponse, headers: etag },
    responses: {
      404: { description: 'No such printer' },
      409: { description: 'A concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: { description: 'The language does not suit the printer type' },
    },
  },
  deletePrinter: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a printer',
    description: 'Jobs already queued for it stay in the store queue until printed or expired.',
    tags,
    auth: PRINTER_WRITE,
    request: { params: PrinterParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such printer' }, 409: { description: 'Concurrent change' } },
  },
  printTestPage: {
    method: 'POST',
    path: `${one}/test`,
    summary: 'Print a test page',
    description:
      "Renders a test page in the printer's language (ESC/POS bytes, ZPL, or a PDF of the printer's paper) and queues it for the devices of the printer's store, which poll `POST /device/jobs/lease` (the service cannot reach a printer on a store network). The job expires after 24 hours unless printed.",
    tags,
    auth: PRINTER_READ,
    request: { params: PrinterParams },
    success: { status: 202, description: 'The queued job', schema: PrintJobResponse },
    responses: { 404: { description: 'No such printer' } },
  },
  getPrintJob: {
    method: 'GET',
    path: `${one}/jobs/{jobUid}`,
    summary: "Get a printer's job and its state",
    description: 'QUEUED, LEASED (a device holds it), PRINTED or FAILED (as the device acknowledged it).',
    tags,
    auth: PRINTER_READ,
    request: { params: withUids(PrinterParams, 'jobUid') },
    success: { status: 200, description: 'The job', schema: PrintJobResponse },
    responses: { 404: { description: 'No such printer or job' } },
  },
});
