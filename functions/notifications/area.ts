import { leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as callbacksRoutes } from './callbacks/routes.ts';
import { NotificationEntity, OPEN_INDEX_KEY } from './notification.entity.ts';
import { routes as notificationsRoutes } from './routes.ts';

/**
 * The notifications area: its functions with their routes and grants, the keys it owns.
 */
const notificationsFunction = {
  kind: 'http',
  name: 'notifications',
  entry: 'functions/notifications/handler.ts',
  routes: notificationsRoutes,
  // Notification main items (T#t#NOTIFICATION#), the read-your-writes markers of a send
  // (T#t#PENDING#notifications#<session>), the referenced customer/order/service-order main items
  // (existence), idempotency records. No outbox events: the notification is its own outbox.
  // Lists and searches read the search read model.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      NotificationEntity,
      pendingKey('notifications'),
      referenceKeys('customer', 'order', 'serviceOrder'),
      IDEMPOTENCY_KEY,
    ),
    search: 'reader',
  },
  // libphonenumber-js's metadata, read when a phone number is first checked.
  files: [PHONE_METADATA],
} as const satisfies FunctionDef;

const callbacksFunction = {
  kind: 'http',
  name: 'callbacks',
  entry: 'functions/notifications/callbacks/handler.ts',
  routes: callbacksRoutes,
  // Reads and updates notification main items only.
  grants: { table: 'readWrite', tableLeadingKeys: leadingKeys(NotificationEntity), callbackSecret: true },
  // The types ses-event.ts maps to a state; others would only be recorded.
  sesEvents: ['DELIVERY', 'BOUNCE', 'COMPLAINT', 'REJECT', 'RENDERING_FAILURE'],
} as const satisfies FunctionDef;

const notificationEnqueueFunction = {
  kind: 'stream',
  name: 'notification-enqueue',
  entry: 'functions/notifications/workers/enqueue/handler.ts',
  batchSize: 100,
  recordTypes: ['NOTIFICATION'],
  // Reads nothing from the table: the stream record carries the uids.
  grants: { sendTo: ['notifications'] },
} as const satisfies FunctionDef;

const notificationSenderFunction = {
  kind: 'queue',
  name: 'notification-sender',
  entry: 'functions/notifications/workers/sender/handler.ts',
  queue: 'notifications',
  batchSize: 10,
  // Reads and updates notification main items; re-times its own queue's messages (consumer grant).
  grants: { table: 'readWrite', tableLeadingKeys: leadingKeys(NotificationEntity), ses: true, sms: true },
  // The claim lease (LEASE_SECONDS in process.ts) must outlive this and end before the visibility.
  timeoutSeconds: 30,
} as const satisfies FunctionDef;

const notificationSweeperFunction = {
  kind: 'schedule',
  name: 'notification-sweeper',
  entry: 'functions/notifications/workers/sweeper/handler.ts',
  rateMinutes: 5,
  // Queries the open-notifications index only (gsi5, NOTIFICATIONS#OPEN#<shard>) and re-enqueues.
  grants: { table: 'read', tableLeadingKeys: leadingKeys(OPEN_INDEX_KEY), sendTo: ['notifications'] },
  timeoutSeconds: 60,
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'notifications',
  functions: [
    notificationsFunction,
    callbacksFunction,
    notificationEnqueueFunction,
    notificationSenderFunction,
    notificationSweeperFunction,
  ],
  keys: leadingKeys(NotificationEntity, OPEN_INDEX_KEY, pendingKey('notifications')),
});
