import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, hasValidCheckDigit, sscc } from '#functions/shipping/check-digit-rules.ts';

describe('GS1 mod-10 check digits', () => {
  it('computes the check digit of published numbers', () => {
    // GS1's SSCC example (General Specifications) and a well-known GTIN-13.
    expect(gs1CheckDigit('10614141234567890')).toBe(8);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(gs1CheckDigit('0000000000000')).toBe(0);
  });

  it('accepts a number ending in its check digit and refuses every other last digit', () => {
    expect(hasValidCheckDigit('106141412345678908')).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 8) expect(hasValidCheckDigit(`10614141234567890${d}`)).toBe(false);
  });

  it('catches every single-digit error and every swap of two adjacent different digits', () => {
    const good = '106141412345678908';
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        expect(hasValidCheckDigit(`${good.slice(0, i)}${d}${good.slice(i + 1)}`)).toBe(false);
      }
    }
    for (let i = 0; i < good.length - 1; i++) {
      const [a, b] = [good[i]!, good[i + 1]!];
      // A swap of digits that differ by 5 is the one error mod 10 with weights 3-1 cannot see.
      if (a === b || Math.abs(Number(a) - Number(b)) === 5) continue;
      expect(hasValidCheckDigit(`${good.slice(0, i)}${b}${a}${good.slice(i + 2)}`)).toBe(false);
    }
  });

  it('builds 18-digit SSCCs from extension, company prefix and serial', () => {
    expect(sscc(1, '0614141', 234567890)).toBe('106141412345678908');
    const n = sscc(0, '0200000', 42);
    expect(n).toHaveLength(18);
    expect(n.startsWith('00200000000000042')).toBe(true);
    expect(hasValidCheckDigit(n)).toBe(true);
  });

  it('refuses what is no SSCC', () => {
    expect(() => sscc(10, '0200000', 1)).toThrow(RangeError);
    expect(() => sscc(0, '12345', 1)).toThrow(RangeError);
    expect(() => sscc(0, '0200000', 1_000_000_000)).toThrow(RangeError);
    expect(() => gs1CheckDigit('12a')).toThrow(RangeError);
  });
});
