import { randomUUID } from 'node:crypto';
import {
  deleteDeviceTokenOp,
  newDeviceToken,
  putDeviceTokenOp,
} from '#shared/auth/device-token.repository.ts';
import { nowIso } from '#shared/clock.ts';
import { assertReferencesExist } from '#shared/db/references.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import {
  createDeviceOp,
  deleteDeviceOp,
  getDevice,
  listDevices,
  replaceDeviceOp,
} from './device.repository.ts';
import {
  type CreateDeviceInput,
  type DeviceRecord,
  type DeviceResponseValue,
  toDeviceResponse,
  type UpdateDeviceInput,
} from './device.schema.ts';

/**
 * Device registration (docs/decisions/printers-devices.md): a backoffice user registers a device
 * for a store and receives its token once; the device item keeps only the hash, and the token's
 * lookup item (DTOKEN#<hash>) is written, replaced or deleted in the same transaction.
 */

export const loadDevice = async (tenantUid: string, deviceUid: string): Promise<DeviceRecord> => {
  const device = await getDevice(tenantUid, deviceUid);
  if (!device) throw NotFoundError.record('device', deviceUid, 'params.deviceUid');
  return device;
};

/** A fresh token for the device: the record's new token fields and the ops that store its hash. */
const issueToken = (record: Omit<DeviceRecord, 'tokenHash' | 'tokenHint' | 'tokenIssuedAt'>, now: string) => {
  const { token, tokenHash } = newDeviceToken();
  const next: DeviceRecord = { ...record, tokenHash, tokenHint: token.slice(-4), tokenIssuedAt: now };
  const op = putDeviceTokenOp({
    tokenHash,
    tenantUid: record.tenantUid,
    deviceUid: record.deviceUid,
    createdAt: now,
  });
  return { token, next, op };
};

const revokeOps = (device: DeviceRecord): TransactOp[] =>
  device.tokenHash ? [deleteDeviceTokenOp(device.tokenHash)] : [];

const withoutToken = (device: DeviceRecord, now: string): DeviceRecord => {
  const { tokenHash: _h, tokenHint: _t, tokenIssuedAt: _i, ...rest } = device;
  return { ...rest, lastModifiedAt: now, version: device.version + 1 };
};

export const createDevice = async (tenantUid: string, input: CreateDeviceInput) => {
  const now = nowIso();
  await assertReferencesExist(tenantUid, [{ kind: 'store', uid: input.storeUid, path: 'body.storeUid' }]);
  const base = {
    tenantUid,
    deviceUid: input.deviceUid ?? randomUUID(),
    storeUid: input.storeUid,
    name: input.name,
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  const { token, next, op } = issueToken(base, now);
  await commit([createDeviceOp(next), op]);
  return { device: toDeviceResponse(next), token };
};

export const readDevice = async (
  tenantUid: string,
  deviceUid: string,
): Promise<Versioned<DeviceResponseValue>> => {
  const device = await loadDevice(tenantUid, deviceUid);
  return { body: toDeviceResponse(device), version: device.version };
};

/** Every device of the tenant, or of one store (spec 9: devices filterable by storeUid), by name. */
export const listDevicePage = async (tenantUid: string, storeUid?: string) => ({
  items: (await listDevices(tenantUid, storeUid))
    .map(toDeviceResponse)
    .sort((a, b) => a.name.localeCompare(b.name) || a.deviceUid.localeCompare(b.deviceUid)),
});

export const updateDevice = async (
  tenantUid: string,
  deviceUid: string,
  input: UpdateDeviceInput,
  expectedVersion?: number,
): Promise<Versioned<DeviceResponseValue>> => {
  const current = await loadDevice(tenantUid, deviceUid);
  assertVersion(expectedVersion, current, `device '${deviceUid}'`);
  if (input.name === undefined || input.name === current.name) {
    return { body: toDeviceResponse(current), version: current.version };
  }
  const next = { ...current, name: input.name, lastModifiedAt: nowIso(), version: current.version + 1 };
  await commit([replaceDeviceOp(next, current.version)]);
  return { body: toDeviceResponse(next), version: next.version };
};

/** Deletes the device and revokes its token in one transaction. */
export const deleteDevice = async (tenantUid: string, deviceUid: string): Promise<void> => {
  const device = await loadDevice(tenantUid, deviceUid);
  await commit([deleteDeviceOp(device), ...revokeOps(device)]);
};

/** Issues a new token (shown once); the previous one stops working at once. */
export const rotateDeviceToken = async (tenantUid: string, deviceUid: string) => {
  const current = await loadDevice(tenantUid, deviceUid);
  const now = nowIso();
  const { token, next, op } = issueToken(withoutToken(current, now), now);
  await commit([replaceDeviceOp(next, current.version), ...revokeOps(current), op]);
  return { device: toDeviceResponse(next), token };
};

/** Revokes the device's token; the device stays registered without one until a new one is issued. */
export const revokeDeviceToken = async (tenantUid: string, deviceUid: string): Promise<void> => {
  const current = await loadDevice(tenantUid, deviceUid);
  if (!current.tokenHash) return;
  await commit([replaceDeviceOp(withoutToken(current, nowIso()), current.version), ...revokeOps(current)]);
};
