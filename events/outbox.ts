import { randomBytes } from 'node:crypto';
import type { WebhookAction } from '#events/actions.ts';
import type { EventData } from '#events/catalogue.ts';
import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';

/**
 * An event to publish: the action, its tenant and the entity members of spec 6.2, typed by the
 * catalogue's schema of the action (`EventData`, events/catalogue.ts), so a producer that names a
 * member wrongly or gives it the wrong type does not compile. Mapped over `A` so that the default,
 * `EventDraft` of every action, is a union discriminated by `action`. (The import is type-only:
 * the bundles of the fan-out and delivery workers, which read outbox items, carry no zod.)
 */
export type EventDraft<A extends WebhookAction = WebhookAction> = {
  [K in A]: { action: K; tenantUid: string; data: EventData<K> };
}[A];

/** `recordType` of outbox items; the stream filter of the fan-out matches on it. */
export const EVENT_RECORD_TYPE = 'EVENT';
/** Outbox items expire a week after they were written (the stream has long consumed them). */
const EVENT_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Time-ordered event id: `evt_` + 12 hex of milliseconds + 2 hex of the event's position in its
 * transaction + 14 hex random. Ids sort in the order events happened, also within one
 * transaction, whose events share a timestamp.
 */
export const newEventId = (now = Date.now(), position = 0): string =>
  `evt_${now.toString(16).padStart(12, '0')}${position.toString(16).padStart(2, '0')}${randomBytes(7).toString('hex')}`;

/** The stored shape of an outbox event item. */
export type EventItem = {
  pk: string;
  sk: string;
  recordType: typeof EVENT_RECORD_TYPE;
  eventId: string;
  action: WebhookAction;
  tenantUid: string;
  occurredAt: string;
  data: Record<string, unknown>;
  expiresAt: number;
};

export const eventItem = (draft: EventDraft, now = new Date(), position = 0): EventItem => {
  const eventId = newEventId(now.getTime(), position);
  return {
    pk: `T#${draft.tenantUid}#EVENT#${eventId}`,
    sk: 'EVENT',
    recordType: EVENT_RECORD_TYPE,
    eventId,
    action: draft.action,
    tenantUid: draft.tenantUid,
    occurredAt: now.toISOString(),
    data: draft.data,
    expiresAt: Math.floor(now.getTime() / 1000) + EVENT_TTL_SECONDS,
  };
};

/** The outbox items of `events`, in their order, as of one instant (they share a timestamp). */
export const eventItems = (events: readonly EventDraft[], now = new Date()): EventItem[] =>
  events.map((draft, position) => eventItem(draft, now, position));

/** Transaction members that put outbox items; each is put once (a taken event id fails). */
export const outboxOps = (items: readonly EventItem[]): TransactOp[] =>
  items.map((Item) => ({
    item: { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' } },
  }));

/**
 * A change with its events, for one commit (shared/db/transaction.ts): no event without its
 * change, no change without its event. The change's members come first, so a failed condition
 * is reported by the op that holds it.
 */
export const withEvents = (ops: readonly TransactOp[], events: readonly EventDraft[]): TransactOp[] => [
  ...ops,
  ...outboxOps(eventItems(events)),
];
