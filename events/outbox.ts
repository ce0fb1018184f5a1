import { randomBytes } from 'node:crypto';
import type { WebhookAction } from '#events/actions.ts';
import type { EventData } from '#events/catalogue.ts';
import { tableName } from '#shared/db/client.ts';
import type { JointOps, TransactOp } from '#shared/db/transaction.ts';

/** Partition-key template of an outbox event item (shared/db/key-patterns.ts). */
export const EVENT_KEY = 'T#${tenantUid}#EVENT#${eventId}';

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
/** `recordType` of an outbox item carrying several events of one transaction (jointEvents). */
export const EVENTS_RECORD_TYPE = 'EVENTS';
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

/**
 * The stored shape of an outbox item carrying the events of several independent units written in
 * one transaction (a bulk write: 1,000 stock counts would otherwise put 1,000 outbox items beside
 * their 2,000 levels and movements). Each event keeps its own id, so it is delivered exactly as if
 * it had its own item; the fan-out expands it (eventsOfOutboxItem).
 */
export type EventsItem = Omit<EventItem, 'recordType' | 'action' | 'data'> & {
  recordType: typeof EVENTS_RECORD_TYPE;
  events: Array<Pick<EventItem, 'eventId' | 'action' | 'occurredAt' | 'data'>>;
};

/** The events an outbox item carries, in order: itself, or those of an EventsItem. */
export const eventsOfOutboxItem = (item: EventItem | EventsItem): EventItem[] =>
  item.recordType === EVENTS_RECORD_TYPE
    ? item.events.map((e) => ({
        pk: item.pk,
        sk: item.sk,
        recordType: EVENT_RECORD_TYPE,
        tenantUid: item.tenantUid,
        expiresAt: item.expiresAt,
        ...e,
      }))
    : [item];

/** Events a TransactWriteItems may carry in one EventsItem (event ids number 256 positions). */
export const MAX_JOINT_EVENTS = 256;

/**
 * For commitUnits (shared/db/transaction.ts): the events of the units written in one call, in
 * unit order, put as ONE outbox item, so a bulk write spends one transaction item on its events
 * instead of one per event. `eventsOf(unit)` gives a unit's events; all must be of one tenant.
 */
export const jointEvents = (eventsOf: (unit: number) => readonly EventDraft[]): JointOps => ({
  // Each event stores its id and time beside its data (about 100 bytes).
  bytes: (unit) => eventsOf(unit).reduce((sum, e) => sum + JSON.stringify(e.data).length + 100, 0),
  ops: (members) => {
    const drafts = members.flatMap((m) => eventsOf(m));
    if (drafts.length === 0) return [];
    if (drafts.length > MAX_JOINT_EVENTS) throw new Error(`${drafts.length} events exceed one outbox item`);
    if (drafts.some((d) => d.tenantUid !== drafts[0]!.tenantUid))
      throw new Error('joint events of two tenants');
    const items = eventItems(drafts);
    const first = items[0]!;
    const Item: EventsItem = {
      pk: first.pk,
      sk: 'EVENTS',
      recordType: EVENTS_RECORD_TYPE,
      eventId: first.eventId,
      tenantUid: first.tenantUid,
      occurredAt: first.occurredAt,
      expiresAt: first.expiresAt,
      events: items.map(({ eventId, action, occurredAt, data }) => ({ eventId, action, occurredAt, data })),
    };
    return outboxOps([Item]);
  },
});

/** Transaction members that put outbox items; each is put once (a taken event id fails). */
export const outboxOps = (items: readonly (EventItem | EventsItem)[]): TransactOp[] =>
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
