import * as z from 'zod/mini';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { ACTIONS, type WebhookAction } from '#events/actions.ts';
import { EVENT_SCHEMAS, EVENT_SUMMARIES } from '#events/catalogue.ts';
import { DeliveryHeaders, WebhookTestEvent } from '#events/delivery.schema.ts';
import { EnvelopeSchema } from '#events/envelope.ts';
import { examplePayloads } from '#events/example-payloads.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** `CUSTOMER_CREATE` -> `CustomerCreate`, the stem of the schema and operation names. */
const pascal = (action: WebhookAction): string =>
  action
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const NOT_DESIGNED =
  'Its entity members are not designed yet and nothing emits it today: the payload is the envelope alone for now, and will gain members (objects are not strict).';

/**
 * The payload schema of each action: the catalogue's, or for an action without one the envelope
 * alone, named like the others so that it becomes a component a receiver can refer to. Built
 * once: a schema id names one schema.
 */
const PAYLOAD_SCHEMAS = Object.fromEntries(
  ACTIONS.map((action) => [
    action,
    (EVENT_SCHEMAS as Partial<Record<WebhookAction, z.ZodMiniObject>>)[action] ??
      withMeta(z.extend(EnvelopeSchema, { action: z.literal(action) }), {
        id: `${pascal(action)}Event`,
        description: `${action}. ${NOT_DESIGNED}`,
      }),
  ]),
) as Record<WebhookAction, z.ZodMiniObject>;

/** The entity members of a payload schema (those beyond the envelope), for the description. */
const entityMembers = (schema: z.ZodMiniObject): string =>
  Object.entries(schema.shape)
    .filter(([key]) => !(key in EnvelopeSchema.shape))
    .map(
      ([key, member]) =>
        `\`${key}\`${(member as z.ZodMiniType).safeParse(undefined).success ? ' (optional)' : ''}`,
    )
    .join(', ');

/** The tag of the webhooks; its description holds what every delivery has in common. */
export const WEBHOOK_TAG = 'Webhook events';

/** Spec 6.1 as a receiver sees it, said once in the tag rather than in each of the 21 entries. */
export const WEBHOOK_TAG_DESCRIPTION = [
  'What the service POSTs to the URL of an HTTP transport for each event of an action a webhook of the transport subscribes to (`POST /tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks`). The body is the envelope (`id` = `webhook-id`, `action`, `occurredAt`, `attempt` = 1 for the first try, `tenant`) with the entity members of the action. Objects are not strict: new members may appear (spec 9.3).',
  'Verify the Standard Webhooks signature, deduplicate on `webhook-id` (a retried or redelivered event keeps it) and answer 2xx quickly.',
  "The transport's credentials are sent as `authorization` (`Basic` for securityType BASIC, `Bearer` for BEARER) and its custom headers as given.",
  'A test delivery (`POST .../webhooks/{webhookUid}/test`) carries `"test": true` and no entity members (WebhookTestEvent).',
].join('\n\n');

/**
 * One OpenAPI 3.1 `webhooks` entry per action of the catalogue (spec 6.3): the POST a receiver
 * gets, with the signing headers, the delivered envelope (the action's schema, or a test
 * delivery), the example of events/examples/ where there is one, and the delivery rules of
 * spec 6.1 as responses. Everything comes from the zod schemas the code is typed with.
 */
export const webhookOperations = (): ZodOpenApiPathsObject => {
  const { byAction: examples } = examplePayloads();
  return Object.fromEntries(
    ACTIONS.map((action) => {
      const example = examples[action];
      const schema = PAYLOAD_SCHEMAS[action];
      const members = entityMembers(schema);
      const operation: ZodOpenApiOperationObject = {
        operationId: `on${pascal(action)}`,
        summary: `${action}: ${EVENT_SUMMARIES[action]}`,
        description: members ? `Entity members: ${members}.` : NOT_DESIGNED,
        tags: [WEBHOOK_TAG],
        // The signature the service puts on each delivery (the webhook-signature header).
        security: [{ webhookSignature: [] }],
        requestParams: { header: DeliveryHeaders },
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.union([schema, WebhookTestEvent]),
              ...(example
                ? { examples: { [action]: { summary: `events/examples/${action}.json`, value: example } } }
                : {}),
            },
          },
        },
        responses: {
          '2XX': { description: 'Delivered. Answer within the timeout (10 s by default).' },
          '3XX': { description: 'Final failure: redirects are not followed.' },
          '4XX': {
            description: 'Final failure, 429 included: not retried; the delivery can be redelivered.',
          },
          '5XX': {
            description:
              'Retried with exponential backoff, 11 attempts in all; a timeout or connection error too.',
          },
        },
      };
      return [action, { post: operation }];
    }),
  );
};
