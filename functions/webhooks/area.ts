import { EVENT_KEY } from '#events/outbox.ts';
import { indexKeyTemplates, leadingKeys } from '#shared/db/key-patterns.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { NotificationEntity } from '../notifications/notification.entity.ts';
import { UserEntity } from '../users/user.entity.ts';
import { DeliveryEntity as WebhookDeliveryEntity } from './delivery.entity.ts';
import { EVENT_LOG_KEYS } from './event-log.repository.ts';
import { HttpTransportEntity } from './http-transport.entity.ts';
import { QUOTA_KEY } from './quota.repository.ts';
import { REPLAY_KEYS } from './replay.repository.ts';
import { routes as webhooksRoutes } from './routes.ts';
import { WebhookEntity } from './webhook.entity.ts';

/**
 * The webhooks area: its functions with their routes and grants, the keys it owns.
 */
const webhooksFunction = {
  kind: 'http',
  name: 'webhooks',
  entry: 'functions/webhooks/handler.ts',
  routes: webhooksRoutes,
  // Transports, webhooks and their delivery logs and replays (T#t#WEBHOOKREPLAY#r, the running
  // count T#t#WEBHOOKREPLAYS); seals secrets, queues redeliveries and tests. Reads the event log
  // (T#t#EVENTLOG, gsi1 T#t#EVENTLOG#A#action, gsi2 T#t#EVENTLOG#E#type#uid).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      HttpTransportEntity,
      WebhookEntity,
      WebhookDeliveryEntity,
      Object.values(REPLAY_KEYS),
      QUOTA_KEY,
      IDEMPOTENCY_KEY,
      Object.values(EVENT_LOG_KEYS),
    ),
    sendTo: ['webhookDelivery'],
    secrets: 'both',
  },
} as const satisfies FunctionDef;

const webhookFanoutFunction = {
  kind: 'stream',
  name: 'webhook-fanout',
  entry: 'functions/webhooks/workers/fanout/handler.ts',
  batchSize: 100,
  recordTypes: ['EVENT', 'EVENTS'],
  // Reads subscriptions by (tenant, action) and, when a stream image does not unmarshall, the
  // outbox item itself; stores every event in the event log (T#t#EVENTLOG, 30 days). Creates no
  // delivery record (the delivery worker does).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
      WebhookDeliveryEntity,
      Object.values(REPLAY_KEYS),
      QUOTA_KEY,
      EVENT_KEY,
      EVENT_LOG_KEYS.log,
    ),
    sendTo: ['webhookDelivery'],
  },
  timeoutSeconds: 60,
} as const satisfies FunctionDef;

const webhookReplayFunction = {
  kind: 'stream',
  name: 'webhook-replay',
  entry: 'functions/webhooks/workers/replay/handler.ts',
  batchSize: 10,
  recordTypes: ['WEBHOOK_REPLAY'],
  // Every change of a replay runs its next step, whose checkpoint is the next change.
  changes: 'all',
  // Reads and checkpoints replays (T#t#WEBHOOKREPLAY#r, the running count T#t#WEBHOOKREPLAYS),
  // reads the webhook and the action's event log (gsi1 T#t#EVENTLOG#A#action), queues deliveries.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
      WebhookDeliveryEntity,
      Object.values(REPLAY_KEYS),
      QUOTA_KEY,
      Object.values(EVENT_LOG_KEYS),
    ),
    sendTo: ['webhookDelivery'],
  },
  // A step paces itself to its replay's rate: at most a chunk of 500 events at 1 a second.
  timeoutSeconds: 900,
} as const satisfies FunctionDef;

const webhookDeliveryFunction = {
  kind: 'queue',
  name: 'webhook-delivery',
  entry: 'functions/webhooks/workers/delivery/handler.ts',
  queue: 'webhookDelivery',
  batchSize: 10,
  // Reads transport and webhook, creates and claims delivery records and writes attempts;
  // changes message visibility for backoff. Keeps the transport's health counters; when it
  // disables a transport, reads the tenant's users (gsi1 T#t#USERS) for the ADMINs and stores
  // their notices (T#t#NOTIFICATION#, T#t#PENDING#notifications#) in the same transaction.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      indexKeyTemplates(HttpTransportEntity, 'primary'),
      indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
      WebhookDeliveryEntity,
      Object.values(REPLAY_KEYS),
      QUOTA_KEY,
      indexKeyTemplates(UserEntity, 'byTenant'),
      NotificationEntity,
      pendingKey('notifications'),
    ),
    secrets: 'decrypt',
  },
  // The notice's recipient is normalised as every notification's is (notifications/recipient.ts).
  files: [PHONE_METADATA],
  // The admin notices load on the disable path only: they bring the notifications service.
  chunks: ['functions/webhooks/transport-notice.ts'],
  timeoutSeconds: 30,
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'webhooks',
  functions: [webhooksFunction, webhookFanoutFunction, webhookReplayFunction, webhookDeliveryFunction],
  keys: leadingKeys(
    HttpTransportEntity,
    WebhookEntity,
    WebhookDeliveryEntity,
    Object.values(REPLAY_KEYS),
    QUOTA_KEY,
    Object.values(EVENT_LOG_KEYS),
  ),
});
