import { createHash } from 'node:crypto';
import type { Outcome } from '#functions/notifications/notification-model.ts';

/**
 * A delivery report in one shape, whichever way it arrived (mail-provider callback, SES event via
 * SNS or EventBridge): which notification, what happened, and a key that is the same on a replay.
 */
export type DeliveryReport = {
  source: 'MAILPROVIDER' | 'SES';
  tenantUid?: string | undefined;
  notificationUid?: string | undefined;
  /** Record type as recorded: Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
  type: string;
  /** The state it moves the notification to; undefined for events that are only recorded. */
  outcome?: Outcome | undefined;
  /** For BOUNCED and FAILED: why. */
  errorText?: string | undefined;
  details?: string | undefined;
  occurredAt?: string | undefined;
  key: string;
};

const PROVIDER_OUTCOMES: Record<string, Outcome | undefined> = {
  Delivery: 'DELIVERED',
  Bounce: 'BOUNCED',
  SpamComplaint: 'SPAM_COMPLAINT',
  Open: undefined,
  Click: undefined,
  SubscriptionChange: undefined,
};

/** True for record types the service knows (acted on or recorded). */
export const isKnownProviderType = (type: string) => Object.hasOwn(PROVIDER_OUTCOMES, type);

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 24);

/** Normalises a mail-provider event (either casing of MessageID and ServerID). */
export const fromProviderEvent = (event: Record<string, unknown>): DeliveryReport => {
  const type = String(event.RecordType);
  const metadata = (event.Metadata ?? {}) as Record<string, string>;
  const messageId = str(event.MessageID) ?? str(event.MessageId);
  const occurredAt =
    str(event.DeliveredAt) ?? str(event.BouncedAt) ?? str(event.ReceivedAt) ?? str(event.ChangedAt);
  const eventId = event.ID === undefined || event.ID === null ? undefined : String(event.ID);
  const description = str(event.Description);
  const details = str(event.Details);
  const identity = [type, messageId, eventId, occurredAt, str(event.OriginalLink)];
  return {
    source: 'MAILPROVIDER',
    tenantUid: str(metadata.tenantUid),
    notificationUid: str(metadata.notificationUid),
    type,
    outcome: PROVIDER_OUTCOMES[type],
    ...(type === 'Bounce' || type === 'SpamComplaint'
      ? { errorText: [str(event.Type) ?? type, description ?? details].filter(Boolean).join(': ') }
      : {}),
    details: details ?? description,
    occurredAt,
    // A provider event carries its own identity; the whole body stands in when it does not.
    key: `MP#${eventId || occurredAt ? identity.join('#') : hash(event)}`,
  };
};
