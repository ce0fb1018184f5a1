import { importChunk } from '#shared/chunk.ts';
import { nowIso } from '#shared/clock.ts';
import { config } from '#shared/config.ts';
import { commit } from '#shared/db/transaction.ts';
import { logger } from '#shared/observability.ts';
import type { TransportRecord } from './transport.repository.ts';
import {
  countFailedDelivery,
  disableTransportOp,
  HealthChanged,
  recordDelivered,
} from './transport-health.repository.ts';
import {
  type DisableRule,
  disabledReasonOf,
  judgedAt,
  shouldDisable,
  successNeedsWrite,
  windowStart,
} from './transport-health-rules.ts';

/** The admin notices, a chunk of the delivery worker loaded when a transport is disabled. */
const transportNotice = () =>
  importChunk<typeof import('./transport-notice.ts')>(import.meta.dirname, 'transport-notice');

const ruleOf = (): DisableRule => ({
  afterSeconds: config.webhooks.disableAfterSeconds,
  minFailed: config.webhooks.disableMinFailed,
});

const keyOf = (t: TransportRecord) => ({ tenantUid: t.tenantUid, httpTransportUid: t.httpTransportUid });

/** The e-mail that tells an admin that the transport was disabled, what to do, and how to recover. */
const noticeText = (t: TransportRecord, reason: string) => ({
  subject: `Webhook transport "${t.name}" was disabled`,
  message: [
    `The webhook transport "${t.name}" (${t.httpTransportUid}) of tenant ${t.tenantUid} posting to`,
    `${t.url} was disabled: ${reason}.`,
    '',
    'New events for its webhooks are kept in their delivery logs as SKIPPED and are not sent.',
    `Fix the receiver, then enable the transport again: POST /tenants/${t.tenantUid}/httptransports/${t.httpTransportUid}/enable.`,
    'Events of the meantime can be replayed from the events API.',
  ].join('\n'),
});

/**
 * Records a delivered attempt on its transport. `cached` is the worker's copy of the transport
 * (a few seconds old); a healthy transport is written at most once a minute per container.
 */
export const noteDelivered = async (cached: TransportRecord, at = new Date()): Promise<void> => {
  if (!successNeedsWrite(cached, at)) return;
  await recordDelivered(keyOf(cached), at.toISOString());
};

/**
 * Counts a delivery that ended FAILED and disables the transport when the rule says so. The
 * disable and the notices to the tenant's admins are one transaction, conditional on the counters
 * it decided on: of concurrent deliveries exactly one disables and e-mails. True when this call
 * disabled the transport.
 */
export const noteFailed = async (cached: TransportRecord): Promise<boolean> => {
  const rule = ruleOf();
  const health = await countFailedDelivery(keyOf(cached), nowIso());
  if (!health?.failingSince) return false;
  // Judged once the count is stored: concurrent deliveries store in another order than they read
  // their clocks, and the one that counts the threshold must see the run's start behind it.
  const at = judgedAt(health, new Date());
  if (!shouldDisable(health, at, rule)) return false;
  const disabledReason = disabledReasonOf(health, rule);
  const notices = await (await transportNotice()).adminNoticeOps(
    health.tenantUid,
    noticeText(health, disabledReason),
  );
  try {
    await commit([
      disableTransportOp(
        keyOf(health),
        { failingSince: health.failingSince, minFailed: rule.minFailed, windowStart: windowStart(at, rule) },
        { disabledAt: at.toISOString(), disabledReason },
      ),
      ...notices,
    ]);
  } catch (error) {
    if (error instanceof HealthChanged) return false;
    throw error;
  }
  logger.info('transport disabled', {
    tenantUid: health.tenantUid,
    httpTransportUid: health.httpTransportUid,
  });
  return true;
};
