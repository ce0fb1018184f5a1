/**
 * Readers of the printer languages the service emits, written from the manuals (Epson ESC/POS
 * command reference, Zebra ZPL II guide), independent of the renderers: the tests read a document
 * back with these and fail on any byte or command they do not know.
 */

export type EscPosCommand =
  | { op: 'init' }
  | { op: 'align'; n: number }
  | { op: 'bold'; n: number }
  | { op: 'codePage'; n: number }
  | { op: 'feed'; n: number }
  | { op: 'cut'; m: number; n?: number };

export type EscPosLine = { text: string; align: number; bold: boolean };

/** Parses ESC/POS bytes into commands and printed lines; throws on an unknown command or control byte. */
export const parseEscPos = (bytes: Uint8Array) => {
  const commands: EscPosCommand[] = [];
  const lines: EscPosLine[] = [];
  const state = { align: 0, bold: false };
  let text: number[] = [];
  const arg = (i: number) => {
    if (i >= bytes.length) throw new Error(`command at ${i - 2} is cut short`);
    return bytes[i]!;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x1b) {
      const code = arg(++i);
      if (code === 0x40) commands.push({ op: 'init' });
      else if (code === 0x61) {
        state.align = arg(++i);
        if (state.align > 2 && state.align !== 48 && state.align !== 49 && state.align !== 50) {
          throw new Error(`ESC a ${state.align} is no alignment`);
        }
        commands.push({ op: 'align', n: state.align });
      } else if (code === 0x45) {
        const n = arg(++i);
        state.bold = (n & 1) === 1;
        commands.push({ op: 'bold', n });
      } else if (code === 0x74) commands.push({ op: 'codePage', n: arg(++i) });
      else if (code === 0x64) commands.push({ op: 'feed', n: arg(++i) });
      else throw new Error(`unknown ESC command 0x${code.toString(16)} at ${i - 1}`);
    } else if (b === 0x1d) {
      const code = arg(++i);
      if (code !== 0x56) throw new Error(`unknown GS command 0x${code.toString(16)} at ${i - 1}`);
      const m = arg(++i);
      if (m === 65 || m === 66) commands.push({ op: 'cut', m, n: arg(++i) });
      else if ([0, 1, 48, 49].includes(m)) commands.push({ op: 'cut', m });
      else throw new Error(`GS V ${m} is no cut`);
    } else if (b === 0x0a) {
      lines.push({ text: Buffer.from(text).toString('latin1'), align: state.align, bold: state.bold });
      text = [];
    } else if (b < 0x20 || b === 0x7f) {
      throw new Error(`control byte 0x${b.toString(16)} in text at ${i}`);
    } else text.push(b);
  }
  if (text.length > 0) throw new Error('text after the last line feed is never printed');
  return { commands, lines };
};

export type ZplField = { x: number; y: number; data: string; commands: string[] };

const ZPL_COMMANDS = new Set([
  'XA',
  'XZ',
  'CI',
  'PW',
  'LL',
  'LH',
  'FO',
  'A0',
  'FB',
  'FH',
  'FD',
  'FS',
  'GB',
  'BY',
  'BC',
]);

/** Decodes ^FH field data: `_` followed by two hex digits is one byte; the bytes are UTF-8 (^CI28). */
const decodeFieldData = (data: string, hex: boolean): string => {
  if (!hex) return data;
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '_') {
      const pair = data.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(pair)) throw new Error(`bad ^FH escape '_${pair}'`);
      bytes.push(Number.parseInt(pair, 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
};

/**
 * Checks a ZPL label: one ^XA ... ^XZ, only known commands, every field opened by ^FO and closed
 * by ^FS with its data in ^FD; answers the settings and the fields with their decoded data.
 */
export const parseZpl = (zpl: string) => {
  const body = zpl.replace(/\r?\n/g, '');
  if (!body.startsWith('^XA') || !body.endsWith('^XZ')) throw new Error('a label is ^XA ... ^XZ');
  const commands = body.slice(1).split('^');
  const settings: Record<string, string> = {};
  const fields: ZplField[] = [];
  let open: (ZplField & { hex: boolean }) | undefined;
  commands.forEach((raw, index) => {
    const code = raw.slice(0, 2);
    const params = raw.slice(2);
    if (!ZPL_COMMANDS.has(code)) throw new Error(`unknown ZPL command ^${code}`);
    if ((code === 'XA' && index !== 0) || (code === 'XZ' && index !== commands.length - 1)) {
      throw new Error(`^${code} in the middle of the label`);
    }
    if (code === 'FO') {
      if (open) throw new Error('^FO before the previous field ended with ^FS');
      const [x, y] = params.split(',').map(Number);
      if (!Number.isInteger(x) || !Number.isInteger(y)) throw new Error(`bad ^FO${params}`);
      open = { x: x!, y: y!, data: '', commands: [], hex: false };
    } else if (code === 'FS') {
      if (!open) throw new Error('^FS without ^FO');
      const { hex: _hex, ...field } = open;
      fields.push(field);
      open = undefined;
    } else if (open) {
      open.commands.push(code);
      if (code === 'FH') open.hex = true;
      if (code === 'FD') open.data = decodeFieldData(params, open.hex);
    } else if (['PW', 'LL', 'CI', 'LH'].includes(code)) settings[code] = params;
    else if (code !== 'XA' && code !== 'XZ') throw new Error(`^${code} outside a field`);
  });
  if (open) throw new Error('a field is not closed with ^FS');
  return { settings, fields };
};
