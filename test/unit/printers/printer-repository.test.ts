import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrinterRecord } from '#functions/printers/printer.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PrinterEntity } = await import('#functions/printers/printer.entity.ts');
const { mergePrinter } = await import('#functions/printers/printer-rules.ts');
const { createPrinterOp, deletePrinterOp, getPrinter, listPrinters, replacePrinterOp } = await import(
  '#functions/printers/printer.repository.ts'
);

// The printers function reads and writes printer items without ElectroDB: every call must be the
// one PrinterEntity makes.

// Records as the service builds them (mergePrinter).
const at = (printerUid: string, storeUid: string, now: string) => ({
  tenantUid: 'T1',
  printerUid,
  storeUid,
  now,
});
/** A receipt printer with the paper defaults: no label height, a connection without address. */
const receipt = mergePrinter(
  undefined,
  { storeUid: 's1', name: 'Till 1', type: 'RECEIPT', language: 'ESCPOS', connection: { type: 'USB' } },
  at('p-receipt', 's1', '2026-11-28T10:00:00.000Z'),
);
/** A label printer on the network: a label height, a connection with address and port. */
const label = mergePrinter(
  undefined,
  {
    storeUid: 's1',
    name: 'Labels',
    type: 'LABEL',
    language: 'ZPL',
    connection: { type: 'NETWORK', address: '10.0.0.7', port: 9100 },
    dpi: 300,
  },
  at('p-label', 's1', '2026-11-28T10:00:00.000Z'),
);
/** The label printer retyped to A4 in another store's listing: its label height gone. */
const retyped = mergePrinter(
  label,
  { type: 'A4', language: 'PDF' },
  at('p-label', 's10', '2026-11-29T09:00:00.000Z'),
);
/** A record holding its optional attribute as undefined. */
const unset = { ...label, printerUid: 'p-unset', labelHeightMm: undefined } as PrinterRecord;
const PRINTERS: [string, PrinterRecord][] = [
  ['receipt', receipt],
  ['label', label],
  ['retyped', retyped],
  ['unset', unset],
];

const itemOf = (printer: PrinterRecord) =>
  PrinterEntity.create(printer).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('printer writes against PrinterEntity', () => {
  it('the records cover the label height present and absent, a connection with and without address', () => {
    expect(itemOf(label)).toMatchObject({
      labelHeightMm: 152,
      connection: { address: '10.0.0.7', port: 9100 },
    });
    expect(Object.keys(itemOf(receipt))).not.toContain('labelHeightMm');
    expect(Object.keys(itemOf(retyped))).not.toContain('labelHeightMm');
    expect(itemOf(retyped)).toMatchObject({ type: 'A4', version: 2, gsi1sk: 'STORE#s10#p-label' });
  });

  it.each(PRINTERS)('create of the %s printer: the entity’s Put and not-exists condition', (_, printer) => {
    const put = createPrinterOp(printer).item.Put!;
    const entity = PrinterEntity.create(printer).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRINTERS)('replace of the %s printer: the entity’s Put and version condition', (_, printer) => {
    const put = replacePrinterOp(printer, 1).item.Put!;
    const entity = PrinterEntity.put(printer)
      .where(({ version }, { eq }) => eq(version, 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(PRINTERS)('delete of the %s printer: the entity’s Delete at the record’s version', (_, printer) => {
    const entity = PrinterEntity.delete({ tenantUid: 'T1', printerUid: printer.printerUid })
      .where(({ version }, { eq }) => eq(version, printer.version))
      .params();
    expect(deletePrinterOp(printer).item.Delete).toStrictEqual(entity);
  });
});

describe('printer reads against PrinterEntity', () => {
  it.each(PRINTERS)(
    'get of the %s printer: the entity’s consistent GetItem and parse',
    async (_, printer) => {
      const responses = [{ Item: itemOf(printer) }];
      const key = { tenantUid: 'T1', printerUid: printer.printerUid };
      const entity = await capture(
        responses,
        async () => (await PrinterEntity.get(key).go({ consistent: true })).data,
      );
      const plain = await capture(responses, () => getPrinter('T1', printer.printerUid));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(plain.sent[0]!.input).toStrictEqual(PrinterEntity.get(key).params({ consistent: true }));
      expect(plain.result).toStrictEqual(entity.result);
      expect(plain.result).toEqual(printer);
    },
  );

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    for (const response of [{}, { Item: { ...itemOf(label), __edb_e__: 'device' } }]) {
      const key = { tenantUid: 'T1', printerUid: 'p-label' };
      const entity = await capture([response], () => PrinterEntity.get(key).go({ consistent: true }));
      const plain = await capture([response], () => getPrinter('T1', 'p-label'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  // listPrinters as it was on PrinterEntity.
  const entityList = async (storeUid?: string) => {
    const query = storeUid
      ? PrinterEntity.query.byStore({ tenantUid: 'T1', storeUid })
      : PrinterEntity.query.byStore({ tenantUid: 'T1' });
    const { data } = await query.go({ pages: 'all' });
    return (data as PrinterRecord[]).filter((p) => !storeUid || p.storeUid === storeUid);
  };

  it.each([
    ['the tenant', undefined, 'STORE#'],
    ['one store', 's1', 'STORE#s1#'],
  ])('list of %s: the entity’s Query of gsi1, every page, its printers only', async (_, storeUid, prefix) => {
    const foreign = { ...itemOf(label), printerUid: 'x', __edb_e__: 'device' };
    const responses = [
      {
        Items: [itemOf(receipt), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'PRINTER', gsi1pk: 'g', gsi1sk: 's' },
      },
      { Items: [itemOf(label), itemOf(retyped), itemOf(unset)] },
    ];
    const plain = await capture(responses, () => listPrinters('T1', storeUid));
    const entity = await capture(responses, () => entityList(storeUid));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':sk1': prefix },
    });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(storeUid ? [receipt, label, unset] : [receipt, label, retyped, unset]);
  });
});
