import { describe, expect, it } from 'vitest';
import { barsOf, CODE128, code128Checksum, encodeCode128 } from '#functions/shipping/code128-rules.ts';

/** The symbol as a string of 1 (bar) and 0 (space) modules. */
const binary = (widths: number[]) => widths.map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(w)).join('');

describe('Code 128', () => {
  it('encodes text in code set B with the check symbol of the standard', () => {
    const code = encodeCode128('Wikipedia');
    // W i k i p e d i a are ASCII - 32; the check is (104 + sum of position x value) mod 103.
    expect(code.values).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88]);
    expect(code.modules).toBe(11 * 11 + 13);
  });

  it('draws the start, data and stop patterns of ISO/IEC 15417', () => {
    const bits = binary(encodeCode128('A').widths);
    expect(bits.slice(0, 11)).toBe('11010010000'); // START B
    expect(bits.slice(11, 22)).toBe('10100011000'); // 'A' = 33
    expect(bits.slice(-13)).toBe('1100011101011'); // STOP with its termination bar
  });

  it('packs an even run of digits two a symbol in code set C, with FNC1 for GS1-128', () => {
    const code = encodeCode128('00106141412345678908', { gs1: true });
    expect(code.values.slice(0, 3)).toEqual([CODE128.START_C, CODE128.FNC1, 0]);
    expect(code.values.slice(3, 12)).toEqual([10, 61, 41, 41, 23, 45, 67, 89, 8]);
    expect(code.values.at(-1)).toBe(code128Checksum(code.values.slice(0, -1)));
    expect(code.modules).toBe(13 * 11 + 13);
  });

  it('makes every symbol 11 modules of three bars and three spaces', () => {
    const code = encodeCode128('Order 1001/2');
    for (let s = 0; s < code.values.length; s++) {
      const symbol = code.widths.slice(s * 6, s * 6 + 6);
      expect(symbol.reduce((a, b) => a + b, 0)).toBe(11);
    }
    const bars = barsOf(code);
    expect(bars).toHaveLength(3 * code.values.length + 4);
    expect(bars.at(-1)![0] + bars.at(-1)![1]).toBe(code.modules);
  });

  it('refuses what code set B cannot carry', () => {
    expect(() => encodeCode128('')).toThrow(RangeError);
    expect(() => encodeCode128('Ålesund')).toThrow(RangeError);
  });
});
