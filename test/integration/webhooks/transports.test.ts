import { describe, expect, it } from 'vitest';
import { client, token, uniqueUid } from '#test/support/api.ts';
import { webhookTenant } from './helpers.ts';

const valid = { name: 'ERP', url: 'https://erp.example.com/hooks', securityType: 'NONE' };

describe('HTTP transports (spec 4.5)', () => {
  it('creates a transport: secrets masked, the signing secret in clear once', async () => {
    const t = await webhookTenant();
    const uid = uniqueUid('tr');
    const res = await t.api.post(`${t.base}/httptransports`, {
      ...valid,
      httpTransportUid: uid,
      securityType: 'BASIC',
      username: 'erp',
      password: 'hunter2',
      headers: [{ key: 'X-Api-Key', value: 'k1' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      httpTransportUid: uid,
      name: 'ERP',
      url: valid.url,
      securityType: 'BASIC',
      username: 'erp',
      password: '********',
      token: '',
      headers: [{ key: 'X-Api-Key', value: 'k1' }],
    });
    expect(res.body.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(res.text).not.toContain('hunter2');
    const read = await t.api.get(`${t.base}/httptransports/${uid}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ password: '********', signingSecret: 'whsec_********' });
    expect(read.text).not.toContain('hunter2');
    expect(read.text).not.toContain(res.body.signingSecret);
  });

  it('a duplicate custom uid is a 409, never an overwrite', async () => {
    const t = await webhookTenant();
    const uid = uniqueUid('tr');
    expect((await t.api.post(`${t.base}/httptransports`, { ...valid, httpTransportUid: uid })).status).toBe(
      200,
    );
    const again = await t.api.post(`${t.base}/httptransports`, {
      ...valid,
      name: 'other',
      httpTransportUid: uid,
    });
    expect(again.status).toBe(409);
    expect((await t.api.get(`${t.base}/httptransports/${uid}`)).body.name).toBe('ERP');
  });

  it.each([
    [{ securityType: 'BASIC' }, ['body.username', 'body.password']],
    [{ securityType: 'BASIC', username: 'u' }, ['body.password']],
    [{ securityType: 'BEARER', password: 'p' }, ['body.token']],
    [{ securityType: 'DIGEST' }, ['body.securityType']],
    [{ name: '', url: undefined }, ['body.name', 'body.url']],
    [{ headers: [{ key: 'webhook-signature', value: 'x' }] }, ['body.headers.0.key']],
    [
      { securityType: 'BEARER', token: 't', headers: [{ key: 'Authorization', value: 'x' }] },
      ['body.headers.0.key'],
    ],
    [
      {
        headers: [
          { key: 'bad header', value: 'x' },
          { key: 'X-A', value: 'a\r\nb' },
        ],
      },
      ['body.headers.0.key', 'body.headers.1.value'],
    ],
  ])('rejects %j naming every invalid field', async (patch, fields) => {
    const t = await webhookTenant();
    const res = await t.api.post(`${t.base}/httptransports`, { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['ftp://example.com/x', 'must be an http or https URL'],
    ['/relative', 'must be an absolute URL'],
    ['https://user:pw@example.com/', 'must not contain credentials'],
    ['http://169.254.169.254/latest/meta-data', 'link-local or metadata'],
    ['http://10.0.0.5/hook', 'private'],
    ['http://[fd00:ec2::254]/', 'unique-local'],
    ['http://[::ffff:192.168.1.1]/', 'private'],
    ['http://100.64.1.1/', 'CGNAT'],
  ])('refuses the receiver URL %s', async (url, message) => {
    const t = await webhookTenant();
    const res = await t.api.post(`${t.base}/httptransports`, { ...valid, url });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'body.url', message: expect.stringContaining(message) }]);
  });

  it('accepts http and loopback on the local stack (cloud: https only, no loopback)', async () => {
    const t = await webhookTenant();
    const res = await t.api.post(`${t.base}/httptransports`, { ...valid, url: 'http://127.0.0.1:9/hook' });
    expect(res.status).toBe(200);
  });

  it('PUT replaces the transport; a masked secret keeps its stored value, a new type needs its fields', async () => {
    const t = await webhookTenant();
    const created = await t.api.post(`${t.base}/httptransports`, {
      ...valid,
      securityType: 'BEARER',
      token: 'tok-1',
    });
    const path = `${t.base}/httptransports/${created.body.httpTransportUid}`;
    const kept = await t.api.put(path, {
      ...valid,
      name: 'renamed',
      securityType: 'BEARER',
      token: '********',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      name: 'renamed',
      token: '********',
      httpTransportUid: created.body.httpTransportUid,
    });
    expect(Date.parse(kept.body.lastModifiedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.lastModifiedAt),
    );
    const basic = await t.api.put(path, {
      ...valid,
      securityType: 'BASIC',
      username: 'u',
      password: '********',
    });
    expect(basic.status).toBe(400);
    expect(basic.body.errors[0].path).toBe('body.password');
    const none = await t.api.put(path, { ...valid, securityType: 'NONE', token: '********' });
    expect(none.body).toMatchObject({ securityType: 'NONE', token: '', password: '', username: '' });
    expect((await t.api.put(`${t.base}/httptransports/nope`, valid)).status).toBe(404);
  });

  it('lists transports paged and sorted', async () => {
    const t = await webhookTenant();
    for (const name of ['c', 'a', 'b']) await t.api.post(`${t.base}/httptransports`, { ...valid, name });
    const page = await t.api.get(`${t.base}/httptransports?pageSize=2&sortBy=name`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    expect(page.body.items.map((i: any) => i.name)).toEqual(['a', 'b']);
    const desc = await t.api.get(
      `${t.base}/httptransports?sortBy=name&sortDirection=DESC&pageNumber=2&pageSize=2`,
    );
    expect(desc.body.items.map((i: any) => i.name)).toEqual(['a']);
    expect((await t.api.get(`${t.base}/httptransports?sortBy=password`)).status).toBe(400);
  });

  it('deleting a transport with webhooks is a 409 until they are deleted; then 204 and 404', async () => {
    const t = await webhookTenant();
    const created = await t.api.post(`${t.base}/httptransports`, valid);
    const path = `${t.base}/httptransports/${created.body.httpTransportUid}`;
    const hook = await t.api.post(`${path}/webhooks`, { action: 'ORDER_SETTLED' });
    const refused = await t.api.delete(path);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('delete them first');
    expect((await t.api.get(path)).status).toBe(200);
    expect((await t.api.delete(`${path}/webhooks/${hook.body.webhookUid}`)).status).toBe(204);
    expect((await t.api.delete(path)).status).toBe(204);
    expect((await t.api.get(path)).status).toBe(404);
    expect((await t.api.delete(path)).status).toBe(404);
  });

  it('rotates the signing secret: new secret once, the previous one kept for the overlap', async () => {
    const t = await webhookTenant();
    const created = await t.api.post(`${t.base}/httptransports`, valid);
    const path = `${t.base}/httptransports/${created.body.httpTransportUid}`;
    const rotated = await t.api.post(`${path}/signingsecret/rotate`, { overlapSeconds: 3600 });
    expect(rotated.status).toBe(200);
    expect(rotated.body.signingSecret).toMatch(/^whsec_/);
    expect(rotated.body.signingSecret).not.toBe(created.body.signingSecret);
    const expires = Date.parse(rotated.body.signingSecretPreviousExpiresAt);
    expect(expires - Date.now()).toBeGreaterThan(3500_000);
    expect((await t.api.get(path)).body.signingSecret).toBe('whsec_********');
    expect((await t.api.post(`${path}/signingsecret/rotate`, { overlapSeconds: -1 })).status).toBe(400);
  });

  it('permissions: WEBHOOK to change, Tenant.Admin to list and read; other tenants see 404', async () => {
    const t = await webhookTenant();
    const created = await t.api.post(`${t.base}/httptransports`, valid);
    const path = `${t.base}/httptransports/${created.body.httpTransportUid}`;
    const webhookOnly = client(await token({ tenant: t.tenant, permissions: ['WEBHOOK'], access: 'STORE' }));
    expect((await webhookOnly.get(path)).status).toBe(403);
    expect((await webhookOnly.get(`${t.base}/httptransports`)).status).toBe(403);
    expect((await webhookOnly.post(`${t.base}/httptransports`, valid)).status).toBe(200);
    const adminOnly = client(await token({ tenant: t.tenant, permissions: ['CUSTOMER'], access: 'ADMIN' }));
    expect((await adminOnly.get(path)).status).toBe(200);
    expect((await adminOnly.post(`${t.base}/httptransports`, valid)).status).toBe(403);
    expect((await adminOnly.put(path, valid)).status).toBe(403);
    expect((await adminOnly.delete(path)).status).toBe(403);
    expect((await adminOnly.get(`${t.base}/webhooks`)).status).toBe(403);
    const other = await webhookTenant();
    expect(
      (await other.api.get(`${other.base}/httptransports/${created.body.httpTransportUid}`)).status,
    ).toBe(404);
    expect((await other.api.get(path)).status).toBe(403);
  });
});
