import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fiscalWorld } from './fiscal-world.ts';

/**
 * The text a PDF draws, line by line: pdf-lib loads it (so it parses), each page's content
 * streams are inflated here and the hex strings of its text operators decoded (WinAnsi, which for
 * these characters is Latin-1).
 */
const drawnLines = async (base64: string): Promise<string[]> => {
  const pdf = await PDFDocument.load(Buffer.from(base64, 'base64'));
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  return pdf.getPages().flatMap((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    return refs.flatMap((ref) => {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      const ops = inflateSync(Buffer.from(stream.contents)).toString('latin1');
      return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
        Buffer.from(m[1]!, 'hex').toString('latin1'),
      );
    });
  });
};

describe('the receipt as a PDF', () => {
  it('draws the text of the receipt, headed Salgskvittering with its total, when format=pdf asks for it', async () => {
    const w = await fiscalWorld();
    const sale = await w.receipt(12345, { settlements: [w.cash(12345)] });
    expect(sale.status).toBe(200);
    const path = `${w.receipts}/${sale.body.orderReceiptUid}/document`;
    const plain = await w.api.get(path);
    expect(plain.status).toBe(200);
    expect(plain.body.pdf).toBeUndefined();

    const res = await w.api.get(`${path}?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.body.text).toBe(plain.body.text);
    expect(Buffer.from(res.body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await drawnLines(res.body.pdf);
    expect(lines[0]).toBe('Salgskvittering');
    expect(lines).toContain('Org.nr. 999 999 999 MVA');
    const total = lines.find((l) => l.startsWith('Totalt NOK'));
    expect(total).toMatch(/ 123[.,]45$/);
    // Every non-blank line of the text, in order.
    expect(lines).toEqual(plain.body.text.split('\n').filter((l: string) => l.trim()));
    expect((await w.api.get(`${path}?format=docx`)).status).toBe(400);

    // Accept: application/pdf answers the PDF itself, the same bytes as the base64.
    const raw = await w.api.get(`${path}?format=pdf`, { accept: 'application/pdf' });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(raw.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(raw.bytes.equals(Buffer.from(res.body.pdf, 'base64'))).toBe(true);
    const any = await w.api.get(`${path}?format=pdf`, { accept: 'application/octet-stream' });
    expect(any.headers.get('content-type')).toBe('application/octet-stream');
    expect(any.bytes.equals(raw.bytes)).toBe(true);
    // Without format=pdf there is no PDF to send: the JSON answer stands.
    const text = await w.api.get(path, { accept: 'application/pdf' });
    expect(text.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text.body.text).toBe(plain.body.text);
  });

  it('marks a training receipt as the text does', async () => {
    const w = await fiscalWorld();
    const training = await w.receipt(30000, { tillUid: w.tillUid, receiptKind: 'TRAINING' });
    expect(training.status).toBe(200);
    const res = await w.api.get(`${w.receipts}/${training.body.orderReceiptUid}/document?format=pdf`);
    expect(res.status).toBe(200);
    expect((await drawnLines(res.body.pdf)).slice(0, 2)).toEqual([
      'Treningskvittering',
      'IKKE KVITTERING FOR KJØP',
    ]);
  });
});
