import { importChunk } from '#shared/chunk.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { createJobOp, getJob } from './print-job.repository.ts';
import { type PrintJobRecord, type PrintJobResponseValue, toPrintJobResponse } from './print-job.schema.ts';
import { expiresAtOf, newJobUid } from './print-job-rules.ts';
import type { PrinterRecord } from './printer.schema.ts';
import { loadPrinter } from './printer.service.ts';
import { CONTENT_TYPES } from './printers-enums.ts';
import { renderEscPos } from './render-escpos.ts';
import { renderZpl } from './render-zpl.ts';
import { buildTestPage, type TestPage } from './test-page.ts';

/**
 * Print jobs from the API's side: the service cannot reach a printer on a store network, so a
 * test page is rendered here in the printer's language and queued for the store's devices,
 * which poll for it (device-session.service.ts).
 */

/** pdf-lib (about 420 KB) is a chunk of its own, loaded when a PDF page is first drawn (shared/chunk.ts). */
const renderPdf = async (...args: Parameters<typeof import('./render-pdf.ts').renderPdf>) =>
  (await importChunk<typeof import('./render-pdf.ts')>(import.meta.dirname, 'render-pdf')).renderPdf(...args);

/** The printer's document for a page, as the bytes the printer is sent. */
export const renderFor = async (printer: PrinterRecord, page: TestPage, at: Date): Promise<Uint8Array> => {
  const settings = {
    paperWidthMm: printer.paperWidthMm,
    labelHeightMm: printer.labelHeightMm,
    dpi: printer.dpi,
  };
  if (printer.language === 'ESCPOS') return renderEscPos(page, settings);
  if (printer.language === 'ZPL') return new TextEncoder().encode(renderZpl(page, settings));
  const sheet = printer.type === 'A4' ? 'A4' : printer.type === 'LABEL' ? 'LABEL' : 'ROLL';
  return renderPdf(page, { ...settings, sheet, createdAt: at });
};

export const queueTestPage = async (
  tenantUid: string,
  printerUid: string,
): Promise<PrintJobResponseValue> => {
  const printer = await loadPrinter(tenantUid, printerUid);
  const store = await readReferenceFields(tenantUid, 'store', printer.storeUid, ['name']);
  const at = new Date();
  const now = at.toISOString();
  const jobUid = newJobUid(at.getTime());
  const page = buildTestPage(printer, { storeName: store?.name ?? '', jobUid, requestedAt: now });
  const bytes = await renderFor(printer, page, at);
  const record: PrintJobRecord = {
    tenantUid,
    storeUid: printer.storeUid,
    jobUid,
    printerUid,
    kind: 'TEST_PAGE',
    language: printer.language,
    contentType: CONTENT_TYPES[printer.language],
    content: Buffer.from(bytes).toString('base64'),
    state: 'QUEUED',
    attempts: 0,
    expiresAt: expiresAtOf(at.getTime()),
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createJobOp(record)]);
  return toPrintJobResponse(record);
};

/** A printer's job, with its state; another printer's job uid is a 404. */
export const readPrintJob = async (tenantUid: string, printerUid: string, jobUid: string) => {
  const printer = await loadPrinter(tenantUid, printerUid);
  const job = await getJob({ tenantUid, storeUid: printer.storeUid, jobUid });
  if (!job || job.printerUid !== printerUid || job.expiresAt * 1000 <= Date.now()) {
    throw NotFoundError.record('print job', jobUid, 'params.jobUid');
  }
  return toPrintJobResponse(job);
};
