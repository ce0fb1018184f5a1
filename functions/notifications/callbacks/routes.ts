import * as z from 'zod/mini';
import { defineRoutes } from '#shared/http/route.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * Record types the service acts on or records: those the mail provider sends
 * (docs/decisions/notifications.md). Others are answered 200, ignored and logged.
 */
export const PROVIDER_RECORD_TYPES = [
  'Delivery',
  'Bounce',
  'SpamComplaint',
  'Open',
  'Click',
  'SubscriptionChange',
] as const;

/**
 * A mail-provider event (spec 4.7). Only RecordType is required; the provider's other fields
 * (MessageID or MessageId, ServerID or ServerId, Recipient, DeliveredAt, BouncedAt, Type, ...) are
 * accepted as they come.
 */
export const MailProviderEvent = withMeta(
  z.looseObject({
    // The document shows the enum of the types the provider sends; the handler still takes any
    // string, so that a type the provider adds later is answered 200 and ignored, not refused.
    RecordType: withMeta(z.string().check(z.minLength(1), z.maxLength(100)), {
      id: 'MailProviderRecordType',
      description:
        'The provider event type. A type not listed here (one the provider adds) is answered 200 and ignored: the provider then stops retrying it.',
      override: { enum: [...PROVIDER_RECORD_TYPES] },
    }),
    Details: z.nullish(z.string()),
    Metadata: withMeta(z.nullish(z.record(z.string(), z.string())), {
      description: 'Carries tenantUid and notificationUid of the notification',
    }),
    MessageID: z.nullish(z.string()),
    MessageId: z.nullish(z.string()),
    ServerID: z.nullish(z.union([z.int(), z.string()])),
    ServerId: z.nullish(z.union([z.int(), z.string()])),
  }),
  { id: 'MailProviderEvent' },
);

export const routes = defineRoutes({
  mailProviderCallback: {
    method: 'POST',
    path: '/callbacks/mailprovider',
    summary: 'Delivery, bounce and spam-complaint events from the mail provider',
    description:
      'Protected by HTTP Basic credentials configured in the deployment (no bearer token): 401 without ' +
      'them. Delivery, Bounce and SpamComplaint move the notification named by Metadata.tenantUid and ' +
      'Metadata.notificationUid to DELIVERED, BOUNCED or SPAM_COMPLAINT; Open, Click and ' +
      'SubscriptionChange are recorded on it. Replays change nothing. A RecordType outside the enum and events ' +
      'that match no notification are answered 200, ignored and logged, so that the provider stops retrying.',
    tags: ['Callbacks'],
    auth: 'public',
    request: { body: MailProviderEvent },
    success: { status: 200, description: 'Processed (no content)' },
    responses: { 401: { description: 'Missing or wrong Basic credentials' } },
    idempotent: false,
  },
});
