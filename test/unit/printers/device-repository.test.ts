import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceRecord } from '#functions/printers/device.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { DeviceEntity } = await import('#functions/printers/device.entity.ts');
const { createDeviceOp, deleteDeviceOp, getDevice, listDevices, replaceDeviceOp } = await import(
  '#functions/printers/device.repository.ts'
);

// The printers function reads and writes device items without ElectroDB: every call must be the
// one DeviceEntity makes, or an item written before would be read wrong.

/** A device as createDevice builds it: registered with a token. */
const registered: DeviceRecord = {
  tenantUid: 'T1',
  deviceUid: 'till-1',
  storeUid: 's1',
  name: 'Till 1',
  tokenHash: 'a'.repeat(64),
  tokenHint: 'x9Zq',
  tokenIssuedAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
};
/** After revokeDeviceToken (withoutToken): the token attributes gone from the record. */
const { tokenHash: _h, tokenHint: _t, tokenIssuedAt: _i, ...revokedBase } = registered;
const revoked: DeviceRecord = {
  ...revokedBase,
  deviceUid: 'till-2',
  storeUid: 's10',
  lastModifiedAt: '2026-11-29T08:00:00.000Z',
  version: 2,
};
/** A record whose token attributes are members holding undefined. */
const unset = {
  ...registered,
  deviceUid: 'till-3',
  tokenHash: undefined,
  tokenHint: undefined,
} as DeviceRecord;
const DEVICES: [string, DeviceRecord][] = [
  ['registered', registered],
  ['revoked', revoked],
  ['unset', unset],
];

const itemOf = (device: DeviceRecord) => DeviceEntity.create(device).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('device writes against DeviceEntity', () => {
  it('the records cover the token attributes present, absent and undefined', () => {
    expect(itemOf(registered)).toMatchObject({ tokenHint: 'x9Zq', gsi1sk: 'STORE#s1#till-1' });
    expect(Object.keys(itemOf(revoked))).not.toContain('tokenHash');
    expect(Object.keys(itemOf(unset))).not.toContain('tokenHint');
  });

  it.each(DEVICES)('create of the %s device: the entity’s Put and not-exists condition', (_, device) => {
    const put = createDeviceOp(device).item.Put!;
    const entity = DeviceEntity.create(device).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(DEVICES)('replace of the %s device: the entity’s Put and version condition', (_, device) => {
    const put = replaceDeviceOp(device, device.version - 1).item.Put!;
    const entity = DeviceEntity.put(device)
      .where(({ version }, { eq }) => eq(version, device.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(DEVICES)('delete of the %s device: the entity’s Delete at the record’s version', (_, device) => {
    const entity = DeviceEntity.delete({ tenantUid: 'T1', deviceUid: device.deviceUid })
      .where(({ version }, { eq }) => eq(version, device.version))
      .params();
    expect(deleteDeviceOp(device).item.Delete).toStrictEqual(entity);
  });
});

describe('device reads against DeviceEntity', () => {
  it.each(DEVICES)('get of the %s device: the entity’s consistent GetItem and parse', async (_, device) => {
    const responses = [{ Item: itemOf(device) }];
    const key = { tenantUid: 'T1', deviceUid: device.deviceUid };
    const entity = await capture(
      responses,
      async () => (await DeviceEntity.get(key).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getDevice('T1', device.deviceUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toStrictEqual(DeviceEntity.get(key).params({ consistent: true }));
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(device);
  });

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    for (const response of [{}, { Item: { ...itemOf(registered), __edb_e__: 'printer' } }]) {
      const key = { tenantUid: 'T1', deviceUid: 'till-1' };
      const entity = await capture([response], () => DeviceEntity.get(key).go({ consistent: true }));
      const plain = await capture([response], () => getDevice('T1', 'till-1'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  // listDevices as it was on DeviceEntity: the store's prefix when given, every page, the store
  // compared again.
  const entityList = async (storeUid?: string) => {
    const query = storeUid
      ? DeviceEntity.query.byStore({ tenantUid: 'T1', storeUid })
      : DeviceEntity.query.byStore({ tenantUid: 'T1' });
    const { data } = await query.go({ pages: 'all' });
    return (data as DeviceRecord[]).filter((d) => !storeUid || d.storeUid === storeUid);
  };

  it.each([
    ['the tenant', undefined, 'STORE#'],
    ['one store', 's1', 'STORE#s1#'],
    ['an empty store uid, as the tenant', '', 'STORE#'],
  ])('list of %s: the entity’s Query of gsi1, every page, its devices only', async (_, storeUid, prefix) => {
    const foreign = { ...itemOf(registered), deviceUid: 'x', __edb_e__: 'printer' };
    const responses = [
      {
        Items: [itemOf(registered), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'DEVICE', gsi1pk: 'g', gsi1sk: 's' },
      },
      { Items: [], LastEvaluatedKey: { pk: 'q', sk: 'DEVICE', gsi1pk: 'g', gsi1sk: 't' } },
      // Another store's device, as a page could hold it were its uid to share the prefix.
      { Items: [itemOf(unset), itemOf(revoked)] },
    ];
    const plain = await capture(responses, () => listDevices('T1', storeUid));
    const entity = await capture(responses, () => entityList(storeUid));
    expect(plain.sent).toHaveLength(3);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':sk1': prefix },
    });
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toEqual(storeUid ? [registered, unset] : [registered, unset, revoked]);
  });
});
