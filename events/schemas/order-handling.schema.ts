import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { EventOrder, EventStore } from '#events/schemas/members.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

const HandlingStates = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETE']);

/**
 * ORDER_HANDLING_STATE_CHANGED (spec 6.2 names only its `orderHandling` member; designed like
 * ORDER_STATE_CHANGE): the store, the order, and the handling with its new and previous state.
 */
export const OrderHandlingStateChangedEvent = withMeta(
  z.extend(EnvelopeSchema, {
    action: z.literal('ORDER_HANDLING_STATE_CHANGED'),
    store: EventStore,
    order: EventOrder,
    orderHandling: z.object({
      handlingUid: z.string(),
      handlingName: z.string(),
      state: HandlingStates,
      previousState: HandlingStates,
      changedAt: z.string(),
      changedBy: z.string(),
      comment: z.string(),
    }),
  }),
  { id: 'OrderHandlingStateChangedEvent' },
);
