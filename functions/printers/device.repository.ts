import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { DeviceEntity } from './device.entity.ts';
import type { DeviceRecord } from './device.schema.ts';

/** I/O of devices (their token lookup items are shared/auth/device-token.repository.ts). */

export const getDevice = async (tenantUid: string, deviceUid: string): Promise<DeviceRecord | undefined> =>
  ((await DeviceEntity.get({ tenantUid, deviceUid }).go({ consistent: true })).data ?? undefined) as
    | DeviceRecord
    | undefined;

/** The tenant's devices, or one store's: one Query of the tenant's gsi1 partition. */
export const listDevices = async (tenantUid: string, storeUid?: string): Promise<DeviceRecord[]> => {
  const query = storeUid
    ? DeviceEntity.query.byStore({ tenantUid, storeUid })
    : DeviceEntity.query.byStore({ tenantUid });
  const { data } = await query.go({ pages: 'all' });
  return (data as DeviceRecord[]).filter((d) => !storeUid || d.storeUid === storeUid);
};

export const createDeviceOp = (record: DeviceRecord): TransactOp => ({
  item: { Put: DeviceEntity.create(record).params() },
  onConditionFailed: () => new ConflictError(`device '${record.deviceUid}' already exists`),
});

/** Replaces the device; `put` writes the whole item, so a token the record lacks is removed. */
export const replaceDeviceOp = (record: DeviceRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: DeviceEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('device', record.deviceUid),
});

export const deleteDeviceOp = (record: DeviceRecord): TransactOp => ({
  item: {
    Delete: DeviceEntity.delete({ tenantUid: record.tenantUid, deviceUid: record.deviceUid })
      .where(({ version }, { eq }) => eq(version, record.version))
      .params(),
  },
  onConditionFailed: () => ConflictError.concurrent('device', record.deviceUid),
});
