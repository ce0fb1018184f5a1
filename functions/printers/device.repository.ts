import {
  createPut,
  getRecord,
  listGsi1,
  type PlainEntity,
  replacePut,
  versionedDelete,
} from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { DeviceRecord } from './device.schema.ts';

/**
 * I/O of devices (their token lookup items are shared/auth/device-token.repository.ts).
 *
 * The device item is DeviceEntity's (device.entity.ts), read and written with plain
 * DocumentClient calls so that the printers function bundles no ElectroDB
 * (docs/decisions/bundles.md); test/unit/printers/device-repository.test.ts compares every call
 * with the entity's.
 */

/** DeviceEntity's item: its identifiers, attributes and key templates. */
const DEVICE_ITEM: PlainEntity<DeviceRecord, 'tenantUid' | 'deviceUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'device', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    deviceUid: 'required',
    storeUid: 'required',
    name: 'required',
    tokenHash: 'optional',
    tokenHint: 'optional',
    tokenIssuedAt: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, deviceUid }) => ({ pk: `T#${tenantUid}#DEVICE#${deviceUid}`, sk: 'DEVICE' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#DEVICES`,
    skPrefix: 'STORE#',
    skAttribute: ['storeUid', 'deviceUid'],
  },
};

export const getDevice = (tenantUid: string, deviceUid: string): Promise<DeviceRecord | undefined> =>
  getRecord(DEVICE_ITEM, { tenantUid, deviceUid });

/**
 * The tenant's devices, or one store's: one Query of the tenant's gsi1 partition (under the
 * store's sort-key prefix `STORE#<s>#` when given). A store uid holding `#` would share another's
 * prefix, so the store is compared again.
 */
export const listDevices = async (tenantUid: string, storeUid?: string): Promise<DeviceRecord[]> => {
  const devices = await listGsi1(DEVICE_ITEM, storeUid ? { tenantUid, storeUid } : { tenantUid });
  return devices.filter((d) => !storeUid || d.storeUid === storeUid);
};

export const createDeviceOp = (record: DeviceRecord): TransactOp => ({
  item: { Put: createPut(DEVICE_ITEM, record) },
  onConditionFailed: () => new ConflictError(`device '${record.deviceUid}' already exists`),
});

/** Replaces the device; the put writes the whole item, so a token the record lacks is removed. */
export const replaceDeviceOp = (record: DeviceRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(DEVICE_ITEM, record, expectedVersion) },
  onConditionFailed: () => ConflictError.concurrent('device', record.deviceUid),
});

export const deleteDeviceOp = (record: DeviceRecord): TransactOp => ({
  item: {
    Delete: versionedDelete(
      DEVICE_ITEM,
      { tenantUid: record.tenantUid, deviceUid: record.deviceUid },
      record.version,
    ),
  },
  onConditionFailed: () => ConflictError.concurrent('device', record.deviceUid),
});
