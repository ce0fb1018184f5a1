import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { webhookTenant } from './helpers.ts';

const transport = { name: 'ERP', url: 'https://erp.example.com/hooks', securityType: 'BEARER', token: 't0k' };

describe('webhook subscriptions (spec 4.5)', () => {
  it('creates, reads, changes and deletes a webhook with its transport embedded (masked)', async () => {
    const t = await webhookTenant();
    const tr = await t.api.post(`${t.base}/httptransports`, transport);
    const base = `${t.base}/httptransports/${tr.body.httpTransportUid}/webhooks`;
    const uid = uniqueUid('wh');
    const created = await t.api.post(base, { action: 'ORDER_SETTLED', webhookUid: uid });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      webhookUid: uid,
      action: 'ORDER_SETTLED',
      httpTransport: {
        httpTransportUid: tr.body.httpTransportUid,
        token: '********',
        signingSecret: 'whsec_********',
      },
    });
    expect((await t.api.post(base, { action: 'STOCK_CHANGE', webhookUid: uid })).status).toBe(409);
    const changed = await t.api.put(`${base}/${uid}`, { action: 'ORDER_RECEIPT_SETTLED' });
    expect(changed.status).toBe(200);
    expect(changed.body.action).toBe('ORDER_RECEIPT_SETTLED');
    expect((await t.api.get(`${base}/${uid}`)).body.action).toBe('ORDER_RECEIPT_SETTLED');
    expect((await t.api.delete(`${base}/${uid}`)).status).toBe(204);
    expect((await t.api.get(`${base}/${uid}`)).status).toBe(404);
    expect((await t.api.delete(`${base}/${uid}`)).status).toBe(404);
  });

  it('validates the action against the 21 actions of spec 6.3', async () => {
    const t = await webhookTenant();
    const tr = await t.api.post(`${t.base}/httptransports`, transport);
    const base = `${t.base}/httptransports/${tr.body.httpTransportUid}/webhooks`;
    const bad = await t.api.post(base, { action: 'ORDER_EXPLODED', webhookUid: 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(['body.action', 'body.webhookUid']);
    expect((await t.api.post(base, {})).body.errors[0].path).toBe('body.action');
    const created = await t.api.post(base, { action: 'TILL_OPEN' });
    expect((await t.api.put(`${base}/${created.body.webhookUid}`, { action: 'nope' })).status).toBe(400);
  });

  it('404 for an unknown transport, and for a webhook under another transport', async () => {
    const t = await webhookTenant();
    expect((await t.api.post(`${t.base}/httptransports/nope/webhooks`, { action: 'TILL_OPEN' })).status).toBe(
      404,
    );
    expect((await t.api.get(`${t.base}/httptransports/nope/webhooks`)).status).toBe(404);
    const a = await t.api.post(`${t.base}/httptransports`, transport);
    const b = await t.api.post(`${t.base}/httptransports`, transport);
    const hook = await t.api.post(`${t.base}/httptransports/${a.body.httpTransportUid}/webhooks`, {
      action: 'TILL_OPEN',
    });
    const wrong = `${t.base}/httptransports/${b.body.httpTransportUid}/webhooks/${hook.body.webhookUid}`;
    expect((await t.api.get(wrong)).status).toBe(404);
    expect((await t.api.delete(wrong)).status).toBe(404);
  });

  it('lists webhooks of the tenant (optionally of one transport) and of a transport, paged', async () => {
    const t = await webhookTenant();
    const a = await t.api.post(`${t.base}/httptransports`, transport);
    const b = await t.api.post(`${t.base}/httptransports`, transport);
    for (const action of ['TILL_OPEN', 'TILL_CLOSED', 'PRICE_CREATE'])
      await t.api.post(`${t.base}/httptransports/${a.body.httpTransportUid}/webhooks`, { action });
    await t.api.post(`${t.base}/httptransports/${b.body.httpTransportUid}/webhooks`, {
      action: 'PRICE_DELETE',
    });
    const all = await t.api.get(`${t.base}/webhooks?sortBy=action`);
    expect(all.body.paging.totalCount).toBe(4);
    expect(all.body.items.map((w: any) => w.action)).toEqual([
      'PRICE_CREATE',
      'PRICE_DELETE',
      'TILL_CLOSED',
      'TILL_OPEN',
    ]);
    const ofA = await t.api.get(`${t.base}/webhooks?httpTransportUid=${a.body.httpTransportUid}&pageSize=2`);
    expect(ofA.body.paging).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3 });
    const ofB = await t.api.get(`${t.base}/httptransports/${b.body.httpTransportUid}/webhooks`);
    expect(ofB.body.items).toEqual([expect.objectContaining({ action: 'PRICE_DELETE' })]);
    expect(ofB.body.items[0].httpTransport.httpTransportUid).toBe(b.body.httpTransportUid);
    const other = await webhookTenant();
    expect((await other.api.get(`${other.base}/webhooks`)).body.paging.totalCount).toBe(0);
  });
});
