import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { WebhookAction } from './webhook.schema.ts';

export const TestEventRequest = withMeta(z.strictObject({ action: WebhookAction }), {
  id: 'TestEventRequest',
  examples: [{ action: 'ORDER_SETTLED' }],
});

export const TestEvent = withMeta(
  z.object({
    eventId: withMeta(z.string(), {
      description: 'The `id` and `webhook-id` of every delivery of the event',
    }),
    action: WebhookAction,
    occurredAt: DateTime,
    test: z.literal(true),
    data: withMeta(z.record(z.string(), z.unknown()), {
      description: 'The entity members sent: those of the catalogued example of the action, and `test`',
    }),
  }),
  {
    id: 'TestEvent',
    examples: [
      {
        eventId: 'evt_019a4f3c2b1d8e0f6a7b9c2d4e5f6a01',
        action: 'ORDER_SETTLED',
        occurredAt: '2026-11-25T20:00:00.000Z',
        test: true,
        data: { order: { uid: 'order-1001' }, test: true },
      },
    ],
  },
);
