import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { printersWorld } from '../printers/helpers.ts';

/** A store with pm-cash and pm-card, two devices (tills) of it, and the paths of its terminals. */
const world = async () => {
  const w = await printersWorld(uniqueTenant('term'));
  const storeUid = await w.store('Oslo Sentrum');
  await givePaymentMethods(w.api, w.tenant, storeUid);
  const till1 = await w.device(storeUid, 'Till 1');
  const till2 = await w.device(storeUid, 'Till 2');
  const terminals = `/tenants/${w.tenant}/stores/${storeUid}/payment-terminals`;
  return { ...w, storeUid, till1, till2, terminals };
};

const TERMINAL = {
  name: 'Till 1 card terminal',
  provider: 'Nets',
  model: 'Move/5000',
  serialNumber: '254-118-392',
  terminalId: '80012345',
  storePaymentMethodUids: ['pm-card'],
};

const paths = (res: { body: any }) => res.body.errors.map((e: any) => e.path);

describe('payment terminals', () => {
  it('registers a terminal with its device info and requirements, and reads, lists, updates and deletes it', async () => {
    const w = await world();
    const created = await w.api.post(w.terminals, {
      ...TERMINAL,
      paymentTerminalUid: 'term-1',
      deviceUid: w.till1.deviceUid,
      requirements: { requireExclusiveUse: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      ...TERMINAL,
      paymentTerminalUid: 'term-1',
      storeUid: w.storeUid,
      deviceUid: w.till1.deviceUid,
      requirements: { requireExclusiveUse: true },
      active: true,
      createdAt: expect.any(String),
      lastModifiedAt: expect.any(String),
    });
    // Spec 9.4: requireExclusiveUse is only inside requirements.
    expect(created.body).not.toHaveProperty('requireExclusiveUse');
    expect((await w.api.post(w.terminals, { ...TERMINAL, paymentTerminalUid: 'term-1' })).status).toBe(409);
    const one = `${w.terminals}/term-1`;
    const got = await w.api.get(one);
    expect(got.headers.get('etag')).toBe('"1"');
    const shared = await w.api.put(
      one,
      { requirements: { requireExclusiveUse: false }, storePaymentMethodUids: ['pm-card', 'pm-cash'] },
      { 'if-match': '"1"' },
    );
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body).toMatchObject({
      requirements: { requireExclusiveUse: false },
      serialNumber: '254-118-392',
    });
    expect((await w.api.put(one, { name: 'x' }, { 'if-match': '"1"' })).status).toBe(412);
    await w.api.post(w.terminals, { ...TERMINAL, name: 'Spare terminal' });
    const list = await w.api.get(`${w.terminals}?pageSize=1`);
    expect(list.body.paging).toEqual({ pageNumber: 1, pageSize: 1, totalCount: 2 });
    expect(list.body.items.map((t: any) => t.name)).toEqual(['Spare terminal']);
    // A payment method a terminal takes is not deleted under it.
    const methods = `/tenants/${w.tenant}/stores/${w.storeUid}/payment-methods`;
    expect((await w.api.delete(`${methods}/pm-cash`)).status).toBe(409);
    expect((await w.api.delete(one)).status).toBe(204);
    expect((await w.api.get(one)).status).toBe(404);
    expect((await w.api.delete(`${methods}/pm-cash`)).status).toBe(204);
  });

  it('refuses what is not of the store (404), exclusive use without a device (422) and bad input (400), writing nothing', async () => {
    const w = await world();
    const unknown = await w.api.post(w.terminals, {
      ...TERMINAL,
      storePaymentMethodUids: ['pm-card', 'pm-nope'],
    });
    expect(unknown.status).toBe(404);
    expect(paths(unknown)).toEqual(['body.storePaymentMethodUids.1']);
    const elsewhere = await w.store('Bergen');
    const foreignDevice = await w.device(elsewhere, 'Bergen till');
    const device = await w.api.post(w.terminals, { ...TERMINAL, deviceUid: foreignDevice.deviceUid });
    expect(device.status).toBe(404);
    expect(paths(device)).toEqual(['body.deviceUid']);
    const lonely = await w.api.post(w.terminals, {
      ...TERMINAL,
      requirements: { requireExclusiveUse: true },
    });
    expect(lonely.status).toBe(422);
    expect(paths(lonely)).toEqual(['body.deviceUid']);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...TERMINAL, storePaymentMethodUids: [] }, 'body.storePaymentMethodUids'],
      [{ ...TERMINAL, storePaymentMethodUids: ['pm-card', 'pm-card'] }, 'body.storePaymentMethodUids.1'],
      [
        { ...TERMINAL, requirements: { requireExclusiveUse: 'yes' } },
        'body.requirements.requireExclusiveUse',
      ],
      [{ ...TERMINAL, provider: '' }, 'body.provider'],
      [{ ...TERMINAL, name: undefined }, 'body.name'],
    ];
    for (const [body, path] of cases) {
      const res = await w.api.post(w.terminals, body);
      expect(res.status, path).toBe(400);
      expect(paths(res)).toContain(path);
    }
    expect((await w.api.get(w.terminals)).body.paging.totalCount).toBe(0);
  });

  it('keeps terminals to their tenant and lets only BACKOFFICE or ADMIN write them', async () => {
    const w = await world();
    await w.api.post(w.terminals, { ...TERMINAL, paymentTerminalUid: 'term-1' });
    const till = client(await token({ tenant: w.tenant, permissions: ['SALES_ORDER'], access: 'STORE' }));
    expect((await till.get(`${w.terminals}/term-1`)).status).toBe(200);
    expect((await till.post(w.terminals, TERMINAL)).status).toBe(403);
    expect((await till.delete(`${w.terminals}/term-1`)).status).toBe(403);
    const other = uniqueTenant('term');
    const theirs = client(await token({ tenant: other, access: 'ADMIN' }));
    expect((await theirs.get(`${w.terminals}/term-1`)).status).toBe(403);
    // The same store and terminal uid in another tenant is another terminal.
    expect((await theirs.get(`/tenants/${other}/stores/${w.storeUid}/payment-terminals/term-1`)).status).toBe(
      404,
    );
    // A device token reads /device only, never the terminal routes.
    expect((await w.till1.api.get(`${w.terminals}/term-1`)).status).toBe(403);
  });
});

