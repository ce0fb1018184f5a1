import type { NotificationRecord } from '#functions/notifications/notification-model.ts';
import type { TemplateType } from '#functions/notifications/templates/catalogue.ts';
import { dataMap, renderFreeText, renderTemplate } from '#functions/notifications/templates/render.ts';
import { awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { config } from '#shared/config.ts';
import { logger } from '#shared/observability.ts';

// One HTTP attempt per queue delivery: the queue retries with backoff (visibility timeout) and
// counts the attempts, so that a throttled provider is not hammered from inside one invocation.
// SES v2 is REST-JSON (signed as `ses`, served at `email.<region>`); End User Messaging SMS is JSON 1.0.
const ses = awsJsonClient(
  { service: 'ses', host: 'email', maxAttempts: 1, paths: { SendEmail: '/v2/email/outbound-emails' } },
  () => ({ region: config.region, endpoint: config.endpoints.ses }),
);
const sms = awsJsonClient(
  { service: 'sms-voice', maxAttempts: 1, target: 'PinpointSMSVoiceV2', jsonVersion: '1.0' },
  () => ({ region: config.region, endpoint: config.endpoints.sms }),
);

type Sent = { MessageId?: string };

/** Renders what the recipient gets: the template with its data, or the stored free text. */
export const renderFor = (n: NotificationRecord) =>
  n.templateType
    ? renderTemplate(n.templateType as TemplateType, n.messageType, {
        data: dataMap(n.templateData),
        orderUid: n.orderUid,
        customerUid: n.customerUid,
        storeUid: n.storeUid,
      })
    : renderFreeText(n.messageType, n.message, n.subject);

/**
 * Sends an e-mail through SES: HTML and text bodies, the configuration set (event publishing to
 * SNS/EventBridge in the cloud), and tenantUid/notificationUid as tags and headers so that
 * delivery reports find the notification again.
 */
const sendEmail = async (n: NotificationRecord): Promise<string> => {
  const rendered = renderFor(n);
  const out = await ses<Sent>('SendEmail', {
    FromEmailAddress: config.mail.fromAddress,
    Destination: { ToAddresses: [n.recipient] },
    ConfigurationSetName: config.mail.configurationSet,
    EmailTags: [
      { Name: 'tenantUid', Value: n.tenantUid },
      { Name: 'notificationUid', Value: n.notificationUid },
    ],
    Content: {
      Simple: {
        Subject: { Data: n.subject ?? rendered.subject ?? '', Charset: 'UTF-8' },
        Body: {
          Text: { Data: rendered.text, Charset: 'UTF-8' },
          ...(rendered.html ? { Html: { Data: rendered.html, Charset: 'UTF-8' } } : {}),
        },
        Headers: [
          { Name: 'X-Tenant-Uid', Value: n.tenantUid },
          { Name: 'X-Notification-Uid', Value: n.notificationUid },
        ],
      },
    },
  });
  return out.MessageId ?? '';
};

/** Sends an SMS through AWS End User Messaging SMS (locally: the local SMS service). */
const sendSms = async (n: NotificationRecord): Promise<string> => {
  const out = await sms<Sent>('SendTextMessage', {
    DestinationPhoneNumber: n.recipient,
    MessageBody: renderFor(n).text,
    MessageType: 'TRANSACTIONAL',
    OriginationIdentity: config.notifications.smsOriginationIdentity,
    ConfigurationSetName: config.notifications.smsConfigurationSet,
    Context: { tenantUid: n.tenantUid, notificationUid: n.notificationUid },
  });
  // Locally the text is logged too (POWERTOOLS_LOG_LEVEL=INFO); in AWS message bodies stay out of logs.
  if (config.isLocal)
    logger.info('local SMS sent', { to: n.recipient, notificationUid: n.notificationUid, text: n.message });
  return out.MessageId ?? '';
};

/** Hands a notification to its channel's provider; returns the provider's message id. */
export const deliver = (n: NotificationRecord): Promise<string> =>
  n.messageType === 'EMAIL' ? sendEmail(n) : sendSms(n);
