import {
  createPut,
  getRecord,
  listGsi1,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { PrinterRecord } from './printer.schema.ts';

/**
 * I/O of printers.
 *
 * The printer item is PrinterEntity's (printer.entity.ts), read and written with plain
 * DocumentClient calls so that the printers function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/printers/printer-repository.test.ts compares every call
 * with the entity's.
 */

/** PrinterEntity's item: its identifiers, attributes and key templates. */
const PRINTER_ITEM: PlainEntity<PrinterRecord, 'tenantUid' | 'printerUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'printer', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    printerUid: 'required',
    storeUid: 'required',
    name: 'required',
    type: 'required',
    language: 'required',
    connection: 'required',
    paperWidthMm: 'required',
    labelHeightMm: 'optional',
    dpi: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, printerUid }) => ({ pk: `T#${tenantUid}#PRINTER#${printerUid}`, sk: 'PRINTER' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#PRINTERS`,
    skPrefix: 'STORE#',
    skAttribute: ['storeUid', 'printerUid'],
  },
};

export const getPrinter = (tenantUid: string, printerUid: string): Promise<PrinterRecord | undefined> =>
  getRecord(PRINTER_ITEM, { tenantUid, printerUid });

/**
 * The tenant's printers, or one store's: one Query of the tenant's gsi1 partition (under the
 * store's sort-key prefix `STORE#<s>#` when given). A store uid holding `#` would share another's
 * prefix, so the store is compared again.
 */
export const listPrinters = async (tenantUid: string, storeUid?: string): Promise<PrinterRecord[]> => {
  const printers = await listGsi1(PRINTER_ITEM, storeUid ? { tenantUid, storeUid } : { tenantUid });
  return printers.filter((p) => !storeUid || p.storeUid === storeUid);
};

export const createPrinterOp = (record: PrinterRecord): TransactOp => ({
  item: { Put: createPut(PRINTER_ITEM, record) },
  onConditionFailed: () => new ConflictError(`printer '${record.printerUid}' already exists`),
});

export const replacePrinterOp = (record: PrinterRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(PRINTER_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('printer', record.printerUid),
});

export const deletePrinterOp = (record: PrinterRecord): TransactOp => ({
  item: {
    Delete: versionedDelete(
      PRINTER_ITEM,
      { tenantUid: record.tenantUid, printerUid: record.printerUid },
      record.version,
    ),
  },
  onConditionFailed: () => ConflictError.concurrent('printer', record.printerUid),
});
