import * as z from 'zod/mini';
import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { Uid } from '#shared/schema/common.ts';
import { DeviceSelf } from './device.schema.ts';
import { AckJobBody, LeasedJobs, LeaseJobsBody, PrintJobResponse } from './print-job.schema.ts';

/** The device's own routes: its device token (scheme `device`) and nothing else. */
export const DEVICE_SELF: RouteAuth = { schemes: ['device'] };

const tags = ['Device'] as const;

/**
 * What a store device calls with its own token (spec 4.8: "a /device endpoint (returns printer
 * information)"): the way cloud POS printing works (Star CloudPRNT, Epson Server Direct Print),
 * the device polls, since the service cannot reach a printer on a store network.
 */
export const deviceSessionRoutes = defineRoutes({
  getDeviceSelf: {
    method: 'GET',
    path: '/device',
    summary: 'The calling device: its store, printers, payment methods and payment terminals',
    description:
      "What the device needs to work: its store, the store's printers with their settings, the store payment methods its settlements may name, and the payment terminals it may use with each terminal's `requirements` (a terminal that requires exclusive use is listed only to the device it is paired with).",
    tags,
    auth: DEVICE_SELF,
    success: { status: 200, description: 'The device, its store and printers', schema: DeviceSelf },
  },
  leaseDeviceJobs: {
    method: 'POST',
    path: '/device/jobs/lease',
    summary: "Take the next print jobs of the device's store",
    description:
      'Leases up to `limit` (default 5, at most 20) queued jobs of the store, oldest first, optionally only of `printerUids`, for 60 seconds: no other poll receives them meanwhile. Acknowledge each with `POST /device/jobs/{jobUid}/ack`; a job not acknowledged in time is handed to the next poll. An empty `items` means nothing to print.',
    tags,
    auth: DEVICE_SELF,
    idempotent: false,
    request: { body: LeaseJobsBody, bodyOptional: true },
    success: { status: 200, description: 'The leased jobs with their documents', schema: LeasedJobs },
  },
  ackDeviceJob: {
    method: 'POST',
    path: '/device/jobs/{jobUid}/ack',
    summary: 'Acknowledge a print job (printed or failed)',
    description:
      'Only the device holding the lease may acknowledge (409 when another poll took the job since). A finished job is never handed out again; acknowledging it again answers the finished job.',
    tags,
    auth: DEVICE_SELF,
    request: { params: z.object({ jobUid: Uid }), body: AckJobBody },
    success: { status: 200, description: 'The finished job', schema: PrintJobResponse },
    responses: {
      404: { description: "No such job in the device's store" },
      409: { description: 'The device does not hold the lease' },
    },
  },
});
