import { type PageSettings, printableText, type TestPage } from './test-page.ts';

/**
 * Renders a test page as ZPL II (Zebra's label language). One label: ^XA ... ^XZ, UTF-8 (^CI28),
 * print width and label length in dots (^PW, ^LL); each text is a field ^FO x,y (origin),
 * ^A0N,h,w (scalable font), ^FB (a block that wraps), ^FH (hex escapes) ^FD data ^FS; a box
 * (^GB) under the title and the job uid as a Code 128 barcode (^BY, ^BC).
 */

/**
 * Field data with ^FH: `^`, `~` and `_` would be read as commands or as the escape itself, and
 * non-ASCII bytes are sent as escapes too, so the field data holds printable ASCII only.
 */
export const zplFieldData = (value: string): string =>
  [...Buffer.from(printableText(value), 'utf8')]
    .map((b) =>
      b < 0x20 || b > 0x7e || b === 0x5e || b === 0x7e || b === 0x5f
        ? `_${b.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(b),
    )
    .join('');

const dotsPerMm = (dpi: number) => dpi / 25.4;

export const renderZpl = (page: TestPage, settings: PageSettings): string => {
  const perMm = dotsPerMm(settings.dpi);
  const width = Math.round(settings.paperWidthMm * perMm);
  const height = Math.round((settings.labelHeightMm ?? 152) * perMm);
  const margin = Math.round(3 * perMm);
  const inner = width - 2 * margin;
  const font = Math.max(Math.round(2.8 * perMm), 18);
  const title = Math.round(font * 1.4);
  const text = (y: number, value: string, size = font, lines = 1) =>
    `^FO${margin},${y}^A0N,${size},${size}^FB${inner},${lines},0,L^FH^FD${zplFieldData(value)}^FS`;
  const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
  let y = margin;
  out.push(text(y, page.title, title));
  y += title + Math.round(font / 2);
  out.push(`^FO${margin},${y}^GB${inner},3,3^FS`);
  y += Math.round(font / 2);
  for (const [label, value] of page.rows) {
    out.push(text(y, `${label}: ${value}`, font, 2));
    y += Math.round(font * 2.3);
  }
  out.push(text(y, page.footer, font, 2));
  y += Math.round(font * 2.5);
  out.push(`^FO${margin},${y}^BY2^BCN,${Math.round(12 * perMm)},Y,N,N^FH^FD${zplFieldData(page.code)}^FS`);
  out.push('^XZ');
  return out.join('\n');
};
