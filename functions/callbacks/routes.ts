import * as z from 'zod';
import { defineRoutes } from '#shared/http/route.ts';

/** Record types the service acts on; others are answered 200 and logged. */
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
export const MailProviderEvent = z
  .looseObject({
    RecordType: z
      .string()
      .min(1)
      .max(100)
      .meta({ description: `One of ${PROVIDER_RECORD_TYPES.join(', ')}` }),
    Details: z.string().nullish(),
    Metadata: z
      .record(z.string(), z.string())
      .nullish()
      .meta({ description: 'Carries tenantUid and notificationUid of the notification' }),
    MessageID: z.string().nullish(),
    MessageId: z.string().nullish(),
    ServerID: z.union([z.int(), z.string()]).nullish(),
    ServerId: z.union([z.int(), z.string()]).nullish(),
  })
  .meta({ id: 'MailProviderEvent' });

export const routes = defineRoutes({
  mailProviderCallback: {
    method: 'POST',
    path: '/callbacks/mailprovider',
    summary: 'Delivery, bounce and spam-complaint events from the mail provider',
    description:
      'Protected by HTTP Basic credentials configured in the deployment (no bearer token): 401 without ' +
      'them. Delivery, Bounce and SpamComplaint move the notification named by Metadata.tenantUid and ' +
      'Metadata.notificationUid to DELIVERED, BOUNCED or SPAM_COMPLAINT; Open, Click and ' +
      'SubscriptionChange are recorded on it. Replays change nothing. Unknown record types and events ' +
      'that match no notification are answered 200 and logged, so that the provider stops retrying.',
    tags: ['Callbacks'],
    auth: 'public',
    request: { body: MailProviderEvent },
    success: { status: 200, description: 'Processed (no content)' },
    responses: { 401: { description: 'Missing or wrong Basic credentials' } },
    idempotent: false,
  },
});
