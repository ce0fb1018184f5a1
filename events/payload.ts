import { numericId } from '#events/ids.ts';
import type { EventItem } from '#events/outbox.ts';

/**
 * Builds the payload delivered to receivers from a stored outbox event and the attempt number.
 * Its schema is EnvelopeSchema (events/envelope.ts); this module holds no schema so that the
 * delivery worker bundles no zod.
 */
export const toEnvelope = (
  event: Pick<EventItem, 'eventId' | 'action' | 'occurredAt' | 'tenantUid' | 'data'>,
  attempt: number,
) => ({
  ...event.data,
  id: event.eventId,
  action: event.action,
  occurredAt: event.occurredAt,
  attempt,
  tenant: { id: numericId(event.tenantUid), uid: event.tenantUid },
});
