import type { SQSRecord } from 'aws-lambda';
import { toEnvelope } from '#events/payload.ts';
import {
  type AttemptRecord,
  recordAttempt,
  recordSkipped,
} from '#functions/webhooks/delivery-attempt.repository.ts';
import { claimDelivery } from '#functions/webhooks/delivery-claim.repository.ts';
import { outcomeItem } from '#functions/webhooks/delivery-outcome.repository.ts';
import { type DeliveryMessage, deliveryOf } from '#functions/webhooks/delivery-queue.ts';
import type { OutcomeBatch } from '#functions/webhooks/outcome-batch.ts';
import { signingHeaders } from '#functions/webhooks/signing.ts';
import { noteDelivered, noteFailed } from '#functions/webhooks/transport-health.service.ts';
import { config } from '#shared/config.ts';
import { addMetric, METRICS } from '#shared/metrics.ts';
import { logger } from '#shared/observability.ts';
import { sqs } from '#shared/sqs.ts';
import { backoffSeconds, judge, MAX_ATTEMPTS } from './outcome.ts';
import { postJson } from './post.ts';
import { forgetTransport, freshTargetOf, type Target, targetOf } from './targets.ts';

const RETRYABLE = new Set<string | undefined>(['SERVER_ERROR', 'TIMEOUT', 'CONNECTION_ERROR']);

/** The metric of each recorded outcome of an attempt (shared/metrics.ts). */
const OUTCOME_METRICS = {
  DELIVERED: METRICS.webhookDelivered,
  RETRYING: METRICS.webhookRetried,
  FAILED: METRICS.webhookFailed,
} as const;

/** Names the service to receivers. */
export const USER_AGENT = 'RetailCommerceAPI-Webhooks/2.0 (+https://docs.retail-commerce.example/webhooks)';

/** Everything sent with one POST: signature, the transport's credentials and custom headers. */
export const requestHeaders = (target: Target, eventId: string, body: string, now = Date.now()) => {
  const { transport, secrets } = target;
  const active = secrets.signing
    .filter((s) => !s.expiresAt || Date.parse(s.expiresAt) > now)
    .map((s) => s.secret);
  const auth: Record<string, string> = {};
  if (transport.securityType === 'BASIC') {
    auth.authorization = `Basic ${Buffer.from(`${transport.username ?? ''}:${secrets.password ?? ''}`).toString('base64')}`;
  } else if (transport.securityType === 'BEARER') auth.authorization = `Bearer ${secrets.token ?? ''}`;
  const custom = Object.fromEntries((transport.headers ?? []).map((h) => [h.key, h.value]));
  return {
    ...custom,
    ...auth,
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    ...signingHeaders(active, eventId, body, now),
  };
};

/**
 * Counts a final outcome on the transport's health (transport-health.service.ts). The outcome is
 * already recorded, so a failure here is logged, not retried: a retried message would be dropped
 * by its claim anyway.
 */
const noteHealth = async (target: Target, state: string) => {
  try {
    if (state === 'DELIVERED') await noteDelivered(target.transport);
    else if (state === 'FAILED' && (await noteFailed(target.transport)))
      forgetTransport(target.transport.tenantUid, target.transport.httpTransportUid);
  } catch (error) {
    logger.error('transport health not updated', { error: error as Error });
  }
};

/** Outcome of one message for the batch: done (delete it) or retry (leave it to its visibility). */
export type MessageOutcome = 'done' | 'retry';

const setVisibility = (record: SQSRecord, seconds: number) =>
  sqs('ChangeMessageVisibility', {
    QueueUrl: config.queues.webhookDelivery,
    ReceiptHandle: record.receiptHandle,
    VisibilityTimeout: seconds,
  });

/**
 * One attempt of one delivery. `attempt` is the message's receive count. The message first claims
 * the delivery, creating its record on the first attempt (delivery.repository.ts claimDelivery):
 * a second message for the same delivery is dropped before it POSTs. A retry sets the
 * message's visibility to the backoff delay and reports it failed; after the 11th attempt the
 * failure is recorded and the message is made visible at once, so SQS moves it to the DLQ
 * (maxReceiveCount 11). A delivery whose transport is disabled is recorded SKIPPED, not POSTed;
 * every final outcome is counted on the transport's health (transport-health.service.ts).
 * The outcome of a POST is written with the batch's other outcomes (`outcomes`, outcome-batch.ts).
 */
