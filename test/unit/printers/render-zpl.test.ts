import { describe, expect, it } from 'vitest';
import { renderZpl, zplFieldData } from '#functions/printers/render-zpl.ts';
import { TEST_PAGE_TITLE, type TestPage } from '#functions/printers/test-page.ts';
import { parseZpl } from '#test/support/print-formats.ts';

const page: TestPage = {
  title: TEST_PAGE_TITLE,
  rows: [
    ['Printer', 'Lager ^XZ~JR_etikett'],
    ['Store', 'Tromsø'],
  ],
  footer: 'If you can read this, the printer works.',
  code: 'j0000000001-abcdef',
};

describe('ZPL test page', () => {
  it('is one label of the printer size with fields at their origins and a Code 128 of the job', () => {
    const zpl = renderZpl(page, { paperWidthMm: 102, labelHeightMm: 152, dpi: 203 });
    const { settings, fields } = parseZpl(zpl);
    expect(settings).toMatchObject({ CI: '28', PW: '815', LL: '1215' });
    expect(fields[0]?.data).toBe(TEST_PAGE_TITLE);
    expect(fields.map((f) => f.data)).toContain('Store: Tromsø');
    const barcode = fields.find((f) => f.commands.includes('BC'));
    expect(barcode?.data).toBe('j0000000001-abcdef');
    const ys = fields.map((f) => f.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    for (const f of fields) expect(f.x).toBeGreaterThan(0);
  });

  it('escapes ^, ~ and _ in field data so that text never ends the label or runs a command', () => {
    const { fields } = parseZpl(renderZpl(page, { paperWidthMm: 102, labelHeightMm: 152, dpi: 203 }));
    expect(fields.map((f) => f.data)).toContain('Printer: Lager ^XZ~JR_etikett');
    expect(zplFieldData('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
  });

  it('scales to the resolution: a 300 dpi printer gets more dots for the same label', () => {
    const { settings } = parseZpl(renderZpl(page, { paperWidthMm: 102, labelHeightMm: 152, dpi: 300 }));
    expect(Number(settings.PW)).toBe(1205);
  });

  it('the checker refuses a broken label (the check can fail)', () => {
    expect(() => parseZpl('^XA^FO10,10^FDx^XZ')).toThrow(/not closed|\^XZ/);
    expect(() => parseZpl('^XA^FO10,10^FDx^FS')).toThrow(/\^XA \.\.\. \^XZ/);
    expect(() => parseZpl('^XA^QQ^XZ')).toThrow(/unknown/);
  });
});
