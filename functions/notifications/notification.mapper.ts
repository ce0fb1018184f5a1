import type { NotificationResponseBody } from './notification.schema.ts';
import type { NotificationRecord } from './notification-model.ts';

/** The API shape of a stored notification: internal bookkeeping (tenant, version, keys) removed. */
export const toResponse = (r: NotificationRecord): NotificationResponseBody => {
  const {
    tenantUid: _tenant,
    version: _version,
    providerMessageId: _providerId,
    leaseUntil: _lease,
    events,
    templateType,
    ...rest
  } = r as NotificationRecord & { recipientKey?: string };
  delete (rest as { recipientKey?: string }).recipientKey;
  return {
    ...rest,
    ...(templateType ? { templateType: templateType as NotificationResponseBody['templateType'] } : {}),
    events: events.map(({ key: _key, ...event }) => event),
  };
};
