import type { WebhookAction } from '#events/actions.ts';
import { type EventDraft, eventItem, outboxOps } from '#events/outbox.ts';
import { commit } from '#shared/db/transaction.ts';
import { EXAMPLE_PAYLOADS } from './test-event-examples.ts';

/** Members every payload has; the pipeline sets them at delivery (events/payload.ts). */
const ENVELOPE = new Set(['id', 'action', 'occurredAt', 'attempt', 'tenant', 'test']);

/** The entity members of the catalogued example of `action`; none for an action without one. */
const exampleData = (action: WebhookAction): Record<string, unknown> =>
  Object.fromEntries(Object.entries(EXAMPLE_PAYLOADS[action] ?? {}).filter(([key]) => !ENVELOPE.has(key)));

/**
 * Publishes the catalogued example of `action` as an event of the tenant, marked `"test": true`,
 * through the real pipeline: an outbox item, which the fan-out sends to every webhook of the
 * tenant subscribed to the action, each a signed delivery with retries and a delivery log. No
 * record is changed. `test` travels in the event's members, so it reaches the receiver in the
 * payload whatever path the event takes.
 */
export const publishTestEvent = async (tenantUid: string, action: WebhookAction) => {
  const data = { ...exampleData(action), test: true };
  // The example is not a draft of the action's schema (it may have none): it is sent as it is.
  const item = eventItem({ action, tenantUid, data } as unknown as EventDraft);
  await commit(outboxOps([item]));
  return { eventId: item.eventId, action, occurredAt: item.occurredAt, test: true as const, data };
};
