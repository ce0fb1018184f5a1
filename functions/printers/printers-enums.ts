/** The value lists of the printers area (docs/decisions/printers-devices.md). */

/** What a printer prints on: receipt roll, label stock or A4 sheets. */
export const PRINTER_TYPES = ['RECEIPT', 'LABEL', 'A4'] as const;
export type PrinterType = (typeof PRINTER_TYPES)[number];

/** The command language a printer understands (spec 4.8: ESCPOS, ZPL and PDF). */
export const PRINTER_LANGUAGES = ['ESCPOS', 'ZPL', 'PDF'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];

/** How the store's device reaches the printer; the service itself never does. */
export const CONNECTION_TYPES = ['NETWORK', 'USB', 'BLUETOOTH', 'SERIAL'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** A print job's life: queued, leased by one polling device, then printed or failed. */
export const PRINT_JOB_STATES = ['QUEUED', 'LEASED', 'PRINTED', 'FAILED'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/** The outcomes a device reports when it acknowledges a job. */
export const PRINT_JOB_OUTCOMES = ['PRINTED', 'FAILED'] as const;

/** The MIME type of each language's document, as a device receives it. */
export const CONTENT_TYPES = {
  ESCPOS: 'application/vnd.escpos',
  ZPL: 'application/vnd.zebra.zpl',
  PDF: 'application/pdf',
} as const satisfies Record<PrinterLanguage, string>;
