import * as z from 'zod';
import { DateTime } from '#shared/schema/common.ts';
import { WebhookAction } from './webhook.schema.ts';

export const TestEventRequest = z
  .strictObject({ action: WebhookAction })
  .meta({ id: 'TestEventRequest', examples: [{ action: 'ORDER_SETTLED' }] });

export const TestEvent = z
  .object({
    eventId: z.string().meta({ description: 'The `id` and `webhook-id` of every delivery of the event' }),
    action: WebhookAction,
    occurredAt: DateTime,
    test: z.literal(true),
    data: z.record(z.string(), z.unknown()).meta({
      description: 'The entity members sent: those of the catalogued example of the action, and `test`',
    }),
  })
  .meta({
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
  });
