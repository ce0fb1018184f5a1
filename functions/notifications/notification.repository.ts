import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { NotificationEntity, openIndexKeys } from './notification.entity.ts';
import type { NotificationRecord } from './notification-model.ts';
import { OPEN_STATES } from './notification-state.repository.ts';

export {
  eraseNotification,
  getNotification,
  getNotifications,
  toRecord,
  updateNotification,
} from './notification-state.repository.ts';

/** Adds the open-notifications index keys (gsi5) to the Put of a notification that is not final. */
const withOpenKeys = (record: NotificationRecord, put: { Item?: Record<string, unknown> }) => {
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
    item: { Put: withOpenKeys(record, NotificationEntity.create(record as never).params()) as never },
    onConditionFailed: () =>
      new ConflictError(`notification '${record.notificationUid}' already exists`, {
        errors: [{ path: 'body.notificationUid', message: 'already exists' }],
      }),
  },
];
