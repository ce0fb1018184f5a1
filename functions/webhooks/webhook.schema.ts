import * as z from 'zod/mini';
import { ACTIONS } from '#events/actions.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import {
  DELIVERY_STATES,
  ERROR_CLASSES,
  SECURITY_TYPES,
  SKIP_REASONS,
  TRANSPORT_STATUSES,
} from './webhook-enums.ts';

/** What a masked secret looks like in responses; sent back unchanged on PUT it keeps the stored value. */
export const MASK = '********';

export const SecurityType = withMeta(z.enum(SECURITY_TYPES), {
  id: 'SecurityType',
  description: 'NONE, BASIC (username + password) or BEARER (token)',
});
export const WebhookAction = withMeta(z.enum(ACTIONS), { id: 'WebhookAction' });

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

const Header = withMeta(
  z.object({
    key: z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(100),
        z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a valid HTTP header name'),
      ),
    value: z
      .string()
      .check(z.maxLength(2000), z.regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'must not contain control characters')),
  }),
  { id: 'HttpHeader' },
);

const transportFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  url: withMeta(singleLine(2048).check(z.minLength(1)), {
    description: 'Absolute https URL (http only on the local stack)',
  }),
  securityType: SecurityType,
  username: emptyAsAbsent(z.string().check(z.maxLength(200))),
  password: emptyAsAbsent(z.string().check(z.maxLength(500))),
  token: emptyAsAbsent(z.string().check(z.maxLength(4000))),
  headers: z.optional(z.array(Header).check(z.maxLength(20))),
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

export const CreateTransportRequest = withMeta(
  z.object({ ...transportFields, httpTransportUid: emptyAsAbsent(Uid) }).check(z.superRefine(checkTransport)),
  { id: 'HttpTransportCreateRequest' },
);

export const UpdateTransportRequest = withMeta(
  z.object(transportFields).check(z.superRefine(checkTransport)),
  {
    id: 'HttpTransportUpdateRequest',
    description: `Secrets sent as "${MASK}" keep their stored value`,
  },
);

export const HttpTransport = withMeta(
  z.object({
    httpTransportUid: z.string(),
    name: z.string(),
    url: z.string(),
    securityType: SecurityType,
    username: z.string(),
    password: withMeta(z.string(), { description: `"${MASK}" when set, else ""` }),
    token: withMeta(z.string(), { description: `"${MASK}" when set, else ""` }),
    headers: z.array(Header),
    signingSecret: withMeta(z.string(), {
      description: 'Standard Webhooks secret (whsec_...): in clear only in the create and rotate responses',
    }),
    signingSecretPreviousExpiresAt: withMeta(z.optional(DateTime), {
      description: 'While set, the previous secret also signs every delivery (rotation overlap)',
    }),
    status: withMeta(z.enum(TRANSPORT_STATUSES), {
      id: 'HttpTransportStatus',
      description:
        'DISABLED when its deliveries kept failing (no delivery for 5 days and at least 5 failed in a row, by default): new events are logged as SKIPPED, not sent, until it is enabled again',
    }),
    disabledAt: withMeta(z.optional(DateTime), { description: 'When it was disabled; only while DISABLED' }),
    disabledReason: withMeta(z.optional(z.string()), {
      description: 'Why it was disabled; only while DISABLED',
    }),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'HttpTransport' },
);

export const RotateSecretRequest = withMeta(
  z.object({
    overlapSeconds: withMeta(z.optional(z.int().check(z.gte(0), z.lte(604_800))), {
      description: 'How long the previous secret keeps signing (default 86400, at most 7 days)',
    }),
  }),
  { id: 'SigningSecretRotateRequest' },
);

export const CreateWebhookRequest = withMeta(
  z.object({ action: WebhookAction, webhookUid: emptyAsAbsent(Uid) }),
  { id: 'WebhookCreateRequest' },
);
export const UpdateWebhookRequest = withMeta(z.object({ action: WebhookAction }), {
  id: 'WebhookUpdateRequest',
});

export const Webhook = withMeta(
  z.object({
    webhookUid: z.string(),
    action: WebhookAction,
    httpTransport: HttpTransport,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'Webhook' },
);

const Attempt = withMeta(
  z.object({
    attempt: z.int(),
    at: DateTime,
    latencyMs: z.int(),
    statusCode: z.optional(z.int()),
    errorClass: z.optional(z.enum(ERROR_CLASSES)),
    error: z.optional(z.string()),
    responseExcerpt: withMeta(z.optional(z.string()), { description: 'First 1 KB of the response body' }),
    nextRetryAt: z.optional(DateTime),
  }),
  { id: 'WebhookDeliveryAttempt' },
);

export const Delivery = withMeta(
  z.object({
    deliveryUid: z.string(),
    webhookUid: z.string(),
    eventId: withMeta(z.string(), { description: 'The event id, sent as the webhook-id header' }),
    action: WebhookAction,
    state: z.enum(DELIVERY_STATES),
    skipReason: withMeta(z.optional(z.enum(SKIP_REASONS)), {
      description: 'Why a SKIPPED delivery was not sent: TRANSPORT_DISABLED (replay it once enabled)',
    }),
    test: z.boolean(),
    redeliveryOf: z.optional(z.string()),
    attemptCount: z.int(),
    nextRetryAt: z.optional(DateTime),
    movedToDlq: z.boolean(),
    attempts: z.array(Attempt),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'WebhookDelivery' },
);
