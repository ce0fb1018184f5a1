import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import {
  CONNECTION_TYPES,
  type ConnectionType,
  PRINTER_LANGUAGES,
  PRINTER_TYPES,
  type PrinterLanguage,
  type PrinterType,
} from './printers-enums.ts';

/** Printers of a store: request bodies, the response, and the record as stored. */

export const PrinterConnection = withMeta(
  z.object({
    type: z.enum(CONNECTION_TYPES),
    /** Host name or IP (NETWORK), device path (USB, SERIAL) or MAC address (BLUETOOTH). */
    address: z.optional(singleLine(255).check(z.trim())),
    /** TCP port (NETWORK; 9100 is raw printing). */
    port: z.optional(z.int().check(z.gte(1), z.lte(65535))),
  }),
  {
    id: 'PrinterConnection',
    description: 'How the store device reaches the printer; the service itself never connects to it.',
  },
);

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
const PaperWidthMm = withMeta(z.int().check(z.gte(20), z.lte(420)), {
  description: 'Printable paper width in millimetres',
});
const LabelHeightMm = withMeta(z.int().check(z.gte(10), z.lte(600)), {
  description: 'Label height in millimetres (LABEL)',
});
const Dpi = withMeta(z.union([z.literal(203), z.literal(300), z.literal(600)]), {
  description: 'Print resolution',
});

const settingFields = {
  paperWidthMm: z.optional(PaperWidthMm),
  labelHeightMm: z.optional(LabelHeightMm),
  dpi: z.optional(Dpi),
};

export const CreatePrinterBody = withMeta(
  z.object({
    printerUid: emptyAsAbsent(Uid),
    storeUid: Uid,
    name: Name,
    type: z.enum(PRINTER_TYPES),
    language: z.enum(PRINTER_LANGUAGES),
    connection: PrinterConnection,
    ...settingFields,
  }),
  {
    id: 'CreatePrinter',
    example: {
      printerUid: 'oslo-till-1-receipt',
      storeUid: 'oslo-sentrum',
      name: 'Till 1 receipt printer',
      type: 'RECEIPT',
      language: 'ESCPOS',
      connection: { type: 'NETWORK', address: '192.168.10.31', port: 9100 },
      paperWidthMm: 80,
    },
  },
);
export type CreatePrinterInput = z.infer<typeof CreatePrinterBody>;

export const UpdatePrinterBody = withMeta(
  z.object({
    name: z.optional(Name),
    type: z.optional(z.enum(PRINTER_TYPES)),
    language: z.optional(z.enum(PRINTER_LANGUAGES)),
    connection: z.optional(PrinterConnection),
    ...settingFields,
  }),
  { id: 'UpdatePrinter', example: { name: 'Till 1 receipt printer (new)', paperWidthMm: 58 } },
);
export type UpdatePrinterInput = z.infer<typeof UpdatePrinterBody>;

/** The printer as stored (main item `T#<t>#PRINTER#<p>` / `PRINTER`). */
export type PrinterRecord = {
  tenantUid: string;
  printerUid: string;
  storeUid: string;
  name: string;
  type: PrinterType;
  language: PrinterLanguage;
  connection: { type: ConnectionType; address?: string | undefined; port?: number | undefined };
  paperWidthMm: number;
  labelHeightMm?: number | undefined;
  dpi: number;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

export const PrinterResponse = withMeta(
  z.object({
    printerUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    type: z.enum(PRINTER_TYPES),
    language: z.enum(PRINTER_LANGUAGES),
    connection: PrinterConnection,
    paperWidthMm: z.int(),
    labelHeightMm: z.optional(z.int()),
    dpi: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Printer',
    example: {
      printerUid: 'oslo-till-1-receipt',
      storeUid: 'oslo-sentrum',
      name: 'Till 1 receipt printer',
      type: 'RECEIPT',
      language: 'ESCPOS',
      connection: { type: 'NETWORK', address: '192.168.10.31', port: 9100 },
      paperWidthMm: 80,
      dpi: 203,
      createdAt: '2026-11-25T09:00:00.000Z',
      lastModifiedAt: '2026-11-25T09:00:00.000Z',
    },
  },
);
export type PrinterResponseValue = z.infer<typeof PrinterResponse>;

export const toPrinterResponse = (r: PrinterRecord): PrinterResponseValue => ({
  printerUid: r.printerUid,
  storeUid: r.storeUid,
  name: r.name,
  type: r.type,
  language: r.language,
  connection: r.connection,
  paperWidthMm: r.paperWidthMm,
  ...(r.labelHeightMm !== undefined ? { labelHeightMm: r.labelHeightMm } : {}),
  dpi: r.dpi,
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

export const PRINTER_SORT = ['name', 'storeUid', 'type', 'createdAt', 'printerUid'] as const;

export const SearchPrintersBody = withMeta(
  z.object({
    storeUids: z.optional(z.array(Uid).check(z.maxLength(100))),
    types: z.optional(z.array(z.enum(PRINTER_TYPES)).check(z.maxLength(PRINTER_TYPES.length))),
    languages: z.optional(z.array(z.enum(PRINTER_LANGUAGES)).check(z.maxLength(PRINTER_LANGUAGES.length))),
    connectionTypes: z.optional(
      z.array(z.enum(CONNECTION_TYPES)).check(z.maxLength(CONNECTION_TYPES.length)),
    ),
    /** Case-insensitive substring of the name. */
    name: z.optional(singleLine(200).check(z.trim())),
  }),
  {
    id: 'SearchPrinters',
    example: { storeUids: ['oslo-sentrum'], types: ['RECEIPT'], name: 'till' },
  },
);
export type SearchPrintersInput = z.infer<typeof SearchPrintersBody>;

/** Paging and sort of a printer search: query parameters, as every list's (spec 2.1). */
export const SearchPrintersQuery = pagingQuery(PRINTER_SORT);
