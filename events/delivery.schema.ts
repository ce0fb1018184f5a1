import * as z from 'zod/mini';
import { EnvelopeSchema } from '#events/envelope.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The headers every webhook POST carries besides `content-type: application/json`
 * (functions/webhooks/workers/delivery/deliver.ts `requestHeaders`): Standard Webhooks signing and our
 * user agent. Published in the OpenAPI `webhooks`; a unit test parses the headers the worker
 * really sends with this schema. `authorization` and the transport's custom headers are not
 * listed: they depend on the transport, and OpenAPI ignores an `Authorization` parameter.
 */
export const DeliveryHeaders = z.object({
  'webhook-id': withMeta(z.string().check(z.regex(/^evt_[0-9a-f]+$/)), {
    param: { id: 'WebhookId' },
    description:
      'The event id, equal to `id` in the body. The same on every attempt and redelivery of the event: deduplicate on it.',
    examples: ['evt_019a4f3c2b1d8e0f6a7b9c2d4e5f6a01'],
  }),
  'webhook-timestamp': withMeta(z.string().check(z.regex(/^\d+$/)), {
    param: { id: 'WebhookTimestamp' },
    description: 'When this attempt was signed, in Unix seconds. Reject old timestamps to stop replays.',
    examples: ['1795428900'],
  }),
  'webhook-signature': withMeta(
    z.string().check(z.regex(/^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$/)),
    {
      param: { id: 'WebhookSignature' },
      description:
        "`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the transport's `whsec_` signing secret (Standard Webhooks). During a secret rotation both secrets sign: two signatures, space-separated.",
      examples: ['v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='],
    },
  ),
  'user-agent': withMeta(z.string().check(z.regex(/^RetailCommerceAPI-Webhooks\//)), {
    param: { id: 'WebhookUserAgent' },
    description: 'Names the sender.',
    examples: ['RetailCommerceAPI-Webhooks/2.0 (+https://docs.retail-commerce.example/webhooks)'],
  }),
});

/**
 * The body of a test delivery (`POST .../webhooks/{webhookUid}/test`) and of its redeliveries:
 * the envelope with the webhook's action and `"test": true`, without entity members.
 */
export const WebhookTestEvent = withMeta(z.extend(EnvelopeSchema, { test: z.literal(true) }), {
  id: 'WebhookTestEvent',
  description:
    'A test delivery (`POST .../webhooks/{webhookUid}/test`): the envelope with the webhook\'s action and `"test": true`, without entity members.',
});
