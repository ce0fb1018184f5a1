import { type PageSettings, printableText, type TestPage, wrapText } from './test-page.ts';

/**
 * Renders a test page as ESC/POS bytes (Epson's command set, spoken by most receipt printers).
 * Commands used: ESC @ (initialise), ESC t 16 (code page WPC1252), ESC a n (align 0 left,
 * 1 centre), ESC E n (bold off/on), ESC d n (feed n lines), GS V 65 n (feed n and cut), LF.
 */
export const ESC = 0x1b;
export const GS = 0x1d;
export const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  codePage1252: [ESC, 0x74, 16],
  align: (n: 0 | 1 | 2) => [ESC, 0x61, n],
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  feed: (n: number) => [ESC, 0x64, n],
  feedAndCut: (n: number) => [GS, 0x56, 65, n],
} as const;

/** Characters per line of font A (12 dots wide) on the printable width of the roll. */
export const columnsOf = (settings: PageSettings): number => {
  const printableMm = Math.max(settings.paperWidthMm - 8, 24);
  // Printers count whole dots per millimetre: 8 at 203 dpi (576 dots on an 80 mm roll).
  return Math.max(Math.floor((printableMm * Math.round(settings.dpi / 25.4)) / 12), 16);
};

/** WPC1252 bytes: ASCII and Latin-1 letters as they are, anything else as '?'. */
export const encode1252 = (value: string): number[] =>
  [...printableText(value)].map((ch) => {
    const code = ch.codePointAt(0)!;
    return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
  });

const line = (value: string): number[] => [...encode1252(value), LF];

export const renderEscPos = (page: TestPage, settings: PageSettings): Uint8Array => {
  const cols = columnsOf(settings);
  const labelWidth = Math.max(...page.rows.map(([label]) => label.length)) + 2;
  const rows = page.rows.flatMap(([label, value]) => {
    const wrapped = wrapText(value, Math.max(cols - labelWidth, 8));
    return wrapped.map((part, i) => `${(i === 0 ? `${label}:` : '').padEnd(labelWidth)}${part}`);
  });
  const bytes = [
    ...ESCPOS.init,
    ...ESCPOS.codePage1252,
    ...ESCPOS.align(1),
    ...ESCPOS.bold(true),
    ...line(page.title),
    ...ESCPOS.bold(false),
    ...line('-'.repeat(cols)),
    ...ESCPOS.align(0),
    ...rows.flatMap(line),
    ...line('-'.repeat(cols)),
    ...ESCPOS.align(1),
    ...wrapText(page.footer, cols).flatMap(line),
    ...wrapText(page.code, cols).flatMap(line),
    ...ESCPOS.feed(2),
    ...ESCPOS.feedAndCut(3),
  ];
  return Uint8Array.from(bytes);
};
