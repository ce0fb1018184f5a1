import type { EntityItem } from 'electrodb';
import type { NotificationEntity } from './notification.entity.ts';
/**
 * The notification's vocabulary: channels, states and the transitions between them. Shared by the
 * API, the sender and the callbacks, so that every writer agrees on which moves are allowed.
 */
export const MESSAGE_TYPES = ['EMAIL', 'SMS'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * `recordType` of notification items: the stream consumer that enqueues sends filters on it. It
 * lives here, not in the entity module, so that the consumer bundles neither ElectroDB nor a
 * DynamoDB client.
 */
export const NOTIFICATION_RECORD_TYPE = 'NOTIFICATION';

/**
 * NOT_STARTED: stored and queued. IN_PROGRESS: the sender is handing it to SES/SMS (also while a
 * throttled attempt waits for its retry). SENT: the provider accepted it. DELIVERED: the recipient's
 * server or handset accepted it. BOUNCED: it came back. SPAM_COMPLAINT: the recipient reported it.
 * FAILED: the provider refused it permanently or every retry failed (see errorText).
 */
export const NOTIFICATION_STATES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'SENT',
  'DELIVERED',
  'BOUNCED',
  'SPAM_COMPLAINT',
  'FAILED',
] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** Outcomes reported after sending, by the mail provider or by SES itself. */
export const OUTCOMES = ['DELIVERED', 'BOUNCED', 'SPAM_COMPLAINT', 'FAILED'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * From which states each outcome may move a notification. Outcomes can arrive out of order (a
 * delivery report may beat the sender's own SENT write), so IN_PROGRESS is accepted; a complaint
 * may follow a delivery or a bounce; nothing moves a notification back.
 */
const OUTCOME_FROM: Record<Outcome, readonly NotificationState[]> = {
  DELIVERED: ['IN_PROGRESS', 'SENT'],
  BOUNCED: ['IN_PROGRESS', 'SENT', 'DELIVERED'],
  SPAM_COMPLAINT: ['IN_PROGRESS', 'SENT', 'DELIVERED', 'BOUNCED'],
  FAILED: ['NOT_STARTED', 'IN_PROGRESS', 'SENT'],
};

/** True when an outcome may move a notification that is in `from`. */
export const outcomeApplies = (from: NotificationState, outcome: Outcome): boolean =>
  OUTCOME_FROM[outcome].includes(from);

/** References a notification may carry; all immutable after the send. */
export const REFERENCE_FIELDS = [
  'customerUid',
  'orderUid',
  'serviceOrderUid',
  'purchaseOrderUid',
  'receivementUid',
  'supplierUid',
  'tenantUserUid',
  'serviceEventUid',
] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

/** One event reported about a notification after it left the sender (or by the sender). */
export type NotificationEvent = {
  /** Provider record type: Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ... */
  type: string;
  source: 'MAILPROVIDER' | 'SES' | 'SENDER';
  /** When the provider says it happened (as reported), else when we received it. */
  occurredAt: string;
  receivedAt: string;
  details?: string | undefined;
  /** Deduplication key: the same event delivered twice is recorded once. */
  key: string;
};

/**
 * The stored notification: the attributes of NotificationEntity (one source for names, types and
 * which are required), with the members it stores as documents typed here. `recordType` and
 * `recipientKey` are the repository's to write (the item's type marker, the recipient as the
 * search matches it).
 */
export type NotificationRecord = Omit<
  EntityItem<typeof NotificationEntity>,
  'recordType' | 'recipientKey' | 'templateData' | 'events'
> & {
  templateData?: Array<{ key: string; value: string }> | undefined;
  events: NotificationEvent[];
};
