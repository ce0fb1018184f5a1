import { createPut, type PlainEntity } from '#shared/db/plain-entity.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { notificationKeys, openIndexKeys } from './notification-keys.ts';
import { NOTIFICATION_RECORD_TYPE, type NotificationRecord } from './notification-model.ts';
import { OPEN_STATES } from './notification-state.repository.ts';

export {
  eraseNotification,
  getNotification,
  getNotifications,
  toRecord,
  updateNotification,
} from './notification-state.repository.ts';

/**
 * The create of a notification. The item is NotificationEntity's (notification.entity.ts), written
 * with a plain Put so that the notifications function bundles no ElectroDB, and the areas that
 * commit a notice with their change (tenantNoticeOps) do not take it in through it
 * (docs/decisions/bundles.md); the reads and state changes are notification-state.repository.ts's.
 * test/unit/notifications/notification-repository.test.ts compares the Put with the entity's.
 */

/** The stored item's attributes: the record, its type marker and the recipient as the search matches it. */
type NotificationItem = NotificationRecord & { recordType: string; recipientKey: string };

/** NotificationEntity's item: its identifiers, attributes (in the model's order) and key template. */
const NOTIFICATION_ITEM: PlainEntity<NotificationItem, 'tenantUid' | 'notificationUid'> = {
  identifiers: { __edb_e__: 'notification', __edb_v__: '1' },
  attributes: {
    recordType: 'required',
    tenantUid: 'required',
    notificationUid: 'required',
    storeUid: 'required',
    messageType: 'required',
    recipient: 'required',
    recipientKey: 'required',
    subject: 'optional',
    message: 'required',
    templateType: 'optional',
    templateData: 'optional',
    state: 'required',
    errorText: 'optional',
    attempts: 'required',
    providerMessageId: 'optional',
    sentAt: 'optional',
    leaseUntil: 'optional',
    events: 'required',
    organizationUid: 'optional',
    customerUid: 'optional',
    orderUid: 'optional',
    serviceOrderUid: 'optional',
    purchaseOrderUid: 'optional',
    receivementUid: 'optional',
    supplierUid: 'optional',
    tenantUserUid: 'optional',
    serviceEventUid: 'optional',
    createdBy: 'required',
    lastModifiedBy: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, notificationUid }) => notificationKeys.primary(tenantUid, notificationUid),
};

/** The Put of NotificationEntity's create: `recordType` is the entity's default unless given. */
const createItemPut = (record: NotificationRecord & { recipientKey: string; recordType?: string }) =>
  createPut(NOTIFICATION_ITEM, { ...record, recordType: record.recordType ?? NOTIFICATION_RECORD_TYPE });

/** Adds the open-notifications index keys (gsi5) to the Put of a notification that is not final. */
const withOpenKeys = (record: NotificationRecord, put: ReturnType<typeof createItemPut>) => {
  if (!OPEN_STATES.includes(record.state)) return put;
  return {
    ...put,
    Item: { ...put.Item, ...openIndexKeys(record.tenantUid, record.notificationUid, record.createdAt) },
  };
};

/**
 * The item of a new notification, conditional: a duplicate uid fails (409) and overwrites nothing.
 * A notification that is not final also carries the open-notifications keys (gsi5).
 */
export const notificationWriteOps = (record: NotificationRecord & { recipientKey: string }): TransactOp[] => [
  {
    item: { Put: withOpenKeys(record, createItemPut(record)) },
    onConditionFailed: () =>
      new ConflictError(`notification '${record.notificationUid}' already exists`, {
        errors: [{ path: 'body.notificationUid', message: 'already exists' }],
      }),
  },
];
