import type { Outcome } from '#functions/notifications/notification-model.ts';
import type { DeliveryReport } from './report.ts';

type SesMail = {
  messageId?: string;
  timestamp?: string;
  tags?: Record<string, string[]>;
  headers?: Array<{ name: string; value: string }>;
};
type SesEvent = {
  eventType?: string;
  notificationType?: string;
  mail?: SesMail;
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    timestamp?: string;
    bouncedRecipients?: Array<{ diagnosticCode?: string }>;
  };
  complaint?: { complaintFeedbackType?: string; timestamp?: string };
  delivery?: { timestamp?: string; smtpResponse?: string };
  reject?: { reason?: string };
  failure?: { errorMessage?: string };
};

/**
 * SES event types and what they do; SES's "Complaint" is recorded as SpamComplaint. SES names the
 * rendering failure "Rendering Failure" (with a space) in event publishing; the spaceless form is
 * accepted too.
 */
const SES_TYPES: Record<string, { type: string; outcome?: Outcome }> = {
  Delivery: { type: 'Delivery', outcome: 'DELIVERED' },
  Bounce: { type: 'Bounce', outcome: 'BOUNCED' },
  Complaint: { type: 'SpamComplaint', outcome: 'SPAM_COMPLAINT' },
  Reject: { type: 'Reject', outcome: 'FAILED' },
  RenderingFailure: { type: 'RenderingFailure', outcome: 'FAILED' },
  'Rendering Failure': { type: 'RenderingFailure', outcome: 'FAILED' },
};

const header = (mail: SesMail | undefined, name: string) =>
  mail?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** Normalises one SES event (configuration-set event publishing or identity notification). */
export const fromSesEvent = (event: SesEvent): DeliveryReport => {
  const raw = event.eventType ?? event.notificationType ?? 'Unknown';
  const known = SES_TYPES[raw];
  const mail = event.mail;
  const occurredAt =
    event.delivery?.timestamp ?? event.bounce?.timestamp ?? event.complaint?.timestamp ?? mail?.timestamp;
  const errorText =
    raw === 'Bounce'
      ? `${event.bounce?.bounceType ?? 'Bounce'}/${event.bounce?.bounceSubType ?? ''}: ${event.bounce?.bouncedRecipients?.[0]?.diagnosticCode ?? ''}`
      : raw === 'Reject'
        ? `Reject: ${event.reject?.reason ?? ''}`
        : known?.type === 'RenderingFailure'
          ? `RenderingFailure: ${event.failure?.errorMessage ?? ''}`
          : raw === 'Complaint'
            ? `Complaint: ${event.complaint?.complaintFeedbackType ?? 'abuse'}`
            : undefined;
  return {
    source: 'SES',
    tenantUid: mail?.tags?.tenantUid?.[0] ?? header(mail, 'X-Tenant-Uid'),
    notificationUid: mail?.tags?.notificationUid?.[0] ?? header(mail, 'X-Notification-Uid'),
    type: known?.type ?? raw,
    outcome: known?.outcome,
    errorText,
    details: event.delivery?.smtpResponse ?? errorText,
    occurredAt,
    key: `SES#${known?.type ?? raw}#${mail?.messageId ?? ''}#${occurredAt ?? ''}`,
  };
};

/**
 * The SES events in a Lambda invocation: an SNS event (each record's Message is one SES event) or
 * an EventBridge event from source aws.ses. Undefined for anything else (an API Gateway request).
 */
export const sesReportsOf = (event: unknown): DeliveryReport[] | undefined => {
  const e = event as {
    Records?: Array<{ EventSource?: string; Sns?: { Message?: string } }>;
    source?: string;
    detail?: SesEvent;
  };
  if (e?.source === 'aws.ses' && e.detail) return [fromSesEvent(e.detail)];
  if (
    Array.isArray(e?.Records) &&
    e.Records.length > 0 &&
    e.Records.every((r) => r.EventSource === 'aws:sns')
  ) {
    return e.Records.map((r) => fromSesEvent(JSON.parse(r.Sns?.Message ?? '{}') as SesEvent));
  }
  return undefined;
};
