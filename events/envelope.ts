import * as z from 'zod';
import { ACTIONS } from '#events/actions.ts';
import { numericId } from '#events/ids.ts';
import type { EventItem } from '#events/outbox.ts';

/** Common members of every webhook payload (spec 6.2) plus `id`, equal to the webhook-id header. */
export const EnvelopeSchema = z.object({
  id: z.string(),
  action: z.enum(ACTIONS),
  occurredAt: z.iso.datetime({ offset: true }),
  attempt: z.int().min(1),
  tenant: z.object({ id: z.int(), uid: z.string() }),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** Builds the payload delivered to receivers from a stored outbox event and the attempt number. */
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
