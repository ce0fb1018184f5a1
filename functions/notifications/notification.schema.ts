import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, text, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { MESSAGE_TYPES, NOTIFICATION_STATES } from './notification-model.ts';
import { normalizeRecipient } from './recipient.ts';
import { TEMPLATE_TYPES, TEMPLATES } from './templates/catalogue.ts';

export const MessageType = withMeta(z.enum(MESSAGE_TYPES), { id: 'NotificationMessageType' });
export const NotificationState = withMeta(z.enum(NOTIFICATION_STATES), {
  id: 'NotificationState',
  description: 'Lifecycle state; see docs/decisions/notifications.md',
});
export const TemplateType = withMeta(z.enum(TEMPLATE_TYPES), { id: 'NotificationTemplateType' });

const ref = () => emptyAsAbsent(Uid);
/** Longest message accepted: an SMS is split by the carrier, an e-mail text body stays readable. */
export const MESSAGE_MAX = 10_000;

const isWebLink = (value: string) => {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
};

const TemplateDataEntry = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(100)),
  value: z.string().check(z.maxLength(5000)),
});

/** Send body of spec 4.6 plus the references of spec 2.10 the notification carries. */
export const SendNotificationBody = withMeta(
  z
    .object({
      messageType: MessageType,
      recipient: z.string().check(z.minLength(1), z.maxLength(320)),
      subject: emptyAsAbsent(
        withMeta(text(998).check(z.regex(/^[^\r\n]*$/, 'must be one line')), {
          description: 'E-mail subject (EMAIL only)',
        }),
      ),
      message: emptyAsAbsent(text(MESSAGE_MAX)),
      templateType: emptyAsAbsent(TemplateType),
      templateData: z.optional(z.array(TemplateDataEntry).check(z.maxLength(100))),
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
    .check(
      z.superRefine((body, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
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
      }),
    ),
  { id: 'SendNotificationRequest' },
);
export type SendNotificationInput = z.output<typeof SendNotificationBody>;

export const NotificationEventSchema = withMeta(
  z.object({
    type: withMeta(z.string(), {
      description: 'Delivery, Bounce, SpamComplaint, Open, Click, SubscriptionChange, ...',
    }),
    source: z.enum(['MAILPROVIDER', 'SES', 'SENDER']),
    occurredAt: z.string(),
    receivedAt: DateTime,
    details: z.optional(z.string()),
  }),
  { id: 'NotificationEvent' },
);

const optionalUid = z.optional(z.string());

/** Notification of spec 2.10, plus the store, template, attempt count and the provider's events. */
export const NotificationResponse = withMeta(
  z.object({
    notificationUid: z.string(),
    messageType: MessageType,
    recipient: z.string(),
    subject: z.optional(z.string()),
    message: withMeta(z.string(), { description: 'The text sent; for a template, its rendered text body' }),
    state: NotificationState,
    errorText: z.optional(z.string()),
    storeUid: z.string(),
    templateType: z.optional(TemplateType),
    templateData: z.optional(z.array(TemplateDataEntry)),
    organizationUid: optionalUid,
    customerUid: optionalUid,
    orderUid: optionalUid,
    serviceOrderUid: optionalUid,
    serviceEventUid: optionalUid,
    tenantUserUid: optionalUid,
    supplierUid: optionalUid,
    receivementUid: optionalUid,
    purchaseOrderUid: optionalUid,
    attempts: withMeta(z.int(), { description: 'Hand-overs to the provider tried so far' }),
    sentAt: z.optional(DateTime),
    events: z.array(NotificationEventSchema),
    createdBy: z.string(),
    lastModifiedBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'Notification' },
);
export type NotificationResponseBody = z.output<typeof NotificationResponse>;

/** Search body of spec 4.6: every field optional; all given filters must match. */
export const SearchNotificationsBody = withMeta(
  z
    .object({
      messageType: emptyAsAbsent(MessageType),
      recipient: withMeta(emptyAsAbsent(text(320)), {
        description: 'Exact recipient (phone numbers in any format)',
      }),
      message: withMeta(emptyAsAbsent(text(200)), {
        description: 'Text contained in the message (any case)',
      }),
      state: emptyAsAbsent(NotificationState),
      errorText: withMeta(emptyAsAbsent(text(200)), {
        description: 'Text contained in errorText (any case)',
      }),
      organizationUid: ref(),
      storeUid: ref(),
      customerUid: ref(),
      orderUid: ref(),
      serviceOrderUid: ref(),
      tenantUserUid: ref(),
      supplierUid: ref(),
      receivementUid: ref(),
      purchaseOrderUid: ref(),
      fromDateTime: withMeta(emptyAsAbsent(DateTime), { description: 'Created at or after (inclusive)' }),
      toDateTime: withMeta(emptyAsAbsent(DateTime), { description: 'Created at or before (inclusive)' }),
      query: withMeta(emptyAsAbsent(text(200)), {
        description: 'Words that must all occur (any case) in the message, subject or recipient',
      }),
    })
    .check(
      z.refine(
        (b) => !b.fromDateTime || !b.toDateTime || Date.parse(b.fromDateTime) <= Date.parse(b.toDateTime),
        {
          path: ['toDateTime'],
          message: 'must not be before fromDateTime',
        },
      ),
    ),
  { id: 'SearchNotificationsRequest' },
);
export type SearchNotificationsInput = z.output<typeof SearchNotificationsBody>;

export const TemplateMetadata = withMeta(
  z.object({
    templateType: TemplateType,
    description: z.string(),
    subject: withMeta(z.string(), {
      description:
        'The e-mail subject the template writes (spec 9.5), as a Handlebars template over `data.<key>` and the references (`orderUid`, `customerUid`, `storeUid`)',
    }),
    messageTypes: z.array(MessageType),
    requires: z.array(z.enum(['customerUid', 'orderUid'])),
    dataKeys: z.array(
      z.object({
        key: z.string(),
        required: z.boolean(),
        format: withMeta(z.enum(['text', 'url']), { description: 'url: an http(s) link' }),
        description: z.string(),
      }),
    ),
  }),
  { id: 'NotificationTemplate' },
);
export const TemplateList = withMeta(z.object({ items: z.array(TemplateMetadata) }), {
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
