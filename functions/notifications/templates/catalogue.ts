/**
 * The template catalogue served by GET /metadata/templates. Templates are Handlebars: the HTML
 * body escapes every value (`{{x}}`), the subject, text and SMS bodies are plain text. Values come
 * from `templateData` (as `data.<key>`) and from the notification's references (`orderUid`,
 * `customerUid`, `storeUid`). This module holds only data, so that route tables can import it.
 */
export const TEMPLATE_TYPES = ['ORDER_CONFIRMATION', 'RECEIPT', 'CUSTOMER_WELCOME', 'GENERIC'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** `url` values must be http(s) links: they end up in an `href`, where escaping alone is not enough. */
export type TemplateDataKey = {
  key: string;
  required: boolean;
  format: 'text' | 'url';
  description: string;
};

export type TemplateDefinition = {
  description: string;
  /** References the send request must carry (and that must exist). */
  requires: ReadonlyArray<'customerUid' | 'orderUid'>;
  dataKeys: readonly TemplateDataKey[];
  subject: string;
  html: string;
  text: string;
  sms: string;
};

const optional = (key: string, description: string, format: 'text' | 'url' = 'text'): TemplateDataKey => ({
  key,
  required: false,
  format,
  description,
});
const required = (key: string, description: string): TemplateDataKey => ({
  key,
  required: true,
  format: 'text',
  description,
});

export const TEMPLATES: Record<TemplateType, TemplateDefinition> = {
  ORDER_CONFIRMATION: {
    description: 'Confirms an order to the customer',
    requires: ['orderUid'],
    dataKeys: [
      optional('customerName', 'Greeting name'),
      optional('orderNumber', 'Order number shown to the customer; defaults to the orderUid'),
      optional('storeName', 'Store name shown in the signature'),
      optional('total', 'Formatted order total, e.g. "NOK 1 249,00"'),
    ],
    subject: 'Order confirmation {{#if data.orderNumber}}{{data.orderNumber}}{{else}}{{orderUid}}{{/if}}',
    html: '<p>Hi{{#if data.customerName}} {{data.customerName}}{{/if}},</p><p>Thank you for your order <strong>{{#if data.orderNumber}}{{data.orderNumber}}{{else}}{{orderUid}}{{/if}}</strong>.{{#if data.total}} Total: {{data.total}}.{{/if}}</p><p>{{#if data.storeName}}{{data.storeName}}{{/if}}</p>',
    text: 'Hi{{#if data.customerName}} {{data.customerName}}{{/if}},\n\nThank you for your order {{#if data.orderNumber}}{{data.orderNumber}}{{else}}{{orderUid}}{{/if}}.{{#if data.total}} Total: {{data.total}}.{{/if}}\n\n{{data.storeName}}',
    sms: 'Thank you for your order {{#if data.orderNumber}}{{data.orderNumber}}{{else}}{{orderUid}}{{/if}}.{{#if data.total}} Total: {{data.total}}.{{/if}}{{#if data.storeName}} {{data.storeName}}{{/if}}',
  },
  RECEIPT: {
    description: 'Sends the receipt of a paid order',
    requires: ['orderUid'],
    dataKeys: [
      optional('customerName', 'Greeting name'),
      optional('receiptNumber', 'Receipt number'),
      optional('total', 'Formatted amount paid'),
      optional('receiptUrl', 'Link to the receipt document (http or https)', 'url'),
      optional('storeName', 'Store name shown in the signature'),
    ],
    subject: 'Your receipt{{#if data.receiptNumber}} {{data.receiptNumber}}{{/if}}',
    html: '<p>Hi{{#if data.customerName}} {{data.customerName}}{{/if}},</p><p>Here is your receipt for order {{orderUid}}{{#if data.total}}: {{data.total}}{{/if}}.</p>{{#if data.receiptUrl}}<p><a href="{{data.receiptUrl}}">View receipt</a></p>{{/if}}<p>{{data.storeName}}</p>',
    text: 'Hi{{#if data.customerName}} {{data.customerName}}{{/if}},\n\nHere is your receipt for order {{orderUid}}{{#if data.total}}: {{data.total}}{{/if}}.{{#if data.receiptUrl}}\n{{data.receiptUrl}}{{/if}}\n\n{{data.storeName}}',
    sms: 'Receipt for order {{orderUid}}{{#if data.total}}: {{data.total}}{{/if}}.{{#if data.receiptUrl}} {{data.receiptUrl}}{{/if}}',
  },
  CUSTOMER_WELCOME: {
    description: 'Welcomes a newly registered customer',
    requires: ['customerUid'],
    dataKeys: [optional('customerName', 'Greeting name'), optional('storeName', 'Store or brand name')],
    subject: 'Welcome{{#if data.storeName}} to {{data.storeName}}{{/if}}',
    html: '<p>Welcome{{#if data.customerName}}, {{data.customerName}}{{/if}}!</p><p>We are glad to have you as a customer{{#if data.storeName}} of {{data.storeName}}{{/if}}.</p>',
    text: 'Welcome{{#if data.customerName}}, {{data.customerName}}{{/if}}!\n\nWe are glad to have you as a customer{{#if data.storeName}} of {{data.storeName}}{{/if}}.',
    sms: 'Welcome{{#if data.customerName}}, {{data.customerName}}{{/if}}! We are glad to have you as a customer{{#if data.storeName}} of {{data.storeName}}{{/if}}.',
  },
  GENERIC: {
    description: 'A free text in the standard layout',
    requires: [],
    dataKeys: [
      required('body', 'The text of the message'),
      optional('subject', 'E-mail subject'),
      optional('heading', 'Heading above the text (e-mail)'),
    ],
    subject: '{{#if data.subject}}{{data.subject}}{{else}}Message from your store{{/if}}',
    html: '{{#if data.heading}}<h1>{{data.heading}}</h1>{{/if}}<p>{{data.body}}</p>',
    text: '{{#if data.heading}}{{data.heading}}\n\n{{/if}}{{data.body}}',
    sms: '{{data.body}}',
  },
};

/** Subject of e-mails sent with a free `message` and no `subject`. */
export const DEFAULT_SUBJECT = 'Message from your store';
