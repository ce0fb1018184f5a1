import { ESCPOS, encode1252, LF } from '#functions/printers/render-escpos.ts';
import { REPORT_WIDTH } from './till-report-text-rules.ts';

/**
 * A report's printed lines as ESC/POS bytes for a receipt printer, with the printers area's
 * command set and code page (WPC1252, which holds æ, ø, å): the heading centred and bold, the
 * rest left-aligned, fed and cut. Lines are 42 characters, font A on an 80 mm roll.
 */
export const reportEscPos = (lines: readonly string[]): Uint8Array => {
  const [heading = '', ...rest] = lines;
  const line = (value: string) => [...encode1252(value.slice(0, REPORT_WIDTH)), LF];
  return Uint8Array.from([
    ...ESCPOS.init,
    ...ESCPOS.codePage1252,
    ...ESCPOS.align(1),
    ...ESCPOS.bold(true),
    ...line(heading),
    ...ESCPOS.bold(false),
    ...ESCPOS.align(0),
    ...rest.flatMap(line),
    ...ESCPOS.feed(2),
    ...ESCPOS.feedAndCut(3),
  ]);
};
