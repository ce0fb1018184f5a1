import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startReceiver } from '#test/integration/webhooks/receiver.ts';
import { stack, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { createRetailClient, ProblemError, verifyWebhook } from '../../../clients/typescript/src/index.ts';

/** The typed client (clients/typescript) against the local stack, and against a scripted server for retries. */
const newClient = async (tenant = uniqueTenant('client')) => ({
  tenant,
  api: createRetailClient({ baseUrl: stack().apiUrl, token: await token({ tenant }) }),
});

const createCustomer = (
  api: Awaited<ReturnType<typeof newClient>>['api'],
  tenant: string,
  lastname = 'Nordmann',
) =>
  api.POST('/tenants/{tenantUid}/customers', {
    params: { path: { tenantUid: tenant } },
    body: { customerUid: uniqueUid('c'), firstname: 'Ola', lastname } as never,
  });

describe('typed client', () => {
  it('calls the API with its bearer token and typed paths, params and bodies', async () => {
    const { tenant, api } = await newClient();
    const created = await createCustomer(api, tenant);
    expect(created.response.status).toBe(201);
    const uid = created.data!.customerUid;
    const read = await api.GET('/tenants/{tenantUid}/customers/{customerUid}', {
      params: { path: { tenantUid: tenant, customerUid: uid } },
    });
    expect(read.data).toMatchObject({ customerUid: uid, lastname: 'Nordmann' });
  });

  it('throws problem+json answers as ProblemError, fields named', async () => {
    const { tenant, api } = await newClient();
    const missing = api.GET('/tenants/{tenantUid}/customers/{customerUid}', {
      params: { path: { tenantUid: tenant, customerUid: 'nobody' } },
    });
    await expect(missing).rejects.toBeInstanceOf(ProblemError);
    await expect(missing).rejects.toMatchObject({ status: 404, slug: 'not-found' });
    const invalid = await api
      .POST('/tenants/{tenantUid}/customers', {
        params: { path: { tenantUid: tenant } },
        body: { customerUid: 'bad uid with spaces' } as never,
      })
      .catch((e: unknown) => e as ProblemError);
    expect(invalid).toBeInstanceOf(ProblemError);
    expect((invalid as ProblemError).problem.errors?.map((e) => e.path)).toContain('body.customerUid');
  });

  it('iterates a paged list across pages', async () => {
    const { tenant, api } = await newClient();
    const names = ['A', 'B', 'C', 'D', 'E'];
    for (const n of names) await createCustomer(api, tenant, n);
    const seen: string[] = [];
    for await (const customer of api.paginate((pageNumber) =>
      api.GET('/tenants/{tenantUid}/customers', {
        params: {
          path: { tenantUid: tenant },
          query: { pageNumber, pageSize: 2, sortBy: 'lastname' } as never,
        },
      }),
    ))
      seen.push(customer.lastname ?? '');
    expect(seen).toEqual(names);
  });

  it('iterates the changes since a time, cursor after cursor', async () => {
    const { tenant, api } = await newClient();
    await createCustomer(api, tenant, 'Before');
    const updatedSince = new Date().toISOString();
    const names = ['F', 'G', 'H'];
    for (const n of names) await createCustomer(api, tenant, n);
    const pages: (string | undefined)[] = [];
    const seen: string[] = [];
    for await (const customer of api.changes((cursor) => {
      pages.push(cursor);
      return api.GET('/tenants/{tenantUid}/customers', {
        params: { path: { tenantUid: tenant }, query: cursor ? { cursor } : { updatedSince, pageSize: 2 } },
      });
    }))
      seen.push(customer.lastname ?? '');
    expect(seen).toEqual(names);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toBeUndefined();
  });

  it('retries 429 and 503 after Retry-After with the same Idempotency-Key, and gives up after maxAttempts', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const answers = [503, 429, 201];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      const status = answers[seen.length - 1] ?? 503;
      res.writeHead(status, {
        'content-type': status === 201 ? 'application/json' : 'application/problem+json',
        'retry-after': '1',
      });
      res.end(
        JSON.stringify(
          status === 201
            ? { customerUid: 'c1' }
            : { type: 'x', title: 't', status, detail: 'd', instance: '/' },
        ),
      );
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
    try {
      const api = createRetailClient({ baseUrl, token: 'tok' });
      const started = Date.now();
      const res = await api.POST('/tenants/{tenantUid}/customers', {
        params: { path: { tenantUid: 't' } },
        body: { firstname: 'Ola' } as never,
      });
      expect(res.data).toEqual({ customerUid: 'c1' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      expect(seen).toHaveLength(3);
      const keys = new Set(seen.map((h) => h['idempotency-key']));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.every((h) => h.authorization === 'Bearer tok')).toBe(true);

      seen.length = 0;
      answers.length = 0;
      const once = createRetailClient({ baseUrl, token: 'tok', maxAttempts: 2 });
      const failed = once.GET('/health').catch((e: unknown) => e as ProblemError);
      expect(await failed).toMatchObject({ status: 503 });
      expect(seen).toHaveLength(2);
      expect(seen[0]!['idempotency-key']).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('verifyWebhook accepts a real delivery and refuses a tampered one', async () => {
    const { tenant, api } = await newClient();
    const receiver = await startReceiver(() => ({ status: 204 }));
    try {
      const transport = await api.POST('/tenants/{tenantUid}/httptransports', {
        params: { path: { tenantUid: tenant } },
        body: { name: 'client test', url: receiver.url, securityType: 'NONE' },
      });
      const secret = transport.data!.signingSecret;
      await api.POST('/tenants/{tenantUid}/httptransports/{httpTransportUid}/webhooks', {
        params: { path: { tenantUid: tenant, httpTransportUid: transport.data!.httpTransportUid } },
        body: { action: 'ORDER_SETTLED' },
      });
      await api.POST('/tenants/{tenantUid}/webhooks/test-events', {
        params: { path: { tenantUid: tenant } },
        body: { action: 'ORDER_SETTLED' },
      });
      const [delivery] = await receiver.waitFor(1);
      const headers = delivery!.headers as Record<string, string>;
      expect(verifyWebhook<{ action: string; test: boolean }>(headers, delivery!.body, secret)).toMatchObject(
        {
          action: 'ORDER_SETTLED',
          test: true,
        },
      );
      expect(() => verifyWebhook(headers, delivery!.body.replace('ORDER', 'ORDEr'), secret)).toThrow();
    } finally {
      await receiver.close();
    }
  });
  it('carries the Consistency-Tokens its requests answered: lists read only what this client wrote', async () => {
    const { tenant, api } = await newClient();
    const path = { tenantUid: tenant };
    const trips = (r: { response: Response }) => Number(r.response.headers.get('x-db-round-trips'));
    const contact = await api.POST('/tenants/{tenantUid}/customer-contacts', {
      params: { path },
      body: { firstname: 'Kari', lastname: 'Kontakt' } as never,
    });
    expect(contact.response.headers.get('consistency-token')).toBeTruthy();
    // The contact's token says nothing of customers: the first list reads the client's markers
    // once and answers a token that knows it wrote none; with it the next list reads none at all.
    const first = await api.GET('/tenants/{tenantUid}/customers', { params: { path } });
    expect([trips(first), Boolean(first.response.headers.get('consistency-token'))]).toEqual([1, true]);
    expect(trips(await api.GET('/tenants/{tenantUid}/customers', { params: { path } }))).toBe(0);
    // Five concurrent writes answer five tokens, none knowing the others; the client sends them all.
    const names = ['Ena', 'Tva', 'Tre', 'Fyra', 'Fem'];
    await Promise.all(names.map((n) => createCustomer(api, tenant, n)));
    const listed = await api.GET('/tenants/{tenantUid}/customers', { params: { path } });
    expect(listed.data!.items.map((c) => c.lastname).sort()).toEqual([...names].sort());
    expect(trips(listed)).toBe(1);
  });
});