export const deliverMessage = async (record: SQSRecord, outcomes: OutcomeBatch): Promise<MessageOutcome> => {
  const message = JSON.parse(record.body) as DeliveryMessage;
  const attempt = Number(record.attributes.ApproximateReceiveCount ?? '1');
  const key = {
    tenantUid: message.tenantUid,
    webhookUid: message.webhookUid,
    deliveryUid: message.deliveryUid,
  };
  const at = new Date();
  if (attempt > MAX_ATTEMPTS) return 'done';
  // The claim (one conditional write) runs beside the cached target read, so it adds no latency.
  let [target, claimed] = await Promise.all([
    targetOf(message.tenantUid, message.webhookUid, message.httpTransportUid),
    claimDelivery(deliveryOf(message, at), record.messageId, {
      firstClaim: attempt === 1 && !message.recorded,
    }),
  ]);
  if (claimed && target?.transport.status === 'DISABLED')
    target = await freshTargetOf(message.tenantUid, message.webhookUid, message.httpTransportUid);
  if (!claimed) {
    logger.warn('delivery owned by another message or already final; dropped', {
      deliveryUid: key.deliveryUid,
    });
    return 'done';
  }
  if (!target) {
    const gone: AttemptRecord = {
      attempt,
      at: at.toISOString(),
      latencyMs: 0,
      errorClass: 'SUBSCRIPTION_DELETED',
    };
    await recordAttempt(key, record.messageId, gone, { state: 'FAILED' });
    addMetric(METRICS.webhookFailed);
    return 'done';
  }
  if (target.transport.status === 'DISABLED') {
    await recordSkipped(key, record.messageId, 'TRANSPORT_DISABLED', at.toISOString());
    addMetric(METRICS.webhookSkipped);
    return 'done';
  }
  const envelope = {
    ...toEnvelope({ ...message.event, tenantUid: message.tenantUid }, attempt),
    ...(message.test ? { test: true } : {}),
  };
  const body = JSON.stringify(envelope);
  const result = await postJson(
    target.transport.url,
    requestHeaders(target, message.event.eventId, body),
    body,
    {
      timeoutMs: config.webhooks.timeoutMs,
      policy: { allowHttp: config.webhooks.allowHttp, allowLoopback: config.webhooks.allowLoopback },
    },
  );
  const verdict = judge(result, attempt);
  const delay = verdict.retry
    ? backoffSeconds(attempt, config.webhooks.backoffBaseSeconds, config.webhooks.backoffMaxSeconds)
    : undefined;
  // Only a delivery that ran out of retries goes to the DLQ; a final 3xx/4xx is just failed.
  const moveToDlq = !verdict.retry && attempt >= MAX_ATTEMPTS && RETRYABLE.has(verdict.errorClass);
  const entry: AttemptRecord = {
    attempt,
    at: at.toISOString(),
    latencyMs: result.latencyMs,
    statusCode: verdict.statusCode,
    errorClass: verdict.errorClass,
    error: verdict.error,
    responseExcerpt: verdict.responseExcerpt,
    nextRetryAt: delay === undefined ? undefined : new Date(Date.now() + delay * 1000).toISOString(),
  };
  await outcomes.write(
    record.messageId,
    outcomeItem(claimed, entry, { state: verdict.state, movedToDlq: moveToDlq }),
  );
  const outcome = OUTCOME_METRICS[verdict.state as keyof typeof OUTCOME_METRICS];
  if (outcome) addMetric(outcome);
  await noteHealth(target, verdict.state);
  if (delay !== undefined) {
    await setVisibility(record, delay);
    return 'retry';
  }
  if (moveToDlq) {
    await setVisibility(record, 0);
    return 'retry';
  }
  return 'done';
};
