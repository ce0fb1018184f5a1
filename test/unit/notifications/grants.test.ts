import { describe, expect, it, vi } from 'vitest';

// The entities name the table when they load; no table is touched here.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
});

import { REFERENCE_FIELDS } from '#functions/notifications/model.ts';
import { notificationKeys } from '#functions/notifications/notification.entity.ts';
import { notificationWriteOps } from '#functions/notifications/notification.repository.ts';
import { planSearch } from '#functions/notifications/search.ts';
import { buildNotification } from '#functions/notifications/send.ts';
import { FUNCTIONS } from '#functions/registry.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';

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
  it('the notifications API may write every item of a send (notification, timelines, references)', () => {
    const ops = notificationWriteOps(record, [
      ...REFERENCE_FIELDS.map((field) => ({ field, uid: `${field}-1` })),
    ]);
    const keys = ops.flatMap((op) => {
      const item = (op.item as { Put: { Item: Record<string, unknown> } }).Put.Item;
      // gsi5 (open notifications) is cross-tenant by design: LeadingKeys checks an index key only
      // on Queries of that index, which only the sweeper makes (tested below).
      return Object.entries(item)
        .filter(([k]) => k === 'pk' || /^gsi[1-4]pk$/.test(k))
        .map(([, v]) => String(v));
    });
    expect(keys.length).toBeGreaterThan(REFERENCE_FIELDS.length + 4);
    expectAllowed('notifications', keys);
  });

  it('the notifications API may read what it checks and searches, and its idempotency records', () => {
    const searchKeys = [
      {},
      { storeUid: 's' },
      { state: 'FAILED' as const },
      { recipient: '+4791234567' },
      ...REFERENCE_FIELDS.filter((f) => f !== 'serviceEventUid').map((f) => ({ [f]: 'x' })),
    ].map((filters) => planSearch(tenant, filters).query.pk);
    expectAllowed('notifications', [
      ...searchKeys,
      REFERENCE_KEYS.customer(tenant, 'c').pk,
      REFERENCE_KEYS.order(tenant, 'o').pk,
      REFERENCE_KEYS.serviceOrder(tenant, 'so').pk,
      `T#${tenant}#IDEMPOTENCY#key-1`,
      notificationKeys.primary(tenant, 'n').pk,
    ]);
  });

  it('the sender and the callbacks touch notification main items only', () => {
    for (const name of ['notification-sender', 'callbacks']) {
      expectAllowed(name, [notificationKeys.primary(tenant, 'n').pk]);
      const patterns = leadingKeysOf(name);
      expect(patterns.some((p) => like(p, REFERENCE_KEYS.customer(tenant, 'c').pk))).toBe(false);
      expect(patterns.some((p) => like(p, notificationKeys.tenant(tenant)))).toBe(false);
    }
  });

  it('the sweeper queries only the open-notifications index, whose keys every send writes', () => {
    const put = (notificationWriteOps(record, [])[0]!.item as { Put: { Item: Record<string, unknown> } }).Put;
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
