/**
 * A Code 128 encoder (ISO/IEC 15417) for the labels this service draws itself: the PDF label
 * draws these bars; the ZPL label lets the printer draw them from `^BC` with the same data.
 * An all-digit text of even length is encoded in code set C (two digits a symbol), anything
 * else in code set B (ASCII 32-126). GS1-128 (`gs1: true`) puts FNC1 after the start symbol.
 */

/** Bar and space widths in modules, bar first, of the symbol values 0-106 (106 is the stop). */
const PATTERNS: readonly string[] = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 ' +
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 ' +
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export const CODE128 = { FNC1: 102, START_B: 104, START_C: 105, STOP: 106 } as const;

export type Code128 = {
  /** Symbol values from the start symbol to the check symbol, without the stop. */
  values: number[];
  /** Alternating bar and space widths in modules, stop and termination bar included. */
  widths: number[];
  /** Total width in modules (11 a symbol, 13 the stop), without quiet zones. */
  modules: number;
};

const valuesOf = (text: string, gs1: boolean): number[] => {
  if (text.length === 0) throw new RangeError('nothing to encode');
  const setC = /^\d+$/.test(text) && text.length % 2 === 0;
  const values: number[] = [setC ? CODE128.START_C : CODE128.START_B];
  if (gs1) values.push(CODE128.FNC1);
  if (setC) {
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char.length !== 1 || code < 32 || code > 126)
        throw new RangeError(`'${char}' is not in Code 128 code set B`);
      values.push(code - 32);
    }
  }
  return values;
};

/** The check symbol: start value plus each later value times its position, modulo 103. */
export const code128Checksum = (values: readonly number[]): number =>
  values.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;

/** Encodes `text` (an SSCC: `encodeCode128('00' + sscc, { gs1: true })`). */
export const encodeCode128 = (text: string, options: { gs1?: boolean } = {}): Code128 => {
  const values = valuesOf(text, options.gs1 ?? false);
  values.push(code128Checksum(values));
  const widths = [...values, CODE128.STOP].flatMap((v) => [...PATTERNS[v]!].map(Number));
  return { values, widths, modules: widths.reduce((a, b) => a + b, 0) };
};

/** The bars of a symbol as [start, width] in modules from its left edge (spaces omitted). */
export const barsOf = (code: Code128): [number, number][] => {
  const bars: [number, number][] = [];
  let x = 0;
  code.widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return bars;
};
