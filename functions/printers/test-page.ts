import type { PrinterRecord } from './printer.schema.ts';

/**
 * The content of a printer's test page, independent of the language it is rendered in
 * (render-escpos.ts, render-zpl.ts, render-pdf.ts): a title, label/value rows and a footer.
 */
export type TestPage = {
  title: string;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  footer: string;
  /** Printed as a barcode where the language has one (ZPL), else as text. */
  code: string;
};

/** The page layout a renderer needs from the printer's settings. */
export type PageSettings = { paperWidthMm: number; labelHeightMm?: number | undefined; dpi: number };

export const TEST_PAGE_TITLE = 'PRINTER TEST PAGE';

export const buildTestPage = (
  printer: PrinterRecord,
  ctx: { storeName: string; jobUid: string; requestedAt: string },
): TestPage => ({
  title: TEST_PAGE_TITLE,
  rows: [
    ['Printer', printer.name],
    ['Printer UID', printer.printerUid],
    ['Store', ctx.storeName ? `${ctx.storeName} (${printer.storeUid})` : printer.storeUid],
    ['Type', `${printer.type} / ${printer.language}`],
    ['Paper', `${printer.paperWidthMm} mm${printer.labelHeightMm ? ` x ${printer.labelHeightMm} mm` : ''}`],
    ['Connection', connectionText(printer.connection)],
    ['Requested', ctx.requestedAt],
  ],
  footer: 'If you can read this, the printer works.',
  code: ctx.jobUid,
});

const connectionText = (c: PrinterRecord['connection']): string =>
  [c.type, c.address, c.port !== undefined ? String(c.port) : undefined].filter(Boolean).join(' ');

/**
 * Replaces what a printer must never receive in text: control characters (an ESC in a name would
 * be an ESC/POS command) become spaces.
 */
export const printableText = (value: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

/** Cuts a text into lines of at most `width` characters, at spaces where it can. */
export const wrapText = (value: string, width: number): string[] => {
  const lines: string[] = [];
  let rest = value;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  lines.push(rest);
  return lines;
};
