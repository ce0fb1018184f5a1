import type { Answer } from './load.ts';

/** The webhook actions the workload triggers, each with one subscription on the receiver. */
export const SOAK_ACTIONS = ['CUSTOMER_CREATE', 'CUSTOMER_UPDATE', 'ORDER_RECEIPT_SETTLED'] as const;
/** One of SOAK_ACTIONS. */
export type SoakAction = (typeof SOAK_ACTIONS)[number];

/** Sends one request; bound to the stack's URL and a token. */
export type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

/**
 * A fetch with extra headers (benchStack's `request` takes none, and a PUT needs If-Match) and a
 * 30 s timeout, so that a hung request is counted as 'no answer' instead of holding a slot.
 */
export const sender =
  (apiUrl: string, bearer: string): Send =>
  async (method, path, body, headers = {}) => {
    const started = performance.now();
    try {
      const res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - started };
    } catch {
      return { status: 0, body: undefined, headers: new Headers(), ms: performance.now() - started };
    }
  };

/** Creates the HTTP transport and one webhook per SOAK_ACTIONS on the tenant; throws on refusal. */
export const subscribeReceiver = async (send: Send, tenant: string, url: string): Promise<void> => {
  const transport = await send('POST', `/tenants/${tenant}/httptransports`, {
    name: 'soak receiver',
    url,
    securityType: 'NONE',
  });
  if (transport.status !== 200)
    throw new Error(`transport: ${transport.status} ${JSON.stringify(transport.body)}`);
  for (const action of SOAK_ACTIONS) {
    const path = `/tenants/${tenant}/httptransports/${transport.body.httpTransportUid}/webhooks`;
    const hook = await send('POST', path, { action });
    if (hook.status !== 200)
      throw new Error(`webhook ${action}: ${hook.status} ${JSON.stringify(hook.body)}`);
  }
};
