import * as z from 'zod/mini';
import { DateTime, singleLine, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import {
  PRINT_JOB_OUTCOMES,
  PRINT_JOB_STATES,
  PRINTER_LANGUAGES,
  type PrinterLanguage,
  type PrintJobState,
} from './printers-enums.ts';

/** Print jobs: queued by the API, leased and acknowledged by the store's devices. */

/** The job as stored (`T#<t>#PRINTQUEUE#<store>` / `JOB#<jobUid>`, one partition per store). */
export type PrintJobRecord = {
  tenantUid: string;
  storeUid: string;
  jobUid: string;
  printerUid: string;
  kind: 'TEST_PAGE';
  language: PrinterLanguage;
  contentType: string;
  /** The rendered document, base64. */
  content: string;
  state: PrintJobState;
  attempts: number;
  leasedBy?: string | undefined;
  /** Epoch milliseconds; a lease past it may be taken by the next poll. */
  leaseExpiresAt?: number | undefined;
  message?: string | undefined;
  completedAt?: string | undefined;
  /** Epoch seconds: the table's TTL removes the job after it. */
  expiresAt: number;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};

const jobFields = {
  jobUid: z.string(),
  printerUid: z.string(),
  storeUid: z.string(),
  kind: z.enum(['TEST_PAGE']),
  language: z.enum(PRINTER_LANGUAGES),
  contentType: z.string(),
  state: z.enum(PRINT_JOB_STATES),
  attempts: z.int(),
  leasedBy: z.optional(z.string()),
  leaseExpiresAt: z.optional(DateTime),
  message: z.optional(z.string()),
  completedAt: z.optional(DateTime),
  expiresAt: DateTime,
  createdAt: DateTime,
};

const example = {
  jobUid: 'j0mhxk2p1a-5f1c9a0e2b7d',
  printerUid: 'oslo-till-1-receipt',
  storeUid: 'oslo-sentrum',
  kind: 'TEST_PAGE',
  language: 'ESCPOS',
  contentType: 'application/vnd.escpos',
  state: 'QUEUED',
  attempts: 0,
  expiresAt: '2026-11-26T09:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
} as const;

export const PrintJobResponse = withMeta(z.object(jobFields), { id: 'PrintJob', example });
export type PrintJobResponseValue = z.infer<typeof PrintJobResponse>;

/** A job as a device receives it: with its document. */
export const DeviceJob = withMeta(
  z.object({
    ...jobFields,
    content: withMeta(z.string(), { description: 'The document, base64: ESC/POS bytes, ZPL text or a PDF' }),
  }),
  {
    id: 'DeviceJob',
    example: {
      ...example,
      state: 'LEASED',
      attempts: 1,
      leasedBy: 'oslo-till-1',
      leaseExpiresAt: '2026-11-25T09:01:00.000Z',
      content: 'G0AbdBAbYQEbRQFQUklOVEVSIFRFU1QgUEFHRQobRQA=',
    },
  },
);
export type DeviceJobValue = z.infer<typeof DeviceJob>;

export const toPrintJobResponse = (r: PrintJobRecord): PrintJobResponseValue => ({
  jobUid: r.jobUid,
  printerUid: r.printerUid,
  storeUid: r.storeUid,
  kind: r.kind,
  language: r.language,
  contentType: r.contentType,
  state: r.state,
  attempts: r.attempts,
  ...(r.leasedBy ? { leasedBy: r.leasedBy } : {}),
  ...(r.leaseExpiresAt ? { leaseExpiresAt: new Date(r.leaseExpiresAt).toISOString() } : {}),
  ...(r.message ? { message: r.message } : {}),
  ...(r.completedAt ? { completedAt: r.completedAt } : {}),
  expiresAt: new Date(r.expiresAt * 1000).toISOString(),
  createdAt: r.createdAt,
});

export const toDeviceJob = (r: PrintJobRecord): DeviceJobValue => ({
  ...toPrintJobResponse(r),
  content: r.content,
});

export const LeaseJobsBody = withMeta(
  z.object({
    /** Only jobs of these printers (a till that drives one printer); default: every printer of the store. */
    printerUids: z.optional(z.array(Uid).check(z.maxLength(50))),
    limit: z.optional(z.int().check(z.gte(1), z.lte(20))),
  }),
  { id: 'LeaseJobs', example: { printerUids: ['oslo-till-1-receipt'], limit: 5 } },
);
export type LeaseJobsInput = z.infer<typeof LeaseJobsBody>;

export const LeasedJobs = withMeta(z.object({ items: z.array(DeviceJob) }), { id: 'LeasedJobs' });

export const AckJobBody = withMeta(
  z.object({
    outcome: z.enum(PRINT_JOB_OUTCOMES),
    /** What the printer reported, e.g. "paper out". */
    message: z.optional(singleLine(500).check(z.trim())),
  }),
  { id: 'AckPrintJob', example: { outcome: 'PRINTED' } },
);
export type AckJobInput = z.infer<typeof AckJobBody>;
