import * as z from 'zod';
import { ACTIONS } from '#events/actions.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import {
  DELIVERY_STATES,
  ERROR_CLASSES,
  SECURITY_TYPES,
  SKIP_REASONS,
  TRANSPORT_STATUSES,
} from './webhook-enums.ts';

/** What a masked secret looks like in responses; sent back unchanged on PUT it keeps the stored value. */
export const MASK = '********';

export const SecurityType = z
  .enum(SECURITY_TYPES)
  .meta({ id: 'SecurityType', description: 'NONE, BASIC (username + password) or BEARER (token)' });
export const WebhookAction = z.enum(ACTIONS).meta({ id: 'WebhookAction' });

/** Headers the service sets itself; a transport cannot override them. */
const RESERVED_HEADERS = new Set([
  'content-type',
  'content-length',
  'host',
  'user-agent',
  'connection',
  'transfer-encoding',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
]);

const Header = z
  .object({
    key: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a valid HTTP header name'),
    value: z
      .string()
      .max(2000)
      .regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'must not contain control characters'),
  })
  .meta({ id: 'HttpHeader' });

const transportFields = {
  name: z.string().trim().min(1).max(200),
  url: singleLine(2048).min(1).meta({ description: 'Absolute https URL (http only on the local stack)' }),
  securityType: SecurityType,
  username: emptyAsAbsent(z.string().max(200)),
  password: emptyAsAbsent(z.string().max(500)),
  token: emptyAsAbsent(z.string().max(4000)),
  headers: z.array(Header).max(20).optional(),
};

type TransportInput = {
  securityType: (typeof SECURITY_TYPES)[number];
  username?: string | undefined;
  password?: string | undefined;
  token?: string | undefined;
  headers?: Array<{ key: string; value: string }> | undefined;
};

/** Fields each securityType needs, and headers that would clash with ours. Every issue is listed. */
const checkTransport = (input: TransportInput, ctx: z.core.$RefinementCtx) => {
  const need = (field: 'username' | 'password' | 'token') => {
    if (!input[field])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `required when securityType is ${input.securityType}`,
      });
  };
  if (input.securityType === 'BASIC') {
    need('username');
    need('password');
    if (input.username?.includes(':'))
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'must not contain ":"' });
  }
  if (input.securityType === 'BEARER') need('token');
  const seen = new Set<string>();
  input.headers?.forEach((h, i) => {
    const key = h.key.toLowerCase();
    const clashes = RESERVED_HEADERS.has(key) || (key === 'authorization' && input.securityType !== 'NONE');
    if (clashes)
      ctx.addIssue({
        code: 'custom',
        path: ['headers', i, 'key'],
        message: `'${h.key}' is set by the service`,
      });
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['headers', i, 'key'], message: `duplicate header '${h.key}'` });
    seen.add(key);
  });
};

export const CreateTransportRequest = z
  .object({ ...transportFields, httpTransportUid: emptyAsAbsent(Uid) })
  .superRefine(checkTransport)
  .meta({ id: 'HttpTransportCreateRequest' });

export const UpdateTransportRequest = z
  .object(transportFields)
  .superRefine(checkTransport)
  .meta({
    id: 'HttpTransportUpdateRequest',
    description: `Secrets sent as "${MASK}" keep their stored value`,
  });

export const HttpTransport = z
  .object({
    httpTransportUid: z.string(),
    name: z.string(),
    url: z.string(),
    securityType: SecurityType,
    username: z.string(),
    password: z.string().meta({ description: `"${MASK}" when set, else ""` }),
    token: z.string().meta({ description: `"${MASK}" when set, else ""` }),
    headers: z.array(Header),
    signingSecret: z.string().meta({
      description: 'Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses',
    }),
    signingSecretPreviousExpiresAt: DateTime.optional().meta({
      description: 'While set, the previous secret also signs every delivery (rotation overlap)',
    }),
    status: z.enum(TRANSPORT_STATUSES).meta({
      id: 'HttpTransportStatus',
      description:
        'DISABLED when its deliveries kept failing (no delivery for 5 days and at least 5 failed in a row, by default): new events are logged as SKIPPED, not sent, until it is enabled again',
    }),
    disabledAt: DateTime.optional().meta({ description: 'When it was disabled; only while DISABLED' }),
    disabledReason: z.string().optional().meta({ description: 'Why it was disabled; only while DISABLED' }),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'HttpTransport' });

export const RotateSecretRequest = z
  .object({
    overlapSeconds: z.int().min(0).max(604_800).optional().meta({
      description: 'How long the previous secret keeps signing (default 86400, at most 7 days)',
    }),
  })
  .meta({ id: 'SigningSecretRotateRequest' });

export const CreateWebhookRequest = z
  .object({ action: WebhookAction, webhookUid: emptyAsAbsent(Uid) })
  .meta({ id: 'WebhookCreateRequest' });
export const UpdateWebhookRequest = z.object({ action: WebhookAction }).meta({ id: 'WebhookUpdateRequest' });

export const Webhook = z
  .object({
    webhookUid: z.string(),
    action: WebhookAction,
    httpTransport: HttpTransport,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'Webhook' });

const Attempt = z
  .object({
    attempt: z.int(),
    at: DateTime,
    latencyMs: z.int(),
    statusCode: z.int().optional(),
    errorClass: z.enum(ERROR_CLASSES).optional(),
    error: z.string().optional(),
    responseExcerpt: z.string().optional().meta({ description: 'First 1 KB of the response body' }),
    nextRetryAt: DateTime.optional(),
  })
  .meta({ id: 'WebhookDeliveryAttempt' });

export const Delivery = z
  .object({
    deliveryUid: z.string(),
    webhookUid: z.string(),
    eventId: z.string().meta({ description: 'The event id, sent as the webhook-id header' }),
    action: WebhookAction,
    state: z.enum(DELIVERY_STATES),
    skipReason: z.enum(SKIP_REASONS).optional().meta({
      description: 'Why a SKIPPED delivery was not sent: TRANSPORT_DISABLED (replay it once enabled)',
    }),
    test: z.boolean(),
    redeliveryOf: z.string().optional(),
    attemptCount: z.int(),
    nextRetryAt: DateTime.optional(),
    movedToDlq: z.boolean(),
    attempts: z.array(Attempt),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'WebhookDelivery' });
