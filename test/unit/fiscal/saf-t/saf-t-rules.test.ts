import { describe, expect, it } from 'vitest';
import { SafTQuery } from '#functions/fiscal/saf-t/saf-t.schema.ts';
import { basicsOf, paymentTypeOf } from '#functions/fiscal/saf-t/saf-t-codes.ts';
import {
  idOf,
  localDateTime,
  orgNumberOf,
  periodInstants,
  periodIssues,
  safTFileName,
} from '#functions/fiscal/saf-t/saf-t-time.ts';
import { amount2, clip, el, escapeXml } from '#functions/fiscal/saf-t/xml-writer.ts';

describe('the SAF-T XML writer', () => {
  it('escapes markup and drops characters XML 1.0 does not allow', () => {
    expect(escapeXml(`a<b>&"c"'d'`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    expect(escapeXml('tab\tnew\nline\r ok\u0000\u0007\u001F\uFFFE')).toBe('tab\tnew\nline\r ok');
    expect(escapeXml('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
    expect(el('artDesc', '<Kaffe & te>')).toBe('<artDesc>&lt;Kaffe &amp; te&gt;</artDesc>');
    expect(el('empID', undefined)).toBe('');
  });

  it('writes amounts in minor units with two decimals, unsigned', () => {
    expect([0, 5, 120, 32000, -8000, 123456789].map(amount2)).toEqual([
      '0.00',
      '0.05',
      '1.20',
      '320.00',
      '80.00',
      '1234567.89',
    ]);
  });

  it('clips to a length in characters, keeping surrogate pairs whole', () => {
    expect(clip('abcdef', 4)).toBe('abcd');
    expect(clip('😀😀😀', 2)).toBe('😀😀');
    expect(clip('short', 50)).toBe('short');
  });
});

describe('the SAF-T period, times and names', () => {
  it('takes a period of at most one year, naming query.to otherwise', () => {
    expect(periodIssues('2026-01-01', '2026-12-31')).toEqual([]);
    expect(periodIssues('2024-01-01', '2024-12-31')).toEqual([]);
    expect(periodIssues('2026-05-02', '2026-05-02')).toEqual([]);
    expect(periodIssues('2026-01-01', '2027-01-01')).toEqual([
      { path: 'query.to', message: 'a SAF-T export covers at most one year' },
    ]);
    expect(periodIssues('2026-05-02', '2026-05-01')).toEqual([
      { path: 'query.to', message: 'must not be before from' },
    ]);
  });

  it('leaves a date the format refused to its own issue, without throwing', () => {
    const parsed = SafTQuery.safeParse({ from: 'abc', to: '2026-01-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['from']);
    expect(periodIssues('\u202e1', '2026-01-01')).toEqual([]);
  });

  it("bounds a period by the store's local midnights, across a change of offset", () => {
    // Oslo is +01:00 in winter and +02:00 from the last Sunday of March.
    expect(periodInstants('2026-01-01', '2026-03-31', 'Europe/Oslo')).toEqual({
      fromIso: '2025-12-31T23:00:00.000Z',
      toIso: '2026-03-31T22:00:00.000Z',
    });
    expect(periodInstants('2026-06-01', '2026-06-01', 'UTC')).toEqual({
      fromIso: '2026-06-01T00:00:00.000Z',
      toIso: '2026-06-02T00:00:00.000Z',
    });
  });

  it('writes dates and times in the local time of the store', () => {
    expect(localDateTime('2026-07-01T22:30:05.000Z', 'Europe/Oslo')).toEqual({
      date: '2026-07-02',
      time: '00:30:05',
    });
    expect(localDateTime('2026-01-15T08:00:00.000Z', 'Europe/Oslo')).toEqual({
      date: '2026-01-15',
      time: '09:00:00',
    });
  });

  it('keeps identifiers within the schema, the same digest wherever one is named', () => {
    expect(idOf('till-1')).toBe('till-1');
    const long = 'x'.repeat(40);
    expect(idOf(long)).toHaveLength(35);
    expect(idOf(long)).toBe(idOf(long));
    expect(idOf(long)).not.toBe(idOf(`${long}y`));
    expect(idOf('v'.repeat(30), 20)).toHaveLength(20);
  });

  it('reads the organisation number from a Norwegian VAT number', () => {
    expect(orgNumberOf('NO 999 888 777 MVA')).toBe('999888777');
    expect(orgNumberOf('999888777')).toBe('999888777');
    expect(orgNumberOf('NO12345MVA')).toBeUndefined();
    expect(orgNumberOf(undefined)).toBeUndefined();
  });

  it("names the file as Skatteetaten's guide does", () => {
    expect(safTFileName('999888777', { date: '2026-11-27', time: '21:30:05' })).toBe(
      'SAF-T Cash Register_999888777_20261127213005_1_1.xml',
    );
  });
});

describe('the SAF-T code lists', () => {
  it('maps settlement codes to payment types, unknown ones to OTHER', () => {
    expect(['cash', 'CARD', ' vipps ', 'INVOICE-30'].map(paymentTypeOf)).toEqual([
      'CASH',
      'CARD',
      'VIPPS',
      'OTHER',
    ]);
  });

  it('declares every code it uses once per basic type, with Skatteetaten predefined codes', () => {
    const basics = basicsOf([{ id: 'pg-coffee', name: 'Coffee' }]);
    const keys = basics.map((b) => `${b.basicType}/${b.basicID}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(basics).toContainEqual({
      basicType: '04',
      basicID: 'pg-coffee',
      predefinedBasicID: '04999',
      basicDesc: 'Coffee',
    });
    expect(basics).toContainEqual({
      basicType: '12',
      basicID: 'CASH',
      predefinedBasicID: '12001',
      basicDesc: 'Cash',
    });
    expect(basics).toContainEqual({
      basicType: '11',
      basicID: 'CASHSAL',
      predefinedBasicID: '11001',
      basicDesc: 'Cash sale',
    });
    const events = basics.filter((b) => b.basicType === '13').map((b) => b.basicID);
    expect(events).toHaveLength(31);
    expect(events).toContain('13009');
  });
});
