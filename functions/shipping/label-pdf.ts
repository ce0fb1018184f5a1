import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { barsOf, encodeCode128 } from './code128-rules.ts';
import { addressLines, kilos, type LabelDocument, type ParcelLabel } from './label-model.ts';

/**
 * The PDF label: one 4 x 6 inch page (288 x 432 pt) a parcel, Helvetica (a standard font: nothing
 * embedded, a few kB a page) and the Code 128 symbol drawn as filled rectangles from the encoder,
 * so any PDF viewer or label printer driver prints a scannable barcode.
 */

const PAGE = { width: 288, height: 432 } as const;
const MARGIN = 14;
const BLACK = rgb(0, 0, 0);

/** Helvetica speaks WinAnsi: a character outside Latin-1 prints as '?' instead of failing. */
const printable = (text: string): string => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont };

const write = (pen: Pen, text: string, x: number, y: number, size: number, bold = false): void => {
  const font = bold ? pen.bold : pen.font;
  let line = printable(text);
  // Cut a line that would run past the right margin.
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > PAGE.width - x - MARGIN)
    line = line.slice(0, -1);
  pen.page.drawText(line, { x, y, size, font, color: BLACK });
};

const rule = (pen: Pen, y: number): void => {
  pen.page.drawRectangle({ x: MARGIN, y, width: PAGE.width - 2 * MARGIN, height: 1, color: BLACK });
};

/** Draws the symbol with its quiet zones centred on the page, bars `height` high from `y`. */
const drawBarcode = (pen: Pen, barcode: ParcelLabel['barcode'], y: number, height: number): void => {
  const code = encodeCode128(barcode.data, { gs1: barcode.gs1 });
  const quiet = 10;
  const module = (PAGE.width - 2 * MARGIN) / (code.modules + 2 * quiet);
  const left = MARGIN + quiet * module;
  for (const [start, width] of barsOf(code)) {
    pen.page.drawRectangle({ x: left + start * module, y, width: width * module, height, color: BLACK });
  }
};

const drawParcel = (pen: Pen, doc: LabelDocument, parcel: ParcelLabel): void => {
  let y = PAGE.height - MARGIN - 14;
  /** Moves the cursor `dy` points down the page and returns the new baseline. */
  const down = (dy: number): number => {
    y -= dy;
    return y;
  };
  write(pen, `${doc.providerName} - ${doc.methodName}`, MARGIN, y, 13, true);
  rule(pen, down(8));
  write(pen, 'FROM', MARGIN, down(12), 7, true);
  for (const line of addressLines(doc.sender).slice(0, 5)) write(pen, line, MARGIN, down(10), 8);
  rule(pen, down(8));
  write(pen, 'TO', MARGIN, down(14), 8, true);
  for (const line of addressLines(doc.receiver).slice(0, 6)) write(pen, line, MARGIN, down(16), 13, true);
  rule(pen, down(10));
  const summary = `Order ${doc.orderNumber}   Parcel ${parcel.index}/${parcel.count}   ${kilos(parcel.weightGrams)}`;
  write(pen, summary, MARGIN, down(14), 9);
  write(pen, `Tracking ${doc.trackingNumber}`, MARGIN, down(12), 9);
  if (doc.reference) write(pen, `Ref ${doc.reference}`, MARGIN, down(12), 9);
  write(pen, `Shipped ${doc.shippedAt.slice(0, 10)}`, MARGIN, down(12), 9);
  drawBarcode(pen, parcel.barcode, MARGIN + 22, 80);
  write(pen, parcel.barcode.text, MARGIN + 10, MARGIN + 6, 10);
};

/** The PDF of every parcel label of a shipment, one page a parcel. */
export const renderPdf = async (doc: LabelDocument): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Shipping label ${doc.trackingNumber}`);
  // Both dates come from the shipment, so the same shipment always draws the same bytes
  // (pdf-lib would otherwise stamp the modification date with the clock).
  pdf.setCreationDate(new Date(doc.shippedAt));
  pdf.setModificationDate(new Date(doc.shippedAt));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const parcel of doc.parcels) {
    drawParcel({ page: pdf.addPage([PAGE.width, PAGE.height]), font, bold }, doc, parcel);
  }
  return pdf.save();
};
