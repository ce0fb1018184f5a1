import { describe, expect, it } from 'vitest';
import { ACTIONS } from '#events/actions.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/**
 * Optimistic concurrency on customers, customer contacts (tenant-level and customer-scoped), HTTP
 * transports, webhooks and accounting config entries: GET and PUT send the version as ETag, PUT
 * honours If-Match with 412, and parallel PUTs with one If-Match let exactly one win. The
 * accounting views, made of several entries, send a digest of their versions instead.
 */
const tenant = uniqueTenant('etag');

/** A new HTTP transport of the tenant; its path. */
const newTransport = async (api: ReturnType<typeof client>) => {
  const res = await api.post(`/tenants/${tenant}/httptransports`, {
    name: 'erp',
    url: 'https://erp.example.com/hooks',
    securityType: 'NONE',
  });
  expect(res.status).toBe(200); // the create answers 200 (spec)
  return `/tenants/${tenant}/httptransports/${res.body.httpTransportUid}`;
};

const resources = [
  {
    name: 'customer',
    create: async (api: ReturnType<typeof client>) => {
      const uid = uniqueUid('c');
      expect(
        (await api.post(`/tenants/${tenant}/customers`, { customerUid: uid, firstname: 'Ada' })).status,
      ).toBe(201);
      return `/tenants/${tenant}/customers/${uid}`;
    },
    change: (i: number) => ({ firstname: `Name${i}` }),
    field: 'firstname',
  },
  {
    name: 'customer contact',
    create: async (api: ReturnType<typeof client>) => {
      const uid = uniqueUid('cc');
      const res = await api.post(`/tenants/${tenant}/customer-contacts`, {
        customerContactUid: uid,
        firstname: 'Ada',
        lastname: 'Lovelace',
      });
      expect(res.status).toBe(201);
      return `/tenants/${tenant}/customer-contacts/${uid}`;
    },
    change: (i: number) => ({ firstname: `Name${i}` }),
    field: 'firstname',
  },
  {
    name: 'customer-scoped contact',
    create: async (api: ReturnType<typeof client>) => {
      const customer = uniqueUid('c');
      await api.post(`/tenants/${tenant}/customers`, { customerUid: customer, firstname: 'Ada' });
      const res = await api.post(`/tenants/${tenant}/customers/${customer}/contacts`, {
        firstname: 'Ada',
        lastname: 'Lovelace',
      });
      expect(res.status).toBe(200); // the scoped create answers 200 (spec 4.3)
      return `/tenants/${tenant}/customers/${customer}/contacts/${res.body.customerContactUid}`;
    },
    change: (i: number) => ({ firstname: `Name${i}` }),
    field: 'firstname',
  },
  {
    name: 'http transport',
    create: newTransport,
    change: (i: number) => ({ name: `erp-${i}`, url: 'https://erp.example.com/hooks', securityType: 'NONE' }),
    field: 'name',
  },
  {
    name: 'webhook',
    create: async (api: ReturnType<typeof client>) => {
      const base = `${await newTransport(api)}/webhooks`;
      const res = await api.post(base, { action: ACTIONS[0] });
      expect(res.status).toBe(200);
      return `${base}/${res.body.webhookUid}`;
    },
    // Ten different actions, none the one the webhook was created with.
    change: (i: number) => ({ action: ACTIONS[1 + (i % (ACTIONS.length - 1))] }),
    field: 'action',
  },
  {
    name: 'accounting config entry',
    create: async (api: ReturnType<typeof client>) => {
      const base = `/tenants/${tenant}/stores/${await ensureStore(tenant, uniqueUid('store'))}/accountingConfigs`;
      const res = await api.post(base, { configType: 'ACCOUNTNUMBER', key: 'CUSTOMER', value: '1500' });
      expect(res.status).toBe(200); // the create answers 200 (spec 4.4)
      return `${base}/${res.body.accountingConfigUid}`;
    },
    change: (i: number) => ({ value: String(1600 + i) }),
    field: 'value',
  },
];

describe.each(resources)('$name ETag and If-Match', ({ create, change, field }) => {
  it('sends the version as ETag on GET and PUT; a stale If-Match is a 412 that changes nothing', async () => {
    const api = client(await token({ tenant }));
    const path = await create(api);
    const read = await api.get(path);
    expect(read.headers.get('etag')).toBe('"1"');
    const first = await api.put(path, change(1), { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await api.put(path, change(2), { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toBe('application/problem+json');
    const after = await api.get(path);
    expect(after.body[field]).toBe(change(1)[field as keyof ReturnType<typeof change>]);
    expect(after.headers.get('etag')).toBe('"2"');
  });

  it('refuses an If-Match that is no ETag of ours with 400 naming the header', async () => {
    const api = client(await token({ tenant }));
    const path = await create(api);
    for (const value of ['garbage', '"0"', '"1.5"']) {
      const res = await api.put(path, change(1), { 'if-match': value });
      expect(res.status, value).toBe(400);
      expect(res.body.errors[0].path).toBe('headers.if-match');
    }
    expect((await api.put(path, change(1), { 'if-match': '*' })).status).toBe(200);
  });

  it('lets exactly one of 10 parallel PUTs with the same If-Match win', async () => {
    const api = client(await token({ tenant }));
    const path = await create(api);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.put(path, change(i), { 'if-match': '"1"' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 412)).toBe(true);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await api.get(path)).body[field]).toBe(winner.body[field]);
  });
});

describe('accounting view ETag and If-Match', () => {
  const view = async () => {
    const api = client(await token({ tenant }));
    const base = `/tenants/${tenant}/stores/${await ensureStore(tenant, uniqueUid('store'))}/accountingConfigs`;
    return { api, base, path: `${base}/accountnumbers` };
  };

  it('changes with any entry of the view; a PUT with a stale ETag is a 412 that writes nothing', async () => {
    const { api, base, path } = await view();
    const empty = (await api.get(path)).headers.get('etag');
    const put = await api.put(path, { customer: '1500', error: '7999' }, { 'if-match': empty! });
    expect(put.status).toBe(200);
    const tag = put.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(tag).not.toBe(empty);
    expect((await api.get(path)).headers.get('etag')).toBe(tag);

    // A change through the entry API moves the view's ETag too.
    const entry = (await api.get(base)).body.items.find((e: { key: string }) => e.key === 'ERROR');
    expect((await api.put(`${base}/${entry.accountingConfigUid}`, { value: '7998' })).status).toBe(200);
    const stale = await api.put(path, { customer: '1600' }, { 'if-match': tag! });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toBe('application/problem+json');
    expect((await api.get(path)).body).toEqual({ customer: '1500', error: '7998', vatCodes: [] });
  });

  it('lets exactly one of 10 parallel PUTs with the same If-Match win', async () => {
    const { api, path } = await view();
    const tag = (await api.put(path, { customer: '1500' })).headers.get('etag')!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.put(path, { customer: String(1600 + i) }, { 'if-match': tag }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 412)).toBe(true);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await api.get(path)).body.customer).toBe(winner.body.customer);
  });
});
