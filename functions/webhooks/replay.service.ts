import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { nowIso } from '#shared/clock.ts';
import { NotFoundError, ValidationError } from '#shared/errors.ts';
import { findReplay, insertReplay, type ReplayRecord } from './replay.repository.ts';
import type { CreateReplayRequest, ReplayResponse } from './replay.schema.ts';
import { REPLAY_LIMITS } from './replay-rules.ts';
import { requireWebhook } from './webhook.service.ts';

export type ReplayView = z.infer<typeof ReplayResponse>;

export const toReplayView = (r: ReplayRecord): ReplayView => ({
  replayUid: r.replayUid,
  webhookUid: r.webhookUid,
  httpTransportUid: r.httpTransportUid,
  action: r.action,
  createdFrom: r.createdFrom,
  createdTo: r.createdTo,
  maxEventsPerSecond: r.maxEventsPerSecond,
  state: r.state,
  counts: { total: r.total, sent: r.sent, failed: r.failed },
  ...(r.error ? { error: r.error } : {}),
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
  ...(r.completedAt ? { completedAt: r.completedAt } : {}),
});

/** Time-ordered replay uid: `rpl_` + 12 hex of milliseconds + 8 hex random. */
const newReplayUid = (now: number) =>
  `rpl_${now.toString(16).padStart(12, '0')}${randomBytes(4).toString('hex')}`;

/**
 * Requests the replay of the webhook's action over a time range: stored, QUEUED, and from then
 * on driven by the replay worker (functions/webhooks/workers/replay). A range reaching past now ends now:
 * what happens later is delivered as it happens.
 */
export const createReplay = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
  body: z.infer<typeof CreateReplayRequest>,
): Promise<ReplayView> => {
  const webhook = await requireWebhook(tenantUid, httpTransportUid, webhookUid);
  const now = nowIso();
  const createdTo = body.createdTo && Date.parse(body.createdTo) < Date.parse(now) ? body.createdTo : now;
  if (Date.parse(body.createdFrom) >= Date.parse(createdTo))
    throw ValidationError.field('body.createdFrom', 'must be before createdTo (and before now)');
  const record: ReplayRecord = {
    tenantUid,
    replayUid: newReplayUid(Date.parse(now)),
    webhookUid,
    httpTransportUid,
    action: webhook.action,
    createdFrom: new Date(body.createdFrom).toISOString(),
    createdTo: new Date(createdTo).toISOString(),
    maxEventsPerSecond: body.maxEventsPerSecond ?? REPLAY_LIMITS.defaultEventsPerSecond,
    state: 'QUEUED',
    total: null,
    sent: 0,
    failed: 0,
    cursor: null,
    seq: 1,
    failures: 0,
    createdAt: now,
    lastModifiedAt: now,
  };
  await insertReplay(record);
  return toReplayView(record);
};

export const getReplay = async (
  tenantUid: string,
  httpTransportUid: string,
  webhookUid: string,
  replayUid: string,
): Promise<ReplayView> => {
  const replay = await findReplay(tenantUid, replayUid);
  if (!replay || replay.webhookUid !== webhookUid || replay.httpTransportUid !== httpTransportUid)
    throw NotFoundError.record('replay', replayUid, 'params.replayUid');
  return toReplayView(replay);
};
