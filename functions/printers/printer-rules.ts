import { randomUUID } from 'node:crypto';
import { UnprocessableError } from '#shared/errors.ts';
import type {
  CreatePrinterInput,
  PrinterRecord,
  SearchPrintersInput,
  UpdatePrinterInput,
} from './printer.schema.ts';
import type { PrinterLanguage, PrinterType } from './printers-enums.ts';

/** Pure rules of printers: defaults per type, the type/language pairs, merging and filtering. */

/** The languages each printer type can speak: receipt printers ESC/POS, label printers ZPL, all PDF. */
export const LANGUAGES_OF: Record<PrinterType, readonly PrinterLanguage[]> = {
  RECEIPT: ['ESCPOS', 'PDF'],
  LABEL: ['ZPL', 'PDF'],
  A4: ['PDF'],
};

/** Paper defaults per type: an 80 mm roll, a 4x6 inch label, an A4 sheet. */
const DEFAULTS: Record<PrinterType, { paperWidthMm: number; labelHeightMm?: number }> = {
  RECEIPT: { paperWidthMm: 80 },
  LABEL: { paperWidthMm: 102, labelHeightMm: 152 },
  A4: { paperWidthMm: 210 },
};

export const DEFAULT_DPI = 203;

export const newPrinterUid = (): string => randomUUID();

/** Refuses a language the printer type cannot speak (422 naming the field). */
export const assertLanguageFits = (type: PrinterType, language: PrinterLanguage): void => {
  if (LANGUAGES_OF[type].includes(language)) return;
  const message = `a ${type} printer speaks ${LANGUAGES_OF[type].join(' or ')}, not ${language}`;
  throw new UnprocessableError(message, { errors: [{ path: 'body.language', message }] });
};

/** The record a create or a partial update produces; the type's defaults fill absent settings. */
export const mergePrinter = (
  current: PrinterRecord | undefined,
  input: CreatePrinterInput | UpdatePrinterInput,
  ctx: { tenantUid: string; printerUid: string; storeUid: string; now: string },
): PrinterRecord => {
  const type = input.type ?? current?.type ?? 'RECEIPT';
  const language = input.language ?? current?.language ?? LANGUAGES_OF[type][0]!;
  assertLanguageFits(type, language);
  // A new type takes its own paper defaults unless the request names the settings.
  const retyped = current !== undefined && current.type !== type;
  const base = retyped || !current ? DEFAULTS[type] : current;
  const labelHeightMm = type === 'LABEL' ? (input.labelHeightMm ?? base.labelHeightMm) : undefined;
  return {
    tenantUid: ctx.tenantUid,
    printerUid: ctx.printerUid,
    storeUid: ctx.storeUid,
    name: input.name ?? current?.name ?? '',
    type,
    language,
    connection: input.connection ?? current?.connection ?? { type: 'NETWORK' },
    paperWidthMm: input.paperWidthMm ?? base.paperWidthMm,
    ...(labelHeightMm !== undefined ? { labelHeightMm } : {}),
    dpi: input.dpi ?? current?.dpi ?? DEFAULT_DPI,
    createdAt: current?.createdAt ?? ctx.now,
    lastModifiedAt: ctx.now,
    version: (current?.version ?? 0) + 1,
  };
};

const FIELDS = ['name', 'type', 'language', 'paperWidthMm', 'labelHeightMm', 'dpi'] as const;

/** Whether an update changes anything (an unchanged PUT keeps the version). */
export const printerChanged = (a: PrinterRecord, b: PrinterRecord): boolean =>
  FIELDS.some((f) => a[f] !== b[f]) ||
  (['type', 'address', 'port'] as const).some((k) => a.connection[k] !== b.connection[k]);

/** Whether a printer matches a search's filters (each given filter must hold). */
export const printerMatches = (p: PrinterRecord, f: SearchPrintersInput): boolean =>
  (!f.storeUids?.length || f.storeUids.includes(p.storeUid)) &&
  (!f.types?.length || f.types.includes(p.type)) &&
  (!f.languages?.length || f.languages.includes(p.language)) &&
  (!f.connectionTypes?.length || f.connectionTypes.includes(p.connection.type)) &&
  (!f.name || p.name.toLowerCase().includes(f.name.toLowerCase()));
