import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '#functions/webhooks/limits.ts';
import { webhookTenant } from './helpers.ts';

const transport = { name: 'ERP', url: 'https://erp.example.com/hooks', securityType: 'NONE' };

// Creates run one after the other: creates of one tenant update its quota item in one
// transaction each, and concurrent ones may be refused with a 409 "retry".
describe('per-tenant caps on transports and webhooks', () => {
  it(`a tenant has at most ${WEBHOOK_LIMITS.transports} transports; a delete frees a place`, async () => {
    const t = await webhookTenant();
    const uids: string[] = [];
    for (let i = 0; i < WEBHOOK_LIMITS.transports; i++) {
      const res = await t.api.post(`${t.base}/httptransports`, { ...transport, name: `t${i}` });
      expect(res.status).toBe(200);
      uids.push(res.body.httpTransportUid);
    }
    const over = await t.api.post(`${t.base}/httptransports`, transport);
    expect(over.status).toBe(422);
    expect(over.body.detail).toContain(`at most ${WEBHOOK_LIMITS.transports} transports`);
    expect((await t.api.get(`${t.base}/httptransports`)).body.paging.totalCount).toBe(
      WEBHOOK_LIMITS.transports,
    );
    expect((await t.api.delete(`${t.base}/httptransports/${uids[0]}`)).status).toBe(204);
    expect((await t.api.post(`${t.base}/httptransports`, transport)).status).toBe(200);
    // Another tenant has its own count.
    const other = await webhookTenant();
    expect((await other.api.post(`${other.base}/httptransports`, transport)).status).toBe(200);
  }, 60_000);

  it(`a tenant has at most ${WEBHOOK_LIMITS.webhooks} webhooks; a refused create writes nothing`, async () => {
    const t = await webhookTenant();
    const a = await t.api.post(`${t.base}/httptransports`, transport);
    const b = await t.api.post(`${t.base}/httptransports`, transport);
    const hooks = (uid: string) => `${t.base}/httptransports/${uid}/webhooks`;
    let last = '';
    for (let i = 0; i < WEBHOOK_LIMITS.webhooks; i++) {
      const uid = i % 2 ? a.body.httpTransportUid : b.body.httpTransportUid;
      const res = await t.api.post(hooks(uid), { action: 'TILL_OPEN' });
      expect(res.status).toBe(200);
      last = `${hooks(uid)}/${res.body.webhookUid}`;
    }
    const over = await t.api.post(hooks(a.body.httpTransportUid), {
      action: 'TILL_OPEN',
      webhookUid: 'over',
    });
    expect(over.status).toBe(422);
    expect(over.body.detail).toContain(`at most ${WEBHOOK_LIMITS.webhooks} webhooks`);
    expect((await t.api.get(`${hooks(a.body.httpTransportUid)}/over`)).status).toBe(404);
    expect((await t.api.get(`${t.base}/webhooks`)).body.paging.totalCount).toBe(WEBHOOK_LIMITS.webhooks);
    expect((await t.api.delete(last)).status).toBe(204);
    expect((await t.api.post(hooks(a.body.httpTransportUid), { action: 'TILL_OPEN' })).status).toBe(200);
  }, 120_000);
});
