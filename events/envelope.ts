import * as z from 'zod/mini';
import { ACTIONS } from '#events/actions.ts';

/** Common members of every webhook payload (spec 6.2) plus `id`, equal to the webhook-id header. */
export const EnvelopeSchema = z.object({
  id: z.string(),
  action: z.enum(ACTIONS),
  occurredAt: z.iso.datetime({ offset: true }),
  attempt: z.int().check(z.gte(1)),
  tenant: z.object({ id: z.int(), uid: z.string() }),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The payload builder lives apart from the schema (see events/payload.ts). */
export { toEnvelope } from '#events/payload.ts';
