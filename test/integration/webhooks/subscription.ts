import { Webhook } from 'standardwebhooks';
import { client, token } from '#test/support/api.ts';
import type { Received } from './receiver.ts';

/**
 * Subscribes `actions` of a tenant to an HTTP transport that posts to `url` (with an ADMIN token
 * holding WEBHOOK), and answers how to read what arrives: each request's payload, after its
 * Standard Webhooks signature was verified with the transport's signing secret.
 */
export const subscribeReceiver = async (tenant: string, url: string, actions: readonly string[]) => {
  const admin = client(await token({ tenant, permissions: ['WEBHOOK'], access: 'ADMIN' }));
  const transport = await admin.post(`/tenants/${tenant}/httptransports`, {
    name: 'Receiver',
    url,
    securityType: 'NONE',
  });
  if (transport.status >= 300) throw new Error(`transport: ${transport.status} ${transport.text}`);
  const hooks = `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
  for (const action of actions) {
    const res = await admin.post(hooks, { action });
    if (res.status !== 200) throw new Error(`subscribe ${action}: ${res.status} ${res.text}`);
  }
  const verifier = new Webhook(transport.body.signingSecret);
  return (requests: readonly Received[]) =>
    requests.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as Record<string, any>);
};
