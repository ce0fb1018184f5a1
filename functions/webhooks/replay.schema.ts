import * as z from 'zod/mini';
import { DateTime } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { REPLAY_LIMITS, REPLAY_STATES } from './replay-rules.ts';
import { WebhookAction } from './webhook.schema.ts';

export const CreateReplayRequest = withMeta(
  z.strictObject({
    createdFrom: withMeta(DateTime, {
      description: 'Replay the events that occurred at or after this instant',
    }),
    createdTo: withMeta(z.optional(DateTime), {
      description:
        'Replay the events that occurred before this instant; now when absent (a later one is now)',
    }),
    maxEventsPerSecond: withMeta(
      z.optional(z.int().check(z.gte(1), z.lte(REPLAY_LIMITS.maxEventsPerSecond))),
      {
        description: `Deliveries queued per second at most (default ${REPLAY_LIMITS.defaultEventsPerSecond})`,
      },
    ),
  }),
  {
    id: 'CreateWebhookReplay',
    example: { createdFrom: '2026-11-27T08:00:00.000Z', createdTo: '2026-11-27T09:00:00.000Z' },
  },
);

export const ReplayResponse = withMeta(
  z.object({
    replayUid: z.string(),
    webhookUid: z.string(),
    httpTransportUid: z.string(),
    action: WebhookAction,
    createdFrom: DateTime,
    createdTo: DateTime,
    maxEventsPerSecond: z.int(),
    state: z.enum(REPLAY_STATES),
    counts: z.object({
      total: withMeta(z.nullable(z.int()), {
        description: 'Events in the range; null until the worker counted them',
      }),
      sent: withMeta(z.int(), { description: 'Deliveries queued (their outcomes are in the delivery log)' }),
      failed: withMeta(z.int(), { description: 'Events whose delivery could not be queued' }),
    }),
    error: withMeta(z.optional(z.string()), { description: 'Why a FAILED replay stopped' }),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
    completedAt: z.optional(DateTime),
  }),
  {
    id: 'WebhookReplay',
    example: {
      replayUid: 'rpl_019a6b2e4c00a1b2c3d4',
      webhookUid: 'wh-1',
      httpTransportUid: 'erp',
      action: 'ORDER_SETTLED',
      createdFrom: '2026-11-27T08:00:00.000Z',
      createdTo: '2026-11-27T09:00:00.000Z',
      maxEventsPerSecond: 200,
      state: 'RUNNING',
      counts: { total: 1200, sent: 500, failed: 0 },
      createdAt: '2026-11-27T09:30:00.000Z',
      lastModifiedAt: '2026-11-27T09:30:03.000Z',
    },
  },
);