describe('GET /device', () => {
  it("shows the store's usable payment methods and the terminals the device may use", async () => {
    const w = await world();
    await w.api.post(w.terminals, { ...TERMINAL, paymentTerminalUid: 'shared', name: 'Shared terminal' });
    await w.api.post(w.terminals, {
      ...TERMINAL,
      paymentTerminalUid: 'mine',
      name: 'Till 1 terminal',
      deviceUid: w.till1.deviceUid,
      requirements: { requireExclusiveUse: true },
    });
    await w.api.post(w.terminals, { ...TERMINAL, paymentTerminalUid: 'off', name: 'Broken', active: false });
    await w.api.put(`/tenants/${w.tenant}/stores/${w.storeUid}/payment-methods/pm-cash`, { active: false });

    const one = await w.till1.api.get('/device');
    expect(one.status, one.text).toBe(200);
    expect(one.body.paymentMethods.map((m: any) => m.storePaymentMethodUid)).toEqual(['pm-card']);
    expect(one.body.paymentMethods[0]).toMatchObject({ code: 'CARD', type: 'CARD', usable: true });
    expect(one.body.paymentTerminals.map((t: any) => t.paymentTerminalUid)).toEqual(['shared', 'mine']);
    expect(one.body.paymentTerminals[1].requirements).toEqual({ requireExclusiveUse: true });
    expect(one.body.paymentTerminals[1]).not.toHaveProperty('requireExclusiveUse');

    const two = await w.till2.api.get('/device');
    expect(two.body.paymentTerminals.map((t: any) => t.paymentTerminalUid)).toEqual(['shared']);
  });
});
