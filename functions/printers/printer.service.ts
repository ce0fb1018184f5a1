import { nowIso } from '#shared/clock.ts';
import { assertReferencesExist } from '#shared/db/references.ts';
import { commit } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  createPrinterOp,
  deletePrinterOp,
  getPrinter,
  listPrinters,
  replacePrinterOp,
} from './printer.repository.ts';
import {
  type CreatePrinterInput,
  type PrinterRecord,
  type PrinterResponseValue,
  type SearchPrintersInput,
  toPrinterResponse,
  type UpdatePrinterInput,
} from './printer.schema.ts';
import { mergePrinter, newPrinterUid, printerChanged, printerMatches } from './printer-rules.ts';

/**
 * Printer use cases (docs/decisions/printers-devices.md). Printers emit no webhook events (spec
 * 6.3 has no printer action).
 */

export const loadPrinter = async (tenantUid: string, printerUid: string): Promise<PrinterRecord> => {
  const printer = await getPrinter(tenantUid, printerUid);
  if (!printer) throw NotFoundError.record('printer', printerUid, 'params.printerUid');
  return printer;
};

export const createPrinter = async (tenantUid: string, input: CreatePrinterInput) => {
  const printerUid = input.printerUid ?? newPrinterUid();
  const record = mergePrinter(undefined, input, {
    tenantUid,
    printerUid,
    storeUid: input.storeUid,
    now: nowIso(),
  });
  await assertReferencesExist(tenantUid, [{ kind: 'store', uid: input.storeUid, path: 'body.storeUid' }]);
  await commit([createPrinterOp(record)]);
  return toPrinterResponse(record);
};

export const readPrinter = async (
  tenantUid: string,
  printerUid: string,
): Promise<Versioned<PrinterResponseValue>> => {
  const printer = await loadPrinter(tenantUid, printerUid);
  return { body: toPrinterResponse(printer), version: printer.version };
};

/** Partial update; an update that changes nothing keeps the version. */
export const updatePrinter = async (
  tenantUid: string,
  printerUid: string,
  input: UpdatePrinterInput,
  expectedVersion?: number,
): Promise<Versioned<PrinterResponseValue>> => {
  const current = await loadPrinter(tenantUid, printerUid);
  assertVersion(expectedVersion, current, `printer '${printerUid}'`);
  const next = mergePrinter(current, input, {
    tenantUid,
    printerUid,
    storeUid: current.storeUid,
    now: nowIso(),
  });
  if (!printerChanged(current, next)) return { body: toPrinterResponse(current), version: current.version };
  await commit([replacePrinterOp(next, current.version)]);
  return { body: toPrinterResponse(next), version: next.version };
};

export const deletePrinter = async (tenantUid: string, printerUid: string): Promise<void> => {
  const printer = await loadPrinter(tenantUid, printerUid);
  await commit([deletePrinterOp(printer)]);
};

/**
 * Printers matching every given filter, a page at a time: one Query of the tenant's printers
 * (of one store's when exactly one store is named), filtered and sorted in memory.
 */
export const searchPrinters = async (tenantUid: string, input: SearchPrintersInput, paging: PagingInput) => {
  const oneStore = input.storeUids?.length === 1 ? input.storeUids[0] : undefined;
  const matching = (await listPrinters(tenantUid, oneStore)).filter((p) => printerMatches(p, input));
  return pageOf(matching.map(toPrinterResponse), resolvePage(paging, { sortBy: 'name' }), 'printerUid');
};

/** The printers of a store, by name: what a device of that store prints to. */
export const storePrinters = async (tenantUid: string, storeUid: string): Promise<PrinterResponseValue[]> =>
  (await listPrinters(tenantUid, storeUid))
    .map(toPrinterResponse)
    .sort((a, b) => a.name.localeCompare(b.name) || a.printerUid.localeCompare(b.printerUid));
