import * as z from 'zod';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import {
  CONNECTION_TYPES,
  type ConnectionType,
  PRINTER_LANGUAGES,
  PRINTER_TYPES,
  type PrinterLanguage,
  type PrinterType,
} from './printers-enums.ts';

/** Printers of a store: request bodies, the response, and the record as stored. */

export const PrinterConnection = z
  .object({
    type: z.enum(CONNECTION_TYPES),
    /** Host name or IP (NETWORK), device path (USB, SERIAL) or MAC address (BLUETOOTH). */
    address: singleLine(255).trim().optional(),
    /** TCP port (NETWORK; 9100 is raw printing). */
    port: z.int().min(1).max(65535).optional(),
  })
  .meta({
    id: 'PrinterConnection',
    description: 'How the store device reaches the printer; the service itself never connects to it.',
  });

const Name = singleLine(200).trim().min(1, 'must not be empty');
const PaperWidthMm = z.int().min(20).max(420).meta({ description: 'Printable paper width in millimetres' });
const LabelHeightMm = z.int().min(10).max(600).meta({ description: 'Label height in millimetres (LABEL)' });
const Dpi = z
  .union([z.literal(203), z.literal(300), z.literal(600)])
  .meta({ description: 'Print resolution' });

const settingFields = {
  paperWidthMm: PaperWidthMm.optional(),
  labelHeightMm: LabelHeightMm.optional(),
  dpi: Dpi.optional(),
};

export const CreatePrinterBody = z
  .object({
    printerUid: emptyAsAbsent(Uid),
    storeUid: Uid,
    name: Name,
    type: z.enum(PRINTER_TYPES),
    language: z.enum(PRINTER_LANGUAGES),
    connection: PrinterConnection,
    ...settingFields,
  })
  .meta({
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
  });
export type CreatePrinterInput = z.infer<typeof CreatePrinterBody>;

export const UpdatePrinterBody = z
  .object({
    name: Name.optional(),
    type: z.enum(PRINTER_TYPES).optional(),
    language: z.enum(PRINTER_LANGUAGES).optional(),
    connection: PrinterConnection.optional(),
    ...settingFields,
  })
  .meta({ id: 'UpdatePrinter', example: { name: 'Till 1 receipt printer (new)', paperWidthMm: 58 } });
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

export const PrinterResponse = z
  .object({
    printerUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    type: z.enum(PRINTER_TYPES),
    language: z.enum(PRINTER_LANGUAGES),
    connection: PrinterConnection,
    paperWidthMm: z.int(),
    labelHeightMm: z.int().optional(),
    dpi: z.int(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({
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
  });
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

export const SearchPrintersBody = z
  .object({
    storeUids: z.array(Uid).max(100).optional(),
    types: z.array(z.enum(PRINTER_TYPES)).max(PRINTER_TYPES.length).optional(),
    languages: z.array(z.enum(PRINTER_LANGUAGES)).max(PRINTER_LANGUAGES.length).optional(),
    connectionTypes: z.array(z.enum(CONNECTION_TYPES)).max(CONNECTION_TYPES.length).optional(),
    /** Case-insensitive substring of the name. */
    name: singleLine(200).trim().optional(),
  })
  .meta({
    id: 'SearchPrinters',
    example: { storeUids: ['oslo-sentrum'], types: ['RECEIPT'], name: 'till' },
  });
export type SearchPrintersInput = z.infer<typeof SearchPrintersBody>;

/** Paging and sort of a printer search: query parameters, as every list's (spec 2.1). */
export const SearchPrintersQuery = pagingQuery(PRINTER_SORT);
