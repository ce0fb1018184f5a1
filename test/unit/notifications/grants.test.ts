import { describe, expect, it, vi } from 'vitest';

// The entities name the table when they load; no table is touched here.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
});

import { notificationKeys } from '#functions/notifications/notification.entity.ts';
import { notificationWriteOps } from '#functions/notifications/notification.repository.ts';
import { buildNotification } from '#functions/notifications/notification.service.ts';
import { REFERENCE_FIELDS } from '#functions/notifications/notification-model.ts';
import { NOTIFICATIONS_TABLE } from '#functions/notifications/notification-search.table.ts';
import { FUNCTIONS } from '#functions/registry.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { pendingMarkerOp } from '#shared/search/pending.ts';

/** IAM StringLike: `*` is any run of characters (also `#`), `?` exactly one. */
const like = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ).test(value);

const leadingKeysOf = (name: string) => {
  const fn = FUNCTIONS.find((f) => f.name === name);
  expect(fn, name).toBeDefined();
  return fn!.grants.tableLeadingKeys ?? [];
};
const expectAllowed = (name: string, keys: readonly string[]) => {
  const patterns = leadingKeysOf(name);
  expect(patterns.length, `${name} restricts its leading keys`).toBeGreaterThan(0);
  for (const key of keys) {
    expect(
      patterns.some((p) => like(p, key)),
      `${name} may touch ${key}`,
    ).toBe(true);
  }
};

const tenant = 'tenant-1';
const record = buildNotification(
  tenant,
  'store-1',
  {
    messageType: 'EMAIL',
    recipient: 'kari@example.com',
    message: 'Hello',
    ...Object.fromEntries(REFERENCE_FIELDS.map((f) => [f, `${f}-1`])),
  },
  'user-1',
);

// dynamodb:LeadingKeys is only enforced in AWS; these tests derive every partition key the code
// reads or writes from the code itself and check it against the function's declared patterns.
describe('least-privilege table grants of the notification functions', () => {
  it('the notifications API may write every item of a send (notification, read-your-writes marker)', () => {
    const ops = [
      ...notificationWriteOps(record),
      pendingMarkerOp(NOTIFICATIONS_TABLE, tenant, record.notificationUid, record.lastModifiedAt),
    ];
    const items = ops.map((op) => (op.item as { Put: { Item: Record<string, unknown> } }).Put.Item);
    // The notification item's key is the one reads and updates use; its only index key is gsi5
    // (open notifications), cross-tenant by design: LeadingKeys checks an index key only on
    // Queries of that index, which only the sweeper makes (tested below).
    expect(items[0]).toMatchObject(notificationKeys.primary(tenant, record.notificationUid));
    expect(Object.keys(items[0]!).filter((k) => /^gsi\d(pk|sk)$/.test(k))).toEqual(['gsi5pk', 'gsi5sk']);
    expectAllowed(
      'notifications',
      items.map((item) => String(item.pk)),
    );
  });

  it('the notifications API may read what it checks and its idempotency records and markers', () => {
    expectAllowed('notifications', [
      REFERENCE_KEYS.customer(tenant, 'c').pk,
      REFERENCE_KEYS.order(tenant, 'o').pk,
      REFERENCE_KEYS.serviceOrder(tenant, 'so').pk,
      `T#${tenant}#IDEMPOTENCY#key-1`,
      `T#${tenant}#PENDING#${NOTIFICATIONS_TABLE}#session-1`,
      notificationKeys.primary(tenant, 'n').pk,
    ]);
  });

  it('the sender and the callbacks touch notification main items only', () => {
    for (const name of ['notification-sender', 'callbacks']) {
      expectAllowed(name, [notificationKeys.primary(tenant, 'n').pk]);
      const patterns = leadingKeysOf(name);
      expect(patterns.some((p) => like(p, REFERENCE_KEYS.customer(tenant, 'c').pk))).toBe(false);
      expect(patterns.some((p) => like(p, `T#${tenant}#PENDING#${NOTIFICATIONS_TABLE}#session-1`))).toBe(
        false,
      );
    }
  });

  it('the sweeper queries only the open-notifications index, whose keys every send writes', () => {
    const put = (notificationWriteOps(record)[0]!.item as { Put: { Item: Record<string, unknown> } }).Put;
    expect(put.Item.gsi5pk).toMatch(/^NOTIFICATIONS#OPEN#\d$/);
    expectAllowed('notification-sweeper', [String(put.Item.gsi5pk), notificationKeys.open(0)]);
    expect(
      leadingKeysOf('notification-sweeper').some((p) => like(p, notificationKeys.primary(tenant, 'n').pk)),
    ).toBe(false);
  });

  it('the sender only consumes its queue; the enqueue function only sends to it and reads no table', () => {
    const sender = FUNCTIONS.find((f) => f.name === 'notification-sender')!;
    expect(sender.grants.sendTo ?? []).toEqual([]);
    const enqueue = FUNCTIONS.find((f) => f.name === 'notification-enqueue')!;
    expect(enqueue.grants).toEqual({ sendTo: ['notifications'] });
  });
});
