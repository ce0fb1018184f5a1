import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * The printed receipt as a PDF: the receipt text (functions/fiscal/receipt-text-rules.ts) line by
 * line in Courier, so its 42-character columns stay aligned and the PDF says exactly what the
 * printed receipt says (heading, KOPI and "IKKE KVITTERING FOR KJØP" marks included). A roll
 * page as long as the text, split into pages past PDF's largest page. Loaded as a chunk of the
 * sales function (docs/decisions/bundles.md): pdf-lib is not part of its cold start.
 */

const SIZE = 9;
const LEAD = SIZE * 1.3;
const MARGIN = 14;
/** PDF 1.x pages are at most 14,400 units high. */
const MAX_LINES = Math.floor((14_400 - 2 * MARGIN) / LEAD);

/** Courier encodes WinAnsi only: any other character is printed as '?' (æ, ø, å are WinAnsi). */
const winAnsi = (line: string): string =>
  [...line].map((ch) => (ch.codePointAt(0)! <= 0xff && ch >= ' ' ? ch : '?')).join('');

export type ReceiptPdfInput = { title: string; text: string; createdAt: Date };

export const renderReceiptPdf = async (input: ReceiptPdfInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(input.title));
  pdf.setCreator('Retail Commerce Service');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  const font = await pdf.embedFont(StandardFonts.Courier);
  const lines = input.text.replace(/\n$/, '').split('\n').map(winAnsi);
  const columns = Math.max(42, ...lines.map((l) => l.length));
  const width = 2 * MARGIN + font.widthOfTextAtSize('0'.repeat(columns), SIZE);
  for (let start = 0; start < lines.length; start += MAX_LINES) {
    const slice = lines.slice(start, start + MAX_LINES);
    const height = 2 * MARGIN + LEAD * slice.length;
    const page = pdf.addPage([width, height]);
    let y = height - MARGIN - SIZE;
    for (const line of slice) {
      if (line.trim()) page.drawText(line, { x: MARGIN, y, size: SIZE, font });
      y -= LEAD;
    }
  }
  return pdf.save({ useObjectStreams: false });
};
