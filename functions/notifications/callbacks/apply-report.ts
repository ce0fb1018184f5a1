import { outcomeApplies } from '#functions/notifications/notification-model.ts';
import {
  getNotification,
  updateNotification,
} from '#functions/notifications/notification-state.repository.ts';
import { logger } from '#shared/observability.ts';
import { ERASED_TEXT } from '#shared/schema/erasure.ts';
import type { DeliveryReport } from './report.ts';

/** Events kept per notification; beyond this, events that change nothing are no longer recorded. */
export const MAX_EVENTS = 100;

export type ApplyResult = 'applied' | 'recorded' | 'duplicate' | 'unmatched';

/**
 * Applies a delivery report to its notification: records the event once (its key makes replays
 * no-ops) and moves the state when the outcome applies from the current state (model.ts). Reports
 * that name no notification, or one that does not exist, are logged and ignored.
 */
export const applyReport = async (report: DeliveryReport, by = 'mailprovider'): Promise<ApplyResult> => {
  const { tenantUid, notificationUid } = report;
  if (!tenantUid || !notificationUid) {
    logger.warn('delivery report names no notification', { type: report.type, source: report.source });
    return 'unmatched';
  }
  for (let round = 0; round < 5; round++) {
    const current = await getNotification(tenantUid, notificationUid, true);
    if (!current) {
      logger.warn('delivery report for an unknown notification', {
        tenantUid,
        notificationUid,
        type: report.type,
      });
      return 'unmatched';
    }
    if (current.events.some((e) => e.key === report.key)) return 'duplicate';
    const moves = report.outcome !== undefined && outcomeApplies(current.state, report.outcome);
    if (!moves && current.events.length >= MAX_EVENTS) return 'duplicate';
    const now = new Date().toISOString();
    // A report about a notification whose customer was erased (GDPR) keeps no provider text:
    // bounce diagnostics quote the address.
    const erased = current.recipient === ERASED_TEXT;
    const updated = await updateNotification(
      current,
      moves
        ? {
            state: report.outcome,
            ...(report.errorText && report.outcome !== 'DELIVERED' && !erased
              ? { errorText: report.errorText }
              : {}),
          }
        : {},
      by,
      {
        type: report.type,
        source: report.source,
        occurredAt: report.occurredAt ?? now,
        receivedAt: now,
        ...(erased ? {} : { details: report.details?.slice(0, 1000) }),
        key: report.key,
      },
    );
    if (updated) return moves ? 'applied' : 'recorded';
  }
  throw new Error(`notification ${notificationUid} kept changing; the report will be redelivered`);
};
