import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErasureRecord } from '#functions/privacy/privacy.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { ErasureEntity } = await import('#functions/privacy/erasure.entity.ts');
const { createErasureOp, getErasure } = await import('#functions/privacy/erasure.repository.ts');

// The erase's audit entry is read and written without ElectroDB: both calls must be the ones
// ErasureEntity makes.

const erasure: ErasureRecord = {
  tenantUid: 'T1',
  customerUid: 'c-1',
  erasedAt: '2026-11-25T08:00:00.000Z',
  erasedBy: 'u-admin',
  requestId: 'req-1',
  changed: { orders: 2, receipts: 1, notifications: 0, contacts: 1, contactLinks: 1, shipments: 1 },
  createdAt: '2026-11-25T08:00:00.000Z',
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
};
const item = ErasureEntity.create(erasure).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

describe('erase audit entries against ErasureEntity', () => {
  it('create: the entity’s Put and not-exists condition, attributes in its order', () => {
    const put = createErasureOp(erasure).item.Put!;
    expect(put).toStrictEqual(ErasureEntity.create(erasure).params());
    expect(Object.keys(put.Item!)).toEqual(Object.keys(item));
  });

  it.each([
    ['an entry', { Item: item }],
    ['no item', {}],
    ['an item of another entity', { Item: { ...item, __edb_e__: 'customer' } }],
  ])('get of %s: the entity’s consistent GetItem and parse', async (_case, response) => {
    const entity = await captureSends(
      documentClient,
      [response],
      async () =>
        (await ErasureEntity.get({ tenantUid: 'T1', customerUid: 'c-1' }).go({ consistent: true })).data ??
        undefined,
    );
    const plain = await captureSends(documentClient, [response], () => getErasure('T1', 'c-1'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });
});
