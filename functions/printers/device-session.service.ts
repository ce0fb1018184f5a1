import { devicePayments } from '#functions/payments/payment-read.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { readReferenceFields } from '#shared/db/references.ts';
import { ConflictError, NotFoundError, UnauthorizedError } from '#shared/errors.ts';
import { getDevice } from './device.repository.ts';
import { type DeviceRecord, toDeviceResponse } from './device.schema.ts';
import { completeJob, getJob, leaseJob, listOpenJobs } from './print-job.repository.ts';
import {
  type AckJobInput,
  type LeaseJobsInput,
  toDeviceJob,
  toPrintJobResponse,
} from './print-job.schema.ts';
import { DEFAULT_LEASE_LIMIT, expiresAtOf, LEASE_SECONDS, leaseCandidates } from './print-job-rules.ts';
import { storePrinters } from './printer.service.ts';

/**
 * What a device does with its own token (the `device` scheme): read itself, its store and its
 * printers, lease its store's jobs and acknowledge them. The store comes from the device record,
 * read on every request, never from the token: a token outlives nothing the record says, and a
 * revoked or rotated token is refused at once here, whatever the authorizer cache still holds.
 */

const currentDevice = async (auth: AuthContext): Promise<DeviceRecord> => {
  const device = auth.deviceUid ? await getDevice(auth.tenantUid, auth.deviceUid) : undefined;
  if (!device?.tokenHash || device.tokenHash !== auth.tokenHash) {
    throw new UnauthorizedError('device token was revoked');
  }
  return device;
};

export const readDeviceSelf = async (auth: AuthContext) => {
  const device = await currentDevice(auth);
  const [store, printers, payments] = await Promise.all([
    readReferenceFields(auth.tenantUid, 'store', device.storeUid, ['name']),
    storePrinters(auth.tenantUid, device.storeUid),
    devicePayments(auth.tenantUid, device.storeUid, device.deviceUid),
  ]);
  return {
    tenantUid: auth.tenantUid,
    device: toDeviceResponse(device),
    store: { storeUid: device.storeUid, name: store?.name ?? '' },
    printers,
    ...payments,
  };
};

/**
 * Leases up to `limit` jobs of the device's store, oldest first, each for LEASE_SECONDS. Each job
 * is taken by one conditional update, so two polls never receive the same job; a job another
 * poll took in between is skipped.
 */
export const leaseJobs = async (auth: AuthContext, input: LeaseJobsInput) => {
  const device = await currentDevice(auth);
  const nowMs = Date.now();
  const open = await listOpenJobs(auth.tenantUid, device.storeUid, nowMs);
  const candidates = leaseCandidates(open, nowMs, {
    printerUids: input.printerUids,
    limit: input.limit ?? DEFAULT_LEASE_LIMIT,
  });
  const lease = {
    deviceUid: device.deviceUid,
    nowMs,
    leaseExpiresAt: nowMs + LEASE_SECONDS * 1000,
    now: new Date(nowMs).toISOString(),
  };
  const leased = [];
  // One at a time, oldest first: the order the printer prints them in.
  for (const job of candidates) {
    const taken = await leaseJob(job, lease);
    if (taken) leased.push(toDeviceJob(taken));
  }
  return { items: leased };
};

/**
 * Records the outcome of a job the device holds. Acknowledging again with the same device is
 * answered with the finished job; a job whose lease another device took since is a 409.
 */
export const ackJob = async (auth: AuthContext, jobUid: string, input: AckJobInput) => {
  const device = await currentDevice(auth);
  const key = { tenantUid: auth.tenantUid, storeUid: device.storeUid, jobUid };
  const now = nowIso();
  const done = await completeJob(key, {
    deviceUid: device.deviceUid,
    outcome: input.outcome,
    message: input.message,
    now,
    expiresAt: expiresAtOf(Date.parse(now)),
  });
  if (done) return toPrintJobResponse(done);
  const job = await getJob(key);
  if (!job) throw NotFoundError.record('print job', jobUid, 'params.jobUid');
  if (job.leasedBy === device.deviceUid && (job.state === 'PRINTED' || job.state === 'FAILED')) {
    return toPrintJobResponse(job);
  }
  throw new ConflictError(
    job.state === 'QUEUED' || job.leasedBy !== device.deviceUid
      ? `print job '${jobUid}' is not leased by this device (its lease ran out)`
      : `print job '${jobUid}' is not leased`,
  );
};
