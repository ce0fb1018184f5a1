import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/** A tenant with a BACKOFFICE client, a store uid and the paths of its payment methods. */
const world = async () => {
  const tenant = uniqueTenant('pay');
  const api = client(await token({ tenant, permissions: [], access: 'BACKOFFICE' }));
  const store = await ensureStore(tenant, uniqueUid('store'));
  const tenantMethods = `/tenants/${tenant}/payment-methods`;
  const storeMethods = `/tenants/${tenant}/stores/${store}/payment-methods`;
  return { tenant, api, store, tenantMethods, storeMethods };
};

const CARD = { tenantPaymentMethodUid: 'tpm-card', code: 'CARD', name: 'Card', type: 'CARD' };

describe('tenant payment methods', () => {
  it('creates, reads, lists, updates under If-Match and deletes a method', async () => {
    const w = await world();
    const created = await w.api.post(w.tenantMethods, {
      ...CARD,
      parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
      receiptText: 'Paid by card',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      ...CARD,
      parameters: [{ key: 'last4', name: 'Last four digits', type: 'INTEGER' }],
      receiptText: 'Paid by card',
      active: true,
      createdAt: expect.any(String),
      lastModifiedAt: created.body.createdAt,
    });
    expect((await w.api.post(w.tenantMethods, CARD)).status).toBe(409);
    await w.api.post(w.tenantMethods, { code: 'CASH', name: 'Cash', type: 'CASH' });
    const list = await w.api.get(`${w.tenantMethods}?sortBy=code&pageSize=1`);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    expect(list.body.items.map((m: any) => m.code)).toEqual(['CARD']);

    const one = `${w.tenantMethods}/tpm-card`;
    const got = await w.api.get(one);
    expect(got.headers.get('etag')).toBe('"1"');
    const updated = await w.api.put(one, { active: false, name: 'Bank card' }, { 'if-match': '"1"' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ active: false, name: 'Bank card', code: 'CARD' });
    expect(updated.headers.get('etag')).toBe('"2"');
    expect((await w.api.put(one, { active: true }, { 'if-match': '"1"' })).status).toBe(412);
    expect((await w.api.delete(one)).status).toBe(204);
    expect((await w.api.get(one)).status).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const w = await world();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...CARD, type: 'BITCOIN' }, 'body.type'],
      [{ ...CARD, code: '' }, 'body.code'],
      [{ ...CARD, receiptText: 'x'.repeat(501) }, 'body.receiptText'],
      [
        {
          ...CARD,
          parameters: [
            { key: 'ref', type: 'TEXT' },
            { key: 'ref', type: 'NUMERIC' },
          ],
        },
        'body.parameters.1.key',
      ],
      [{ ...CARD, parameters: [{ key: 'ref', type: 'HEX' }] }, 'body.parameters.0.type'],
    ];
    for (const [body, path] of cases) {
      const res = await w.api.post(w.tenantMethods, body);
      expect(res.status, path).toBe(400);
      expect(res.body.errors.map((e: any) => e.path)).toContain(path);
    }
    expect((await w.api.get(w.tenantMethods)).body.paging.totalCount).toBe(0);
  });

  it('lets any token of the tenant read and only BACKOFFICE or ADMIN write; never another tenant', async () => {
    const w = await world();
    await w.api.post(w.tenantMethods, CARD);
    const till = client(await token({ tenant: w.tenant, permissions: ['SALES_ORDER'], access: 'STORE' }));
    expect((await till.get(`${w.tenantMethods}/tpm-card`)).status).toBe(200);
    expect((await till.post(w.tenantMethods, { ...CARD, tenantPaymentMethodUid: 'x' })).status).toBe(403);
    expect((await till.put(`${w.tenantMethods}/tpm-card`, { active: false })).status).toBe(403);
    expect((await till.post(w.storeMethods, { tenantPaymentMethodUid: 'tpm-card' })).status).toBe(403);
    const other = client(await token({ tenant: uniqueTenant('pay'), access: 'ADMIN' }));
    expect((await other.get(`${w.tenantMethods}/tpm-card`)).status).toBe(403);
    expect((await other.delete(`${w.tenantMethods}/tpm-card`)).status).toBe(403);
    expect((await w.api.get(`${w.tenantMethods}/tpm-card`)).body.active).toBe(true);
  });
});

describe('store payment methods', () => {
  it('enable an active tenant method in a store, with its values unless the store overrides them', async () => {
    const w = await world();
    await w.api.post(w.tenantMethods, { ...CARD, receiptText: 'Paid by card' });
    const created = await w.api.post(w.storeMethods, {
      storePaymentMethodUid: 'pm-card',
      tenantPaymentMethodUid: 'tpm-card',
      ledgerNumber: '01920',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      storePaymentMethodUid: 'pm-card',
      storeUid: w.store,
      tenantPaymentMethodUid: 'tpm-card',
      code: 'CARD',
      name: 'Card',
      type: 'CARD',
      receiptText: 'Paid by card',
      ledgerNumber: '01920',
      active: true,
      usable: true,
    });
    const one = `${w.storeMethods}/pm-card`;
    const own = await w.api.put(one, { name: 'Card (Sentrum)', receiptText: 'Kort' }, { 'if-match': '"1"' });
    expect(own.body).toMatchObject({ name: 'Card (Sentrum)', receiptText: 'Kort' });
    const back = await w.api.put(one, { receiptText: '' });
    expect(back.body.receiptText).toBe('Paid by card');
    // The tenant switches the method off: the store's stays active but is no longer usable.
    await w.api.put(`${w.tenantMethods}/tpm-card`, { active: false });
    const list = await w.api.get(w.storeMethods);
    expect(list.body.paging.totalCount).toBe(1);
    expect(list.body.items[0]).toMatchObject({ active: true, usable: false });
    // Another store of the tenant has no such method.
    expect((await w.api.get(`/tenants/${w.tenant}/stores/elsewhere/payment-methods/pm-card`)).status).toBe(
      404,
    );
    expect((await w.api.delete(one)).status).toBe(204);
    expect((await w.api.get(one)).status).toBe(404);
  });

  it('refuses an unknown (404) or inactive (422) tenant method and bad input (400), writing nothing', async () => {
    const w = await world();
    const unknown = await w.api.post(w.storeMethods, { tenantPaymentMethodUid: 'tpm-nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.tenantPaymentMethodUid');
    await w.api.post(w.tenantMethods, { ...CARD, active: false });
    const inactive = await w.api.post(w.storeMethods, { tenantPaymentMethodUid: 'tpm-card' });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors[0].path).toBe('body.tenantPaymentMethodUid');
    const badLedger = await w.api.post(w.storeMethods, {
      tenantPaymentMethodUid: 'tpm-card',
      ledgerNumber: '19a',
    });
    expect(badLedger.status).toBe(400);
    expect(badLedger.body.errors[0].path).toBe('body.ledgerNumber');
    const badUid = await w.api.post(w.storeMethods, { tenantPaymentMethodUid: 'tpm card' });
    expect(badUid.body.errors[0].path).toBe('body.tenantPaymentMethodUid');
    expect((await w.api.get(w.storeMethods)).body.paging.totalCount).toBe(0);
  });
});
