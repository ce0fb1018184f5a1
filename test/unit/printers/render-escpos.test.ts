import { describe, expect, it } from 'vitest';
import { columnsOf, renderEscPos } from '#functions/printers/render-escpos.ts';
import { TEST_PAGE_TITLE, type TestPage } from '#functions/printers/test-page.ts';
import { parseEscPos } from '#test/support/print-formats.ts';

const page = (over: Partial<TestPage> = {}): TestPage => ({
  title: TEST_PAGE_TITLE,
  rows: [
    ['Printer', 'Kasse 1 kvittering'],
    ['Store', 'Bodø Sentrum (bodo-1)'],
  ],
  footer: 'If you can read this, the printer works.',
  code: 'j0000000001-abcdef',
  ...over,
});

describe('ESC/POS test page', () => {
  it('initialises, prints a centred bold title, left-aligned rows and ends with a cut', () => {
    const { commands, lines } = parseEscPos(renderEscPos(page(), { paperWidthMm: 80, dpi: 203 }));
    expect(commands[0]).toEqual({ op: 'init' });
    expect(commands).toContainEqual({ op: 'codePage', n: 16 });
    expect(commands.at(-1)).toEqual({ op: 'cut', m: 65, n: 3 });
    expect(lines[0]).toEqual({ text: TEST_PAGE_TITLE, align: 1, bold: true });
    const printer = lines.find((l) => l.text.startsWith('Printer:'));
    expect(printer).toMatchObject({ align: 0, bold: false });
    expect(printer?.text).toMatch(/^Printer: +Kasse 1 kvittering$/);
    // ø is byte 0xF8 in WPC1252, read back as Latin-1.
    expect(lines.some((l) => l.text.includes('Bodø Sentrum'))).toBe(true);
  });

  it('keeps every line within the roll: 48 columns on 80 mm, fewer on 58 mm', () => {
    expect(columnsOf({ paperWidthMm: 80, dpi: 203 })).toBe(48);
    const narrow = { paperWidthMm: 58, dpi: 203 };
    const long = page({
      rows: [['Printer', 'A very long printer name that cannot fit on one narrow roll at all']],
    });
    const { lines } = parseEscPos(renderEscPos(long, narrow));
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) expect(line.text.length).toBeLessThanOrEqual(columnsOf(narrow));
    expect(lines.map((l) => l.text).join(' ')).toContain('narrow roll at all');
  });

  it('never lets text carry a command: an ESC in a name is printed as a space, other scripts as ?', () => {
    const hostile = page({ rows: [['Printer', 'evil\u001b@\u001dV\u0000name ✓']] });
    const bytes = renderEscPos(hostile, { paperWidthMm: 80, dpi: 203 });
    const { commands, lines } = parseEscPos(bytes);
    expect(commands.filter((c) => c.op === 'init')).toHaveLength(1);
    expect(lines.find((l) => l.text.startsWith('Printer:'))?.text).toMatch(/evil @ V name \?$/);
  });

  it('the parser refuses what it does not know (the check can fail)', () => {
    expect(() => parseEscPos(Uint8Array.from([0x1b, 0x40, 0x1b, 0x21, 0x00]))).toThrow(/unknown ESC/);
    expect(() => parseEscPos(Uint8Array.from([0x41, 0x42]))).toThrow(/never printed/);
  });
});
