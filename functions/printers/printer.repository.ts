import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { PrinterEntity } from './printer.entity.ts';
import type { PrinterRecord } from './printer.schema.ts';

/** I/O of printers. */

export const getPrinter = async (tenantUid: string, printerUid: string): Promise<PrinterRecord | undefined> =>
  ((await PrinterEntity.get({ tenantUid, printerUid }).go({ consistent: true })).data ?? undefined) as
    | PrinterRecord
    | undefined;

/**
 * The tenant's printers, or one store's: one Query of the tenant's gsi1 partition (from the
 * store's sort-key prefix when given). The prefix of `s1` also matches `s10`, so the store is
 * compared again.
 */
export const listPrinters = async (tenantUid: string, storeUid?: string): Promise<PrinterRecord[]> => {
  const query = storeUid
    ? PrinterEntity.query.byStore({ tenantUid, storeUid })
    : PrinterEntity.query.byStore({ tenantUid });
  const { data } = await query.go({ pages: 'all' });
  return (data as PrinterRecord[]).filter((p) => !storeUid || p.storeUid === storeUid);
};

export const createPrinterOp = (record: PrinterRecord): TransactOp => ({
  item: { Put: PrinterEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`printer '${record.printerUid}' already exists`),
});

export const replacePrinterOp = (record: PrinterRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: PrinterEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('printer', record.printerUid),
});

export const deletePrinterOp = (record: PrinterRecord): TransactOp => ({
  item: {
    Delete: PrinterEntity.delete({ tenantUid: record.tenantUid, printerUid: record.printerUid })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('printer', record.printerUid),
});
