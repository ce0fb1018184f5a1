import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { parseEscPos, parseZpl } from '#test/support/print-formats.ts';
import { printersWorld } from './helpers.ts';

/**
 * A test page through the whole path: queued by the API in the printer's language, leased by a
 * device of the store with its own token, and the document it receives read back as a printer
 * would read it.
 */
const printThrough = async (printer: Record<string, unknown>) => {
  const w = await printersWorld();
  const storeUid = await w.store('Tromsø Sentrum');
  const created = await w.printer(storeUid, printer);
  const device = await w.device(storeUid);
  const queued = await w.api.post(`/tenants/${w.tenant}/printers/${created.printerUid}/test`);
  expect(queued.status).toBe(202);
  expect(queued.body).toMatchObject({ state: 'QUEUED', kind: 'TEST_PAGE', printerUid: created.printerUid });
  const leased = await device.api.post('/device/jobs/lease', {});
  expect(leased.status).toBe(200);
  expect(leased.body.items).toHaveLength(1);
  const job = leased.body.items[0];
  expect(job).toMatchObject({ jobUid: queued.body.jobUid, state: 'LEASED', leasedBy: device.deviceUid });
  return { job, bytes: new Uint8Array(Buffer.from(job.content, 'base64')), created };
};

describe('printer test pages', () => {
  it('renders real ESC/POS commands for an ESCPOS receipt printer', async () => {
    const { job, bytes, created } = await printThrough({
      name: 'Kasse 1',
      type: 'RECEIPT',
      language: 'ESCPOS',
    });
    expect(job.contentType).toBe('application/vnd.escpos');
    const { commands, lines } = parseEscPos(bytes);
    expect(commands[0]).toEqual({ op: 'init' });
    expect(commands).toContainEqual({ op: 'align', n: 1 });
    expect(commands).toContainEqual({ op: 'bold', n: 1 });
    expect(commands.at(-1)).toMatchObject({ op: 'cut' });
    expect(lines[0]).toEqual({ text: 'PRINTER TEST PAGE', align: 1, bold: true });
    const text = lines.map((l) => l.text).join('\n');
    expect(text).toMatch(/Printer: +Kasse 1/);
    expect(text).toContain(`Tromsø Sentrum (${created.storeUid})`);
    expect(text).toContain(job.jobUid);
  });

  it('renders a ZPL label with fields and a barcode for a ZPL label printer', async () => {
    const { job, bytes } = await printThrough({
      name: 'Lager ^etikett',
      type: 'LABEL',
      language: 'ZPL',
      dpi: 300,
    });
    expect(job.contentType).toBe('application/vnd.zebra.zpl');
    const { settings, fields } = parseZpl(Buffer.from(bytes).toString('utf8'));
    expect(settings.PW).toBe('1205');
    const data = fields.map((f) => f.data);
    expect(data[0]).toBe('PRINTER TEST PAGE');
    expect(data).toContain('Printer: Lager ^etikett');
    expect(fields.find((f) => f.commands.includes('BC'))?.data).toBe(job.jobUid);
  });

  it('renders a PDF of the sheet for a PDF printer, and its text reads back', async () => {
    const { job, bytes } = await printThrough({ name: 'Backoffice', type: 'A4', language: 'PDF' });
    expect(job.contentType).toBe('application/pdf');
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('PRINTER TEST PAGE');
    expect(text).toContain('Printer: Backoffice');
    expect(text).toContain('Store: Tromsø Sentrum');
    expect(text).toContain(job.jobUid);
  });
});
