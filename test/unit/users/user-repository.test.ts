import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '#functions/users/user.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { UserEntity } = await import('#functions/users/user.entity.ts');
const { createUserOp, deleteUserOp, getUser, listUsers, replaceUserOp } = await import(
  '#functions/users/user.repository.ts'
);

// The users function reads and writes its items without ElectroDB: every call must be the one
// UserEntity makes, or an item written before (or by another area's entity) would be read wrong.

/** A user as createUser builds it: no stores, no e-mail, no mobile. */
const fresh: UserRecord = {
  tenantUid: 'T1',
  tenantUserUid: 'u-kari',
  displayName: 'Kari Nordmann',
  userCode: '1042',
  email: '',
  mobile: '',
  stores: [],
  role: 'STORE',
  createdAt: '2026-11-25T08:00:00.000Z',
  lastModifiedAt: '2026-11-25T08:00:00.000Z',
  version: 1,
};
/** The same user after updates: every attribute set. */
const updated: UserRecord = {
  ...fresh,
  tenantUserUid: 'u-ola',
  email: 'ola@example.com',
  mobile: '+47 912 34 567',
  stores: ['oslo-sentrum', 'bergen'],
  role: 'ADMIN',
  lastModifiedAt: '2026-11-26T09:30:00.000Z',
  version: 4,
};
const USERS = [fresh, updated];

const itemOf = (user: UserRecord) => UserEntity.create(user).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('user writes against UserEntity', () => {
  it.each(USERS)('create of $tenantUserUid: the entity’s Put and not-exists condition', (user) => {
    const put = createUserOp(user).item.Put!;
    const entity = UserEntity.create(user).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(USERS)('replace of $tenantUserUid: the entity’s Put and version condition', (user) => {
    const put = replaceUserOp(user, user.version - 1).item.Put!;
    const entity = UserEntity.put(user)
      .where(({ version }, { eq }) => eq(version, user.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(USERS)('delete of $tenantUserUid: the entity’s Delete at the record’s version', (user) => {
    const entity = UserEntity.delete({ tenantUid: user.tenantUid, tenantUserUid: user.tenantUserUid })
      .where(({ version }, { eq }) => eq(version, user.version))
      .params();
    expect(deleteUserOp(user).item.Delete).toStrictEqual(entity);
  });
});

describe('user reads against UserEntity', () => {
  it.each(USERS)('get of $tenantUserUid: the entity’s consistent GetItem and parse', async (user) => {
    const item = itemOf(user);
    const { sent, result } = await capture([{ Item: item }], () => getUser('T1', user.tenantUserUid));
    expect(sent).toStrictEqual([
      {
        command: 'GetCommand',
        input: UserEntity.get({ tenantUid: 'T1', tenantUserUid: user.tenantUserUid }).params({
          consistent: true,
        }),
      },
    ]);
    expect(result).toStrictEqual(UserEntity.parse({ Item: item }).data);
    expect(result).toStrictEqual(user);
  });

  it('get answers undefined for no item and for an item of another entity, as the entity does', async () => {
    for (const response of [{}, { Item: { ...itemOf(fresh), __edb_e__: 'till' } }]) {
      const entity = await capture([response], () =>
        UserEntity.get({ tenantUid: 'T1', tenantUserUid: 'u-kari' }).go({ consistent: true }),
      );
      const plain = await capture([response], () => getUser('T1', 'u-kari'));
      expect(plain.sent).toStrictEqual(entity.sent);
      expect(entity.result).toEqual({ data: null });
      expect(plain.result).toBeUndefined();
    }
  });

  it('list: the entity’s Query of gsi1, every page, its users only', async () => {
    const foreign = { ...itemOf(updated), tenantUserUid: 'x', __edb_e__: 'till', __edb_v__: '1' };
    const responses = [
      {
        Items: [itemOf(fresh), foreign],
        LastEvaluatedKey: { pk: 'p', sk: 'USER', gsi1pk: 'g', gsi1sk: 's' },
      },
      { Items: [itemOf(updated)] },
    ];
    const plain = await capture(responses, () => listUsers('T1'));
    const entity = await capture(
      responses,
      async () => (await UserEntity.query.byTenant({ tenantUid: 'T1' }).go({ pages: 'all' })).data,
    );
    const query = UserEntity.query.byTenant({ tenantUid: 'T1' }).params();
    expect(plain.sent).toStrictEqual([
      { command: 'QueryCommand', input: { ExclusiveStartKey: undefined, ...query } },
      { command: 'QueryCommand', input: { ExclusiveStartKey: responses[0]!.LastEvaluatedKey, ...query } },
    ]);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(UserEntity.parse({ Items: [itemOf(fresh), itemOf(updated)] }).data);
    expect(plain.result).toStrictEqual(USERS);
  });
});
