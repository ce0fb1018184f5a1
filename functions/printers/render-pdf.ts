import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { type PageSettings, printableText, type TestPage } from './test-page.ts';

/**
 * Renders a test page as a PDF (pdf-lib): one page of the printer's paper, A4 for A4 printers,
 * the roll width for receipt printers (as long as the text needs), the label size for label
 * printers. Helvetica, so no font is embedded; the standard fonts encode WinAnsi only, so any
 * other character is printed as '?'.
 */
const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };

const winAnsi = (value: string): string =>
  [...printableText(value)].map((ch) => (ch.codePointAt(0)! <= 0xff ? ch : '?')).join('');

/** Lines of at most `width` points in `font` at `size`, cut at spaces where possible. */
const wrap = (value: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
};

export const renderPdf = async (
  page: TestPage,
  settings: PageSettings & { sheet: 'A4' | 'ROLL' | 'LABEL'; createdAt: Date },
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(page.title));
  pdf.setCreator('Retail Commerce Service');
  pdf.setCreationDate(settings.createdAt);
  pdf.setModificationDate(settings.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = settings.sheet === 'A4' ? A4.width : settings.paperWidthMm * MM;
  const margin = Math.min(36, width * 0.06);
  const size = settings.sheet === 'A4' ? 11 : Math.max(6, Math.min(10, width / 24));
  const lead = size * 1.35;
  const inner = width - 2 * margin;
  const body = [
    ...page.rows.flatMap(([label, value]) => wrap(winAnsi(`${label}: ${value}`), regular, size, inner)),
    '',
    ...wrap(winAnsi(page.footer), regular, size, inner),
    ...wrap(winAnsi(page.code), regular, size, inner),
  ];
  const height =
    settings.sheet === 'A4'
      ? A4.height
      : settings.sheet === 'LABEL'
        ? (settings.labelHeightMm ?? 152) * MM
        : 2 * margin + lead * (body.length + 3);
  const sheet = pdf.addPage([width, height]);
  let y = height - margin - size * 1.3;
  sheet.drawText(winAnsi(page.title), { x: margin, y, size: size * 1.3, font: bold });
  y -= lead;
  sheet.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.8 });
  y -= lead;
  for (const text of body) {
    if (text) sheet.drawText(text, { x: margin, y, size, font: regular });
    y -= lead;
  }
  return pdf.save({ useObjectStreams: false });
};
