import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { CreateReplayRequest, ReplayResponse } from './replay.schema.ts';
import { REPLAY_LIMITS } from './replay-rules.ts';

const P = '/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks/{webhookUid}/replays';
const webhook = withUids(TenantParams, 'httpTransportUid', 'webhookUid');
const tags = ['Webhooks'];
const WEBHOOK = { permissions: ['WEBHOOK'] } as const;

/** Replays of a webhook (issue 38): re-delivery of a time range of its action's events. */
export const replayRoutes = defineRoutes({
  createWebhookReplay: {
    method: 'POST',
    path: P,
    summary: "Replay the webhook's events of a time range",
    description: `Delivers again every stored event (the last 30 days, \`GET /events\`) of the webhook's action that occurred in [createdFrom, createdTo) to its transport, the way events are delivered: queued, signed, retried, in the delivery log. Each event once per replay, oldest first, at most \`maxEventsPerSecond\` a second (at most ${REPLAY_LIMITS.maxEventsPerSecond}). A tenant runs at most ${REPLAY_LIMITS.runningPerTenant} replays at once: another is a 409 with Retry-After. Send an Idempotency-Key: a retry with the same key answers the first replay and starts nothing. Progress: \`GET\` the Location.`,
    tags,
    auth: WEBHOOK,
    request: { params: webhook, body: CreateReplayRequest },
    success: {
      status: 201,
      description: 'The replay, QUEUED',
      schema: ReplayResponse,
      location: `${P}/{replayUid}`,
    },
    responses: {
      404: { description: 'Unknown transport or webhook (also for another tenant)' },
      409: { description: `The tenant already runs ${REPLAY_LIMITS.runningPerTenant} replays` },
    },
  },
  getWebhookReplay: {
    method: 'GET',
    path: `${P}/{replayUid}`,
    summary: 'Read the progress of a replay',
    tags,
    auth: WEBHOOK,
    request: { params: withUids(webhook, 'replayUid') },
    success: { status: 200, description: 'The replay and its counts', schema: ReplayResponse },
    responses: { 404: { description: 'Unknown transport, webhook or replay (also for another tenant)' } },
  },
});
