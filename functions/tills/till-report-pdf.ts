import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A report's printed lines as a PDF (pdf-lib), one A4 page per 60 lines, in Courier so that the
 * columns of the 42-character lines stay aligned; the heading in bold. The standard fonts encode
 * WinAnsi only (æ, ø, å are in it), so any other character is printed as '?'. A chunk of its own
 * (FunctionDef.chunks): pdf-lib is loaded when a PDF is first asked for.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 10;
const LEAD = 13;
const PER_PAGE = 60;

const winAnsi = (value: string): string =>
  [...value].map((ch) => (ch.codePointAt(0)! <= 0xff && ch >= ' ' ? ch : '?')).join('');

export const reportPdf = async (
  lines: readonly string[],
  title: string,
  createdAt: Date,
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(title));
  pdf.setCreator('Retail Commerce Service');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const regular = await pdf.embedFont(StandardFonts.Courier);
  const bold = await pdf.embedFont(StandardFonts.CourierBold);
  for (let start = 0; start < Math.max(lines.length, 1); start += PER_PAGE) {
    const page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN;
    for (const [i, text] of lines.slice(start, start + PER_PAGE).entries()) {
      const heading = start === 0 && i === 0;
      if (text)
        page.drawText(winAnsi(text), {
          x: MARGIN,
          y,
          size: heading ? SIZE * 1.4 : SIZE,
          font: heading ? bold : regular,
        });
      y -= heading ? LEAD * 1.5 : LEAD;
    }
  }
  return pdf.save({ useObjectStreams: false });
};
