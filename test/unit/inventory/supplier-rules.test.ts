import { describe, expect, it } from 'vitest';
import { matchesSupplierQuery } from '#functions/inventory/supplier-rules.ts';
import { COUNTRY_CODES, CountryCode } from '#shared/schema/country.ts';

const supplier = { name: 'Økern Kaffebrenneri', supplierCode: 'L-2002', organizationNumber: '912 345 678' };

describe('the supplier search', () => {
  it('matches every word in the name, code or organisation number, without case, accents or strokes', () => {
    expect(matchesSupplierQuery(supplier, undefined)).toBe(true);
    expect(matchesSupplierQuery(supplier, 'okern')).toBe(true);
    expect(matchesSupplierQuery(supplier, 'ØKERN l-2002')).toBe(true);
    expect(matchesSupplierQuery(supplier, '345')).toBe(true);
    expect(matchesSupplierQuery({ ...supplier, name: 'Åsane Bakeri' }, 'asane')).toBe(true);
    expect(matchesSupplierQuery(supplier, 'okern bergen')).toBe(false);
  });
});

describe('country codes (ISO 3166-1 alpha-2)', () => {
  it('lists the 249 assigned codes, each a region the platform can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((c) => !names.of(c))).toEqual([]);
  });

  it('says what is expected when the code is missing, empty or not assigned', () => {
    const issue = (value: unknown) => CountryCode.safeParse(value).error?.issues.map((i) => i.message);
    expect(CountryCode.parse('NO')).toBe('NO');
    expect(issue(undefined)).toEqual([
      'is required: an ISO 3166-1 alpha-2 country code in capitals, such as NO, SE or DE',
    ]);
    expect(issue('')).toEqual([
      'is required: an ISO 3166-1 alpha-2 country code in capitals, such as NO, SE or DE',
    ]);
    for (const bad of ['no', 'UK', 'EU', 'XX', 'NOR'])
      expect(issue(bad), bad).toEqual([
        `'${bad}' is not an ISO 3166-1 alpha-2 country code in capitals, such as NO, SE or DE`,
      ]);
    expect(issue(47)).toEqual([
      'must be an ISO 3166-1 alpha-2 country code in capitals, such as NO, SE or DE',
    ]);
  });
});
