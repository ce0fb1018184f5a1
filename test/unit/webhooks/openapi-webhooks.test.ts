import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACTIONS } from '#events/actions.ts';
import { ACTIONS_WITHOUT_SCHEMA, EVENT_SCHEMAS } from '#events/catalogue.ts';
import { DeliveryHeaders, WebhookTestEvent } from '#events/delivery.schema.ts';
import { examplePayloads } from '#events/example-payloads.ts';
import { toEnvelope } from '#events/payload.ts';
import { allRoutes } from '#functions/registry.ts';
import { newSigningSecret } from '#functions/webhooks/signing.ts';
import type { TransportRecord } from '#functions/webhooks/transport.repository.ts';
import { buildOpenApi } from '#infra/openapi.ts';
import { openApiValidator } from '#test/support/openapi-validator.ts';

// shared/config.ts copies the environment at first import, and the delivery worker's module
// builds its entities on import: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { requestHeaders } = await import('#functions/webhooks/workers/delivery/deliver.ts');

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  parameters: Array<{ $ref: string }>;
  requestBody: {
    required: boolean;
    content: {
      'application/json': {
        schema: { anyOf: Array<{ $ref: string }> };
        examples?: Record<string, { value: unknown }>;
      };
    };
  };
  responses: Record<string, unknown>;
};

const document = JSON.parse(JSON.stringify(buildOpenApi()));
const webhooks = document.webhooks as Record<string, { post: Operation }>;
const validator = openApiValidator(document);
const { byAction: examples, unknown } = examplePayloads();

describe('OpenAPI webhooks', () => {
  it('have one POST per action of the catalogue, and nothing else', () => {
    expect(Object.keys(webhooks).sort()).toEqual([...ACTIONS].sort());
    for (const action of ACTIONS) {
      expect(Object.keys(webhooks[action]!), action).toEqual(['post']);
      expect(webhooks[action]!.post.summary, action).toMatch(new RegExp(`^${action}: \\S`));
      expect(webhooks[action]!.post.requestBody.required).toBe(true);
      expect(Object.keys(webhooks[action]!.post.responses)).toEqual(['2XX', '3XX', '4XX', '5XX']);
    }
  });

  it('have operation ids of their own, none taken by a route', () => {
    const ids = [
      ...allRoutes().map((r) => r.operationId),
      ...ACTIONS.map((a) => webhooks[a]!.post.operationId),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('deliver the catalogue schema of the action, or a test delivery', () => {
    for (const action of ACTIONS) {
      const { schema } = webhooks[action]!.post.requestBody.content['application/json'];
      const [event, test] = schema.anyOf.map((s) => s.$ref.replace('#/components/schemas/', ''));
      const catalogued = EVENT_SCHEMAS[action as keyof typeof EVENT_SCHEMAS];
      expect(event, action).toEqual(z.globalRegistry.get(catalogued)?.id);
      expect(test).toBe(z.globalRegistry.get(WebhookTestEvent)?.id);
      expect(document.components.schemas[event!], action).toBeDefined();
    }
    // Every action has its schema: an envelope alone, or another action's payload, is refused.
    const settled = examples.ORDER_SETTLED!;
    expect(
      validator.webhookBodyErrors('ORDER_DELIVERED', { ...settled, action: 'ORDER_DELIVERED' }),
    ).not.toEqual([]);
    expect(validator.webhookBodyErrors('ORDER_SETTLED', { ...settled, attempt: 0 })).not.toEqual([]);
    expect(webhooks.CUSTOMER_UPDATE!.post.description).toBe(
      'Entity members: `customer`, `contact` (optional).',
    );
  });

  it('show the example of events/examples/ where there is one, which their schema accepts', () => {
    expect(unknown).toEqual([]);
    for (const action of ACTIONS) {
      const media = webhooks[action]!.post.requestBody.content['application/json'];
      const example = examples[action];
      expect(Boolean(media.examples), action).toBe(Boolean(example));
      if (!example) continue;
      expect(media.examples?.[action]?.value, action).toEqual(example);
      expect(validator.webhookBodyErrors(action, example), action).toEqual([]);
    }
    // Every action that has a schema has an example, so every real payload is illustrated.
    for (const action of Object.keys(EVENT_SCHEMAS)) expect(examples, action).toHaveProperty(action);
    expect(ACTIONS_WITHOUT_SCHEMA.filter((a) => examples[a])).toEqual([]);
  });

  it('publish schemas that refuse a payload without its entity members or with a wrong type', () => {
    const { customer: _gone, ...noCustomer } = examples.CUSTOMER_CREATE!;
    expect(validator.webhookBodyErrors('CUSTOMER_CREATE', noCustomer)).not.toEqual([]);
    const stock = examples.STOCK_CHANGE!;
    expect(validator.webhookBodyErrors('STOCK_CHANGE', { ...stock, quantityChange: 1.5 })).not.toEqual([]);
    expect(validator.webhookBodyErrors('ORDER_SETTLED', { ...stock, action: 'ORDER_SETTLED' })).not.toEqual(
      [],
    );
  });

  it('accept a test delivery as the worker builds it (envelope, `test: true`, no entity members)', () => {
    const envelope = toEnvelope(
      {
        eventId: 'evt_1',
        action: 'ORDER_LINE_RESERVATION_CHANGE',
        occurredAt: '2026-11-23T10:00:00.000Z',
        tenantUid: 't',
        data: {},
      },
      1,
    );
    expect(validator.webhookBodyErrors('ORDER_LINE_RESERVATION_CHANGE', { ...envelope, test: true })).toEqual(
      [],
    );
    expect(validator.webhookBodyErrors('CUSTOMER_CREATE', { ...envelope, test: true })).toEqual([]);
  });

  it('document the headers the worker sends, besides content-type, with schemas that accept them', () => {
    // A transport with no credentials and no custom headers, during a secret rotation (two secrets).
    const target = {
      transport: { securityType: 'NONE', headers: [] } as unknown as TransportRecord,
      secrets: {
        signing: [
          { secret: newSigningSecret(), createdAt: '2026-11-23T10:00:00.000Z' },
          {
            secret: newSigningSecret(),
            createdAt: '2026-11-01T10:00:00.000Z',
            expiresAt: '2099-01-01T00:00:00Z',
          },
        ],
      },
    };
    const { 'content-type': contentType, ...headers } = requestHeaders(
      target,
      examples.CUSTOMER_CREATE!.id as string,
      JSON.stringify(examples.CUSTOMER_CREATE),
    );
    expect(contentType).toBe('application/json');
    const parsed = DeliveryHeaders.safeParse(headers);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.['webhook-signature']).toContain(' ');
    const documented = webhooks.CUSTOMER_CREATE!.post.parameters.map(
      (p) => document.components.parameters[p.$ref.replace('#/components/parameters/', '')],
    );
    expect(documented.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual(
      Object.keys(headers)
        .map((name) => `header:${name}`)
        .sort(),
    );
    expect(DeliveryHeaders.safeParse({ ...headers, 'webhook-signature': 'sha256=abc' }).success).toBe(false);
  });
});
