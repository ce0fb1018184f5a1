import { readFileSync } from 'node:fs';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { DeliveryHeaders } from '#events/delivery.schema.ts';
import { openApiValidator } from '#test/support/openapi-validator.ts';
import { emit, subscribe, webhookTenant } from './helpers.ts';
import { type Received, startReceiver } from './receiver.ts';

/** The published contract, as a receiver would read it. */
const published = openApiValidator(
  JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')),
);

/** What a receiver does with the independent Standard Webhooks implementation. */
const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Record<string, unknown>;

describe('signing and authentication of each POST', () => {
  it('signs with Standard Webhooks; the receiver verifies with the independent package', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const event = await emit(t.tenant);
      const [r] = await receiver.waitFor(1);
      expect(r!.headers['webhook-id']).toBe(event.eventId);
      expect(Math.abs(Number(r!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(r!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verify(sub.secret, r!)).toMatchObject({ id: event.eventId, action: 'PRODUCT_CREATE' });
      // A wrong secret or a changed body fails the same check.
      const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      expect(() => verify(other, r!)).toThrow(WebhookVerificationError);
      expect(() =>
        verify(sub.secret, { ...r!, body: r!.body.replace('PRODUCT_CREATE', 'PRODUCT_DELETE') }),
      ).toThrow(WebhookVerificationError);
    } finally {
      await receiver.close();
    }
  });

  it('sends JSON with the envelope of spec 6.2, Content-Type and a User-Agent naming the service', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      await subscribe(t, receiver.url, 'STOCK_CHANGE');
      const data = {
        warehouse: { id: 7, uid: 'wh-1' },
        product: { id: 9, uid: 'p-9', sku: 'S9' },
        quantityChange: -2,
        quantityAfter: 5,
      };
      const event = await emit(t.tenant, 'STOCK_CHANGE', data);
      const [r] = await receiver.waitFor(1);
      expect(r!.headers['content-type']).toBe('application/json');
      expect(r!.headers['user-agent']).toMatch(/^RetailCommerceAPI-Webhooks\/2\.0/);
      expect(r!.json).toEqual({
        ...data,
        id: event.eventId,
        action: 'STOCK_CHANGE',
        occurredAt: event.occurredAt,
        attempt: 1,
        tenant: { id: expect.any(Number), uid: t.tenant },
      });
      // What arrived is what docs/openapi.json publishes under webhooks.STOCK_CHANGE.
      expect(published.webhookBodyErrors('STOCK_CHANGE', r!.json)).toEqual([]);
      expect(DeliveryHeaders.safeParse(r!.headers).error).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });

  it.each([
    [
      { securityType: 'BASIC', username: 'erp', password: 's3cret:pw' },
      `Basic ${Buffer.from('erp:s3cret:pw').toString('base64')}`,
    ],
    [{ securityType: 'BEARER', token: 'tok-123' }, 'Bearer tok-123'],
    [{ securityType: 'NONE' }, undefined],
  ])('authenticates with %j and sends the custom headers', async (security, authorization) => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      await subscribe(t, receiver.url, 'PRODUCT_CREATE', {
        ...security,
        headers: [
          { key: 'X-Api-Key', value: 'key-1' },
          { key: 'X-Tenant', value: t.tenant },
        ],
      });
      await emit(t.tenant);
      const [r] = await receiver.waitFor(1);
      expect(r!.headers.authorization).toBe(authorization);
      expect(r!.headers['x-api-key']).toBe('key-1');
      expect(r!.headers['x-tenant']).toBe(t.tenant);
    } finally {
      await receiver.close();
    }
  });

  it('during a rotation overlap both signatures are sent; either secret verifies', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const rotated = await t.api.post(
        `${t.base}/httptransports/${sub.httpTransportUid}/signingsecret/rotate`,
        {},
      );
      expect(rotated.status).toBe(200);
      await emit(t.tenant);
      const [r] = await receiver.waitFor(1);
      expect(String(r!.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(sub.secret, r!)).toBeTruthy();
      expect(verify(rotated.body.signingSecret, r!)).toBeTruthy();
    } finally {
      await receiver.close();
    }
  });

  it('a rotation without overlap drops the previous secret at once', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const t = await webhookTenant();
      const sub = await subscribe(t, receiver.url);
      const rotated = await t.api.post(
        `${t.base}/httptransports/${sub.httpTransportUid}/signingsecret/rotate`,
        {
          overlapSeconds: 0,
        },
      );
      expect(rotated.body.signingSecretPreviousExpiresAt).toBeUndefined();
      await emit(t.tenant);
      const [r] = await receiver.waitFor(1);
      expect(String(r!.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verify(rotated.body.signingSecret, r!)).toBeTruthy();
      expect(() => verify(sub.secret, r!)).toThrow(WebhookVerificationError);
    } finally {
      await receiver.close();
    }
  });
});
