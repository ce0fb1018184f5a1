import { describe, expect, it } from 'vitest';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { handlingWorld } from './handling-world.ts';

describe('handling definitions', () => {
  it('are created, read and listed per tenant', async () => {
    const w = await handlingWorld();
    const one = await w.api.get(`/tenants/${w.tenant}/handlings/${w.handlingUid}`);
    expect(one.status).toBe(200);
    expect(one.body.actions.map((a: { name: string }) => a.name)).toEqual(['Picked', 'Packed']);
    expect((await w.api.get(`/tenants/${w.tenant}/handlings`)).body.items).toHaveLength(1);
    const dup = await w.api.post(`/tenants/${w.tenant}/handlings`, {
      handlingUid: w.handlingUid,
      name: 'x',
      actions: [{ handlingActionUid: 'a', name: 'A' }],
    });
    expect(dup.status).toBe(409);
    const twice = await w.api.post(`/tenants/${w.tenant}/handlings`, {
      name: 'x',
      actions: [
        { handlingActionUid: 'a', name: 'A' },
        { handlingActionUid: 'a', name: 'B' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('body.actions.1.handlingActionUid');
    // Another tenant does not see them.
    const other = client(await token({ tenant: uniqueTenant('hdl'), permissions: 'all', access: 'ADMIN' }));
    const otherTenant = uniqueTenant('hdl');
    const stranger = client(await token({ tenant: otherTenant, permissions: 'all', access: 'ADMIN' }));
    expect((await stranger.get(`/tenants/${otherTenant}/handlings/${w.handlingUid}`)).status).toBe(404);
    expect((await stranger.get(`/tenants/${otherTenant}/handlings`)).body.items).toEqual([]);
    expect((await other.get(`/tenants/${w.tenant}/handlings`)).status).toBe(403);
  });
});

describe("an order's handling", () => {
  it('starts NOT_STARTED at version 0 and moves through the table, with If-Match', async () => {
    const w = await handlingWorld();
    const first = await w.api.get(w.path);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"0"');
    expect(first.body).toMatchObject({
      state: 'NOT_STARTED',
      handlingUid: '',
      previousState: null,
      actions: [],
    });

    const noHandling = await w.put({ state: 'IN_PROGRESS' });
    expect(noHandling.status).toBe(422);
    expect(noHandling.body.errors[0].path).toBe('body.handlingUid');
    const unknown = await w.put({ handlingUid: 'nope', state: 'IN_PROGRESS' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].path).toBe('body.handlingUid');

    const started = await w.put({ handlingUid: w.handlingUid, state: 'IN_PROGRESS' }, { 'if-match': '"0"' });
    expect(started.status).toBe(200);
    expect(started.headers.get('etag')).toBe('"1"');
    expect(started.body).toMatchObject({
      handlingUid: w.handlingUid,
      handlingName: 'Click and collect',
      state: 'IN_PROGRESS',
      previousState: 'NOT_STARTED',
    });
    expect((await w.put({ state: 'ON_HOLD' }, { 'if-match': '"0"' })).status).toBe(412);
    const illegal = await w.put({ state: 'NOT_STARTED' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.errors[0].path).toBe('body.state');
    expect((await w.put({ handlingUid: uniqueUid('other') })).status).toBe(409);

    const held = await w.put({ state: 'ON_HOLD', comment: 'Waiting for the customer' });
    expect(held.body).toMatchObject({
      state: 'ON_HOLD',
      previousState: 'IN_PROGRESS',
      comment: 'Waiting for the customer',
    });
    expect((await w.put({ state: 'COMPLETE' })).status).toBe(409);
    const same = await w.put({ state: 'ON_HOLD' });
    expect(same.headers.get('etag')).toBe(held.headers.get('etag'));
    expect((await w.put({ state: 'IN_PROGRESS' })).status).toBe(200);
    const done = await w.put({ state: 'COMPLETE' });
    expect(done.body.state).toBe('COMPLETE');
    expect((await w.api.get(w.path)).body).toEqual(done.body);
  });

  it('records actions on the lines as OrderItemAction records of spec 2.4, atomically', async () => {
    const w = await handlingWorld();
    const [a, b] = w.order.items.map((i: { orderItemUid: string }) => i.orderItemUid);
    const res = await w.put({
      handlingUid: w.handlingUid,
      state: 'IN_PROGRESS',
      actions: [
        { orderItemUid: a, handlingActionUid: 'picked', comment: 'shelf 3' },
        { orderItemUid: b, handlingActionUid: 'picked' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.actions).toHaveLength(2);
    const order = await w.api.get(`/tenants/${w.tenant}/stores/${w.store}/orders/${w.order.orderUid}`);
    const action = order.body.items[0].actions[0];
    expect(Object.keys(action).sort()).toEqual(
      [
        'orderHandlingActionUid',
        'handlingUid',
        'handlingActionUid',
        'handlingName',
        'handlingActionName',
        'comment',
        'handlingDescription',
        'createdBy',
        'lastModifiedBy',
        'createdAt',
        'lastModifiedAt',
      ].sort(),
    );
    expect(action).toMatchObject({
      handlingUid: w.handlingUid,
      handlingActionUid: 'picked',
      handlingName: 'Click and collect',
      handlingActionName: 'Picked',
      handlingDescription: 'Picked in store, collected by the customer',
      comment: 'shelf 3',
    });

    // A bad action refuses the whole request: no state change, no action.
    const bad = await w.put({
      state: 'COMPLETE',
      actions: [
        { orderItemUid: a, handlingActionUid: 'packed' },
        { orderItemUid: b, handlingActionUid: 'shipped' },
      ],
    });
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0].path).toBe('body.actions.1.handlingActionUid');
    const notALine = await w.put({ actions: [{ orderItemUid: 'nope', handlingActionUid: 'packed' }] });
    expect(notALine.status).toBe(404);
    expect(notALine.body.errors[0].path).toBe('body.actions.0.orderItemUid');
    const after = await w.api.get(w.path);
    expect(after.body.state).toBe('IN_PROGRESS');
    expect(after.body.actions).toHaveLength(2);

    const completed = await w.put({
      state: 'COMPLETE',
      actions: [{ orderItemUid: a, handlingActionUid: 'packed' }],
    });
    expect(completed.body.actions.map((x: { handlingActionUid: string }) => x.handlingActionUid)).toEqual([
      'picked',
      'packed',
      'picked',
    ]);
    expect((await w.put({ actions: [{ orderItemUid: b, handlingActionUid: 'packed' }] })).status).toBe(409);
  });

  it("keeps stores and tenants apart: another store's path is a 404", async () => {
    const w = await handlingWorld();
    const elsewhere = w.path.replace(w.store, uniqueUid('store'));
    expect((await w.api.get(elsewhere)).status).toBe(404);
    expect((await w.api.put(elsewhere, { handlingUid: w.handlingUid, state: 'IN_PROGRESS' })).status).toBe(
      404,
    );
    const otherTenant = uniqueTenant('hdl');
    const stranger = client(await token({ tenant: otherTenant, permissions: 'all', access: 'ADMIN' }));
    const theirs = w.path.replace(w.tenant, otherTenant);
    expect((await stranger.put(theirs, { handlingUid: w.handlingUid, state: 'IN_PROGRESS' })).status).toBe(
      404,
    );
    expect((await w.api.get(w.path)).body.state).toBe('NOT_STARTED');
  });
});
