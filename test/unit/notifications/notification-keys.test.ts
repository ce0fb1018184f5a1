import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The sweeper reads the open index through notification-keys.ts, without ElectroDB: its keys must
 * stay the ones NotificationEntity and the repository write.
 */
let m: {
  entity: typeof import('#functions/notifications/notification.entity.ts');
  keys: typeof import('#functions/notifications/notification-keys.ts');
};

beforeAll(async () => {
  process.env.TABLE_NAME ??= 'unit';
  m = {
    entity: await import('#functions/notifications/notification.entity.ts'),
    keys: await import('#functions/notifications/notification-keys.ts'),
  };
});

describe('notification keys without the entity', () => {
  it('builds the primary key the entity builds', () => {
    const key = m.entity.NotificationEntity.get({ tenantUid: 'T1', notificationUid: 'N-1' }).params().Key;
    expect(m.keys.notificationKeys.primary('T1', 'N-1')).toEqual(key);
  });

  it('puts an open notification in the open index partition the sweeper queries', () => {
    const keys = m.keys.openIndexKeys('T1', 'N-1', '2026-11-28T10:00:00.000Z');
    const shards = Array.from({ length: m.keys.OPEN_SHARDS }, (_, i) => m.keys.notificationKeys.open(i));
    expect(shards).toContain(keys.gsi5pk);
    // The grants' leading key is the template's text up to its shard.
    const template = m.entity.OPEN_INDEX_KEY;
    expect(keys.gsi5pk.startsWith(template.slice(0, template.indexOf('$')))).toBe(true);
    expect(keys.gsi5sk).toBe('2026-11-28T10:00:00.000Z#T1#N-1');
  });

  it('is what the entity module exports', () => {
    expect(m.entity.notificationKeys).toBe(m.keys.notificationKeys);
    expect(m.entity.openIndexKeys).toBe(m.keys.openIndexKeys);
  });
});
