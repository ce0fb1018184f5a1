import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '#functions/notifications/notification-model.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { NotificationEntity } = await import('#functions/notifications/notification.entity.ts');
const { openIndexKeys } = await import('#functions/notifications/notification-keys.ts');
const { notificationWriteOps } = await import('#functions/notifications/notification.repository.ts');
const { buildNotification } = await import('#functions/notifications/notification.service.ts');
const { OPEN_STATES } = await import('#functions/notifications/notification-state.repository.ts');

// The notifications function, and the areas that commit a notice with their change, store a
// notification without ElectroDB: the Put must be the one NotificationEntity's create gives,
// with the open-notifications keys (gsi5) added as before.

type Stored = NotificationRecord & { recipientKey: string };
const NOW = '2026-11-28T10:00:00.000Z';

/** A templated e-mail with every reference, as a send request builds it. */
const templated = buildNotification(
  'T1',
  'store-1',
  {
    messageType: 'EMAIL',
    recipient: 'Kari.Nordmann@Example.com',
    templateType: 'CUSTOMER_WELCOME',
    templateData: [{ key: 'customerName', value: 'Kari' }],
    customerUid: 'c-1',
    serviceOrderUid: 'so-1',
  },
  'user-1',
  NOW,
);
/** A free-text SMS: no subject, no template, no reference. */
const sms = buildNotification(
  'T1',
  'store-1',
  {
    messageType: 'SMS',
    recipient: '+47 912 34 567',
    message: 'Your bike is ready',
    notificationUid: 'n-sms',
  },
  'user-1',
  NOW,
);
/** A notice to staff (tenantNoticeOps): a free-text e-mail with a subject. */
const notice = buildNotification(
  'T1',
  '_tenant',
  { messageType: 'EMAIL', recipient: 'ops@example.com', subject: 'Transport disabled', message: 'x' },
  'system',
  NOW,
);
/** A final notification with every optional attribute set: it carries no open-index keys. */
const sent: Stored = {
  ...templated,
  notificationUid: 'n-sent',
  state: 'SENT',
  errorText: 'retried once',
  attempts: 2,
  providerMessageId: 'ses-1',
  sentAt: NOW,
  leaseUntil: NOW,
  events: [{ type: 'Send', source: 'SENDER', occurredAt: NOW, receivedAt: NOW, key: 'k1' }],
  organizationUid: 'org-1',
  orderUid: 'o-1',
  purchaseOrderUid: 'po-1',
  receivementUid: 'r-1',
  supplierUid: 's-1',
  tenantUserUid: 'u-1',
  serviceEventUid: 'se-1',
  version: 3,
};
/** A record built field by field holds unset optional attributes as undefined. */
const unset = {
  ...sent,
  notificationUid: 'n-unset',
  state: 'IN_PROGRESS',
  subject: undefined,
  templateType: undefined,
  templateData: undefined,
  errorText: undefined,
  customerUid: undefined,
} as Stored;
const RECORDS: Stored[] = [templated, sms, notice, sent, unset];

/** notificationWriteOps's Put as it was on the entity. */
const entityPut = (record: Stored) => {
  const put = NotificationEntity.create(record as never).params();
  if (!OPEN_STATES.includes(record.state)) return put;
  return {
    ...put,
    Item: { ...put.Item, ...openIndexKeys(record.tenantUid, record.notificationUid, record.createdAt) },
  };
};

describe('the notification create against NotificationEntity', () => {
  it.each(RECORDS)('$notificationUid ($messageType, $state): the entity’s Put and keys', (record) => {
    const ops = notificationWriteOps(record);
    expect(ops).toHaveLength(1);
    const put = ops[0]!.item.Put!;
    const entity = entityPut(record);
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
    expect(put.Item).toMatchObject({ recordType: 'NOTIFICATION', recipientKey: record.recipientKey });
    const open = OPEN_STATES.includes(record.state);
    expect('gsi5pk' in put.Item!).toBe(open);
  });

  it('keeps a record type given, as the entity keeps it over its default', () => {
    const record = { ...templated, recordType: 'OTHER' } as Stored;
    expect(notificationWriteOps(record)[0]!.item.Put).toStrictEqual(entityPut(record));
  });

  it('drops attributes the model does not hold, as the entity does', () => {
    const record = { ...sms, pk: 'forged', gsi1pk: 'x', stray: 1 } as Stored;
    expect(notificationWriteOps(record)[0]!.item.Put).toStrictEqual(entityPut(record));
  });

  it.each(['message', 'recipientKey', 'events', 'version'])(
    'refuses a record without %s, as the entity does',
    (name) => {
      const record = { ...templated, [name]: undefined } as Stored;
      expect(() => entityPut(record)).toThrow();
      expect(() => notificationWriteOps(record)).toThrow(`notification item without ${name}`);
    },
  );

  it('answers 409 naming the uid when the notification exists', () => {
    const error = notificationWriteOps(sms)[0]!.onConditionFailed!();
    expect(error).toMatchObject({
      status: 409,
      errors: [{ path: 'body.notificationUid', message: 'already exists' }],
    });
    expect(error.message).toBe("notification 'n-sms' already exists");
  });
});
