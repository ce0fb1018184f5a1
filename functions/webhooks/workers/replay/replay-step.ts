import { setTimeout as sleep } from 'node:timers/promises';
import { type DeliveryMessage, queueDeliveries } from '#functions/webhooks/delivery-queue.ts';
import { countEventsPart, queryEvents } from '#functions/webhooks/event-log.repository.ts';
import { eventIdBound } from '#functions/webhooks/event-rules.ts';
import { checkpointReplay, findReplay, type ReplayRecord } from '#functions/webhooks/replay.repository.ts';
import {
  countProgress,
  isFinal,
  REPLAY_LIMITS,
  replayDeliveryUid,
  stepMillis,
  stepSize,
} from '#functions/webhooks/replay-rules.ts';
import { findWebhook } from '#functions/webhooks/webhook-read.repository.ts';
import { logger } from '#shared/observability.ts';

const nowIso = () => new Date().toISOString();

/** Queues messages, those SQS refused once more; answers the ones still refused. */
const queueOnce = async (messages: DeliveryMessage[]): Promise<DeliveryMessage[]> => {
  const refused = await queueDeliveries(messages);
  return refused.length > 0 ? queueDeliveries(refused) : refused;
};

/** The next step of a running replay; answers its checkpoint's changes. */
const advance = async (replay: ReplayRecord): Promise<Partial<ReplayRecord>> => {
  const webhook = await findWebhook({ tenantUid: replay.tenantUid, webhookUid: replay.webhookUid });
  if (!webhook || webhook.httpTransportUid !== replay.httpTransportUid || webhook.action !== replay.action)
    return { state: 'FAILED', error: 'the webhook was deleted or its action changed', completedAt: nowIso() };
  const selector = { tenantUid: replay.tenantUid, action: replay.action };
  const range = { from: eventIdBound(replay.createdFrom), to: eventIdBound(replay.createdTo) };
  // The first steps count the range (Select COUNT of the action's log, a bounded number of pages
  // a step), so progress has a total.
  if (replay.total === null) {
    const part = await countEventsPart(selector, range, replay.countedThrough ?? undefined, {
      pages: REPLAY_LIMITS.countPagesPerStep,
    });
    return { state: 'RUNNING', ...countProgress(replay, part) };
  }
  const started = Date.now();
  const page = await queryEvents(selector, range, {
    after: replay.cursor ?? undefined,
    limit: stepSize(replay.maxEventsPerSecond),
    newestFirst: false,
  });
  const messages: DeliveryMessage[] = page.items.map((e) => ({
    tenantUid: replay.tenantUid,
    webhookUid: replay.webhookUid,
    httpTransportUid: replay.httpTransportUid,
    deliveryUid: replayDeliveryUid(replay.replayUid, e.eventId),
    event: { eventId: e.eventId, action: e.action, occurredAt: e.occurredAt, data: e.data },
  }));
  const refused = messages.length > 0 ? await queueOnce(messages) : [];
  // Keep to the rate: a step of n events lasts at least n / rate seconds.
  const wait = stepMillis(messages.length, replay.maxEventsPerSecond) - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  const done = page.next === null;
  return {
    state: done ? 'COMPLETED' : 'RUNNING',
    cursor: page.items.at(-1)?.eventId ?? page.next ?? replay.cursor,
    sent: replay.sent + messages.length - refused.length,
    failed: replay.failed + refused.length,
    failures: 0,
    ...(done ? { completedAt: nowIso() } : {}),
  };
};

/**
 * One step of a replay, for the stream record of its change number `seq`: read the replay,
 * queue the next events, checkpoint. A record of an older change (a stream retry, a duplicate)
 * finds a newer `seq` and does nothing, so one replay has one step at a time; a step that died
 * before its checkpoint is redone from the same cursor, its deliveries queued under the same uids,
 * which the delivery worker drops. A failing step is written as a failure (whose change triggers
 * the next try) until REPLAY_LIMITS.failuresMax in a row fail the replay.
 */
export const replayStep = async (tenantUid: string, replayUid: string, seq: number): Promise<void> => {
  const replay = await findReplay(tenantUid, replayUid, true);
  if (!replay || replay.seq !== seq || isFinal(replay.state)) return;
  let changes: Partial<ReplayRecord>;
  try {
    changes = await advance(replay);
  } catch (error) {
    logger.error('replay step failed', { error: error as Error, replayUid });
    const failures = replay.failures + 1;
    await sleep(Math.min(1000 * failures, 10_000));
    changes =
      failures >= REPLAY_LIMITS.failuresMax
        ? { state: 'FAILED', failures, error: (error as Error).message, completedAt: nowIso() }
        : { failures };
  }
  await checkpointReplay(replay, { ...changes, lastModifiedAt: nowIso() });
};
