import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '#events/catalogue.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { quietFor, startReceiver } from './receiver.ts';

describe('end to end: an API change delivers a signed webhook', () => {
  it('creating a customer via the API delivers a signed CUSTOMER_CREATE', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    try {
      const tenant = uniqueTenant('whe2e');
      const api = client(await token({ tenant, permissions: ['WEBHOOK', 'CUSTOMER'], access: 'ADMIN' }));
      const transport = await api.post(`/tenants/${tenant}/httptransports`, {
        name: 'CRM',
        url: receiver.url,
        securityType: 'BEARER',
        token: 'crm-token',
      });
      const path = `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
      expect((await api.post(path, { action: 'CUSTOMER_CREATE' })).status).toBe(200);
      expect((await api.post(path, { action: 'CUSTOMER_DELETE' })).status).toBe(200);

      const customerUid = uniqueUid('c');
      const created = await api.post(`/tenants/${tenant}/customers`, {
        customerUid,
        firstname: 'Ada',
        lastname: 'Lovelace',
      });
      expect(created.status).toBe(201);

      const [r] = await receiver.waitFor(1);
      const payload = new Webhook(transport.body.signingSecret).verify(
        r!.body,
        r!.headers as Record<string, string>,
      );
      expect(r!.headers.authorization).toBe('Bearer crm-token');
      expect(payload).toMatchObject({
        action: 'CUSTOMER_CREATE',
        attempt: 1,
        tenant: { uid: tenant },
        customer: { uid: customerUid },
      });
      expect(EVENT_SCHEMAS.CUSTOMER_CREATE!.safeParse(payload).error).toBeUndefined();
      await quietFor(1500);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
