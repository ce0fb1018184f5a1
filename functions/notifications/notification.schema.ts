import * as z from 'zod';
import { DateTime, emptyAsAbsent, text, Uid } from '#shared/schema/common.ts';
import { MESSAGE_TYPES, NOTIFICATION_STATES } from './notification-model.ts';
import { normalizeRecipient } from './recipient.ts';
import { TEMPLATE_TYPES, TEMPLATES } from './templates/catalogue.ts';

export const MessageType = z.enum(MESSAGE_TYPES).meta({ id: 'NotificationMessageType' });
export const NotificationState = z
  .enum(NOTIFICATION_STATES)
  .meta({ id: 'NotificationState', description: 'Lifecycle state; see docs/decisions/notifications.md' });
export const TemplateType = z.enum(TEMPLATE_TYPES).meta({ id: 'NotificationTemplateType' });

const ref = () => emptyAsAbsent(Uid);
/** Longest message accepted: an SMS is split by the carrier, an e-mail text body stays readable. */
export const MESSAGE_MAX = 10_000;

const isWebLink = (value: string) => {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
};

const TemplateDataEntry = z.object({ key: z.string().min(1).max(100), value: z.string().max(5000) });

/** Send body of spec 4.6 plus the references of spec 2.10 the notification carries. */
export const SendNotificationBody = z
  .object({
    messageType: MessageType,
    recipient: z.string().min(1).max(320),
    subject: emptyAsAbsent(
      text(998)
        .regex(/^[^\r\n]*$/, 'must be one line')
        .meta({ description: 'E-mail subject (EMAIL only)' }),
    ),
    message: emptyAsAbsent(text(MESSAGE_MAX)),
    templateType: emptyAsAbsent(TemplateType),
    templateData: z.array(TemplateDataEntry).max(100).optional(),
    notificationUid: ref(),
    customerUid: ref(),
    orderUid: ref(),
    serviceOrderUid: ref(),
    purchaseOrderUid: ref(),
    receivementUid: ref(),
    supplierUid: ref(),
    tenantUserUid: ref(),
    serviceEventUid: ref(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const recipient = normalizeRecipient(body.messageType, body.recipient);
    if (!recipient.ok) issue('recipient', recipient.message);
    if (body.subject !== undefined && body.messageType !== 'EMAIL')
      issue('subject', 'is only valid for EMAIL');
    if (body.message === undefined && body.templateType === undefined) {
      issue('message', 'either message or templateType is required');
    }
    // The template's own rules apply only when it is used: a message wins over a template.
    if (body.message === undefined && body.templateType !== undefined) {
      const def = TEMPLATES[body.templateType];
      for (const field of def.requires) {
        if (body[field] === undefined) issue(field, `is required by templateType ${body.templateType}`);
      }
      const given = new Set((body.templateData ?? []).map((d) => d.key));
      const missing = def.dataKeys.filter((k) => k.required && !given.has(k.key)).map((k) => k.key);
      if (missing.length > 0) {
        issue('templateData', `templateType ${body.templateType} needs the key(s) ${missing.join(', ')}`);
      }
      const links = new Set(def.dataKeys.filter((k) => k.format === 'url').map((k) => k.key));
      (body.templateData ?? []).forEach((entry, i) => {
        if (links.has(entry.key) && !isWebLink(entry.value)) {
          ctx.addIssue({
            code: 'custom',
            path: ['templateData', i, 'value'],
            message: 'must be an http(s) URL',
          });
        }
      });
    }
  })
  .meta({ id: 'SendNotificationRequest' });
export type SendNotificationInput = z.output<typeof SendNotificationBody>;

export const NotificationEventSchema = z
  .object({
    type: z
      .string()
      .meta({ description: 'Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ...' }),
    source: z.enum(['MAILPROVIDER', 'SES', 'SENDER']),
    occurredAt: z.string(),
    receivedAt: DateTime,
    details: z.string().optional(),
  })
  .meta({ id: 'NotificationEvent' });

const optionalUid = z.string().optional();

/** Notification of spec 2.10, plus the store, template, attempt count and the provider's events. */
export const NotificationResponse = z
  .object({
    notificationUid: z.string(),
    messageType: MessageType,
    recipient: z.string(),
    subject: z.string().optional(),
    message: z.string().meta({ description: 'The text sent; for a template, its rendered text body' }),
    state: NotificationState,
    errorText: z.string().optional(),
    storeUid: z.string(),
    templateType: TemplateType.optional(),
    templateData: z.array(TemplateDataEntry).optional(),
    organizationUid: optionalUid,
    customerUid: optionalUid,
    orderUid: optionalUid,
    serviceOrderUid: optionalUid,
    serviceEventUid: optionalUid,
    tenantUserUid: optionalUid,
    supplierUid: optionalUid,
    receivementUid: optionalUid,
    purchaseOrderUid: optionalUid,
    attempts: z.int().meta({ description: 'Hand-overs to the provider tried so far' }),
    sentAt: DateTime.optional(),
    events: z.array(NotificationEventSchema),
    createdBy: z.string(),
    lastModifiedBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'Notification' });
export type NotificationResponseBody = z.output<typeof NotificationResponse>;

/** Search body of spec 4.6: every field optional; all given filters must match. */
export const SearchNotificationsBody = z
  .object({
    messageType: emptyAsAbsent(MessageType),
    recipient: emptyAsAbsent(text(320)).meta({
      description: 'Exact recipient (phone numbers in any format)',
    }),
    message: emptyAsAbsent(text(200)).meta({ description: 'Text contained in the message (any case)' }),
    state: emptyAsAbsent(NotificationState),
    errorText: emptyAsAbsent(text(200)).meta({ description: 'Text contained in errorText (any case)' }),
    organizationUid: ref(),
    storeUid: ref(),
    customerUid: ref(),
    orderUid: ref(),
    serviceOrderUid: ref(),
    tenantUserUid: ref(),
    supplierUid: ref(),
    receivementUid: ref(),
    purchaseOrderUid: ref(),
    fromDateTime: emptyAsAbsent(DateTime).meta({ description: 'Created at or after (inclusive)' }),
    toDateTime: emptyAsAbsent(DateTime).meta({ description: 'Created at or before (inclusive)' }),
    query: emptyAsAbsent(text(200)).meta({
      description: 'Words that must all occur (any case) in the message, subject or recipient',
    }),
  })
  .refine((b) => !b.fromDateTime || !b.toDateTime || Date.parse(b.fromDateTime) <= Date.parse(b.toDateTime), {
    path: ['toDateTime'],
    message: 'must not be before fromDateTime',
  })
  .meta({ id: 'SearchNotificationsRequest' });
export type SearchNotificationsInput = z.output<typeof SearchNotificationsBody>;

export const TemplateMetadata = z
  .object({
    templateType: TemplateType,
    description: z.string(),
    subject: z.string().meta({
      description:
        'The e-mail subject the template writes (spec 9.5), as a Handlebars template over `data.<key>` and the references (`orderUid`, `customerUid`, `storeUid`)',
    }),
    messageTypes: z.array(MessageType),
    requires: z.array(z.enum(['customerUid', 'orderUid'])),
    dataKeys: z.array(
      z.object({
        key: z.string(),
        required: z.boolean(),
        format: z.enum(['text', 'url']).meta({ description: 'url: an http(s) link' }),
        description: z.string(),
      }),
    ),
  })
  .meta({ id: 'NotificationTemplate' });
export const TemplateList = z.object({ items: z.array(TemplateMetadata) }).meta({
  id: 'NotificationTemplateList',
  example: {
    items: [
      {
        templateType: 'CUSTOMER_WELCOME',
        description: 'Welcomes a newly registered customer',
        subject: 'Welcome{{#if data.storeName}} to {{data.storeName}}{{/if}}',
        messageTypes: ['EMAIL', 'SMS'],
        requires: ['customerUid'],
        dataKeys: [
          { key: 'customerName', required: false, format: 'text', description: 'Greeting name' },
          { key: 'storeName', required: false, format: 'text', description: 'Store or brand name' },
        ],
      },
    ],
  },
});
