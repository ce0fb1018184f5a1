import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '#functions/printers/render-pdf.ts';
import { TEST_PAGE_TITLE, type TestPage } from '#functions/printers/test-page.ts';

const page: TestPage = {
  title: TEST_PAGE_TITLE,
  rows: [
    ['Printer', 'Backoffice A4'],
    ['Store', 'Ålesund Sentrum'],
  ],
  footer: 'If you can read this, the printer works.',
  code: 'j0000000001-abcdef',
};

const read = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const first = await pdf.getPage(1);
  const [, , width, height] = first.view as number[];
  return { text, pages: pdf.numPages, width: width!, height: height! };
};

const createdAt = new Date('2026-11-25T09:00:00.000Z');

describe('PDF test page', () => {
  it('is one A4 page whose text reads back', async () => {
    const bytes = await renderPdf(page, { paperWidthMm: 210, dpi: 203, sheet: 'A4', createdAt });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await read(bytes);
    expect(doc.pages).toBe(1);
    expect(Math.round(doc.width)).toBe(595);
    expect(Math.round(doc.height)).toBe(842);
    expect(doc.text).toContain(TEST_PAGE_TITLE);
    expect(doc.text).toContain('Store: Ålesund Sentrum');
    expect(doc.text).toContain('j0000000001-abcdef');
  });

  it('is as wide as the roll on a receipt printer and as large as the label on a label printer', async () => {
    const roll = await read(await renderPdf(page, { paperWidthMm: 80, dpi: 203, sheet: 'ROLL', createdAt }));
    expect(Math.round(roll.width)).toBe(227);
    expect(roll.height).toBeLessThan(400);
    const label = await read(
      await renderPdf(page, { paperWidthMm: 102, labelHeightMm: 152, dpi: 203, sheet: 'LABEL', createdAt }),
    );
    expect(Math.round(label.height)).toBe(431);
    expect(label.text).toContain('Printer: Backoffice A4');
  });

  it('prints characters the standard fonts cannot encode as ?', async () => {
    const odd = { ...page, rows: [['Printer', 'Kasse ✓ 1']] as const };
    const doc = await read(await renderPdf(odd, { paperWidthMm: 210, dpi: 203, sheet: 'A4', createdAt }));
    expect(doc.text).toContain('Printer: Kasse ? 1');
  });
});
