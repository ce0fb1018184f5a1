import { describe, expect, it } from 'vitest';
import { serviceWorld } from './helpers.ts';

const pathsOf = (res: { body: { errors?: Array<{ path: string }> } }) =>
  (res.body.errors ?? []).map((e) => e.path);

/** A RECEIVED order of a fresh world, with helpers to move it. */
const received = async (body: Record<string, unknown> = {}) => {
  const w = await serviceWorld();
  const created = await w.intake(body);
  if (created.status !== 201) throw new Error(`intake: ${created.status} ${created.text}`);
  const path = `${w.base(w.storeA)}/${created.body.serviceOrderUid}`;
  const move = (state: string, headers?: Record<string, string>) =>
    w.counter.post(`${path}/state`, { state }, headers);
  return { ...w, path, move };
};

describe('service orders: states from intake to pickup', () => {
  it('goes RECEIVED -> DIAGNOSING -> AWAITING_APPROVAL -> IN_REPAIR -> READY_FOR_PICKUP -> PICKED_UP', async () => {
    const o = await received();
    expect((await o.move('DIAGNOSING')).body.state).toBe('DIAGNOSING');
    // Approval needs an estimate.
    const noEstimate = await o.move('AWAITING_APPROVAL');
    expect(noEstimate.status).toBe(409);
    expect(pathsOf(noEstimate)).toEqual(['body.state']);
    expect((await o.counter.put(o.path, { estimate: { amount: 89000, currency: 'NOK' } })).status).toBe(200);
    expect((await o.move('AWAITING_APPROVAL')).body.state).toBe('AWAITING_APPROVAL');
    // The repair waits for the approval.
    const unapproved = await o.move('IN_REPAIR');
    expect(unapproved.status).toBe(409);
    expect(unapproved.body.detail).toMatch(/not approved/);
    const approved = await o.counter.put(o.path, {
      estimate: { amount: 89000, currency: 'NOK', approved: true },
    });
    expect(approved.body.estimate).toMatchObject({ approved: true, approvedAt: expect.any(String) });
    expect((await o.move('IN_REPAIR')).body.state).toBe('IN_REPAIR');
    expect((await o.move('READY_FOR_PICKUP')).body.state).toBe('READY_FOR_PICKUP');
    // Once ready, only the pickup ends it.
    expect((await o.move('CANCELLED')).status).toBe(409);
    const done = await o.move('PICKED_UP');
    expect(done.status).toBe(200);
    expect(done.body.history.map((h: { state: string }) => h.state)).toEqual([
      'RECEIVED',
      'DIAGNOSING',
      'AWAITING_APPROVAL',
      'IN_REPAIR',
      'READY_FOR_PICKUP',
      'PICKED_UP',
    ]);
    expect(done.body.history.every((h: { by: string }) => h.by === 'desk-1')).toBe(true);

    // Final: no move and no change, but notes are still kept.
    for (const state of ['RECEIVED', 'READY_FOR_PICKUP', 'CANCELLED', 'PICKED_UP']) {
      const res = await o.move(state);
      expect(res.status, state).toBe(409);
      expect(pathsOf(res)).toEqual(['body.state']);
    }
    expect((await o.counter.put(o.path, { problemDescription: 'Other' })).status).toBe(409);
    const noted = await o.counter.post(`${o.path}/notes`, { text: 'Picked up by her son' });
    expect(noted.status).toBe(200);
    expect(noted.body.notes).toMatchObject([{ text: 'Picked up by her son', authorUid: 'desk-1' }]);
    expect((await o.counter.get(o.path)).body.state).toBe('PICKED_UP');
  });

  it('refuses moves the table does not allow (409) and writes nothing', async () => {
    const o = await received();
    for (const state of ['RECEIVED', 'AWAITING_APPROVAL', 'IN_REPAIR', 'READY_FOR_PICKUP', 'PICKED_UP']) {
      const res = await o.move(state);
      expect(res.status, state).toBe(409);
    }
    const bad = await o.move('REPAIRED');
    expect(bad.status).toBe(400);
    expect(pathsOf(bad)).toEqual(['body.state']);
    const read = await o.counter.get(o.path);
    expect(read.body.state).toBe('RECEIVED');
    expect(read.headers.get('etag')).toBe('"1"');
    // A cancelled order is final too.
    expect((await o.move('CANCELLED')).body.state).toBe('CANCELLED');
    expect((await o.move('DIAGNOSING')).status).toBe(409);
  });

  it('returns an item unrepaired: DIAGNOSING or a declined estimate go to READY_FOR_PICKUP', async () => {
    const o = await received({ estimate: { amount: 50000, currency: 'NOK' } });
    await o.move('DIAGNOSING');
    await o.move('AWAITING_APPROVAL');
    expect((await o.move('READY_FOR_PICKUP')).body.state).toBe('READY_FOR_PICKUP');
  });

  it('withdraws an approval when the estimate changes, and keeps the first approval time otherwise', async () => {
    const o = await received({ estimate: { amount: 50000, currency: 'NOK', approved: true } });
    const first = (await o.counter.get(o.path)).body.estimate;
    expect(first).toMatchObject({ approved: true, approvedAt: expect.any(String) });
    const same = await o.counter.put(o.path, { estimate: { amount: 50000, currency: 'NOK' } });
    expect(same.body.estimate).toEqual(first);
    const raised = await o.counter.put(o.path, { estimate: { amount: 70000, currency: 'NOK' } });
    expect(raised.body.estimate).toEqual({
      amount: 70000,
      currency: 'NOK',
      approved: false,
      approvedAt: null,
    });
    const removed = await o.counter.put(o.path, { estimate: null });
    expect(removed.body.estimate).toBeNull();
  });

  it('takes If-Match on updates and moves (412 when stale), and an unchanged update writes nothing', async () => {
    const o = await received();
    const etag = (await o.counter.get(o.path)).headers.get('etag')!;
    const updated = await o.counter.put(o.path, { problemDescription: 'Also rattles' }, { 'if-match': etag });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect((await o.counter.put(o.path, { problemDescription: 'X' }, { 'if-match': etag })).status).toBe(412);
    expect((await o.move('DIAGNOSING', { 'if-match': etag })).status).toBe(412);
    const unchanged = await o.counter.put(o.path, { problemDescription: 'Also rattles' });
    expect(unchanged.headers.get('etag')).toBe('"2"');
    const bad = await o.counter.put(o.path, { items: [{ description: 'A', productUid: 'no-such-product' }] });
    expect(bad.status).toBe(404);
    expect(pathsOf(bad)).toEqual(['body.items.0.productUid']);
    const read = await o.counter.get(o.path);
    expect(read.body.problemDescription).toBe('Also rattles');
    expect(read.body.items[0].description).toBe('Espresso machine');
  });

  it('keeps notes append-only with author and time; a bad note is a 400 and writes nothing', async () => {
    const o = await received();
    await o.counter.post(`${o.path}/notes`, { text: 'Seal worn' });
    const second = await o.counter.post(`${o.path}/notes`, { text: 'Pump ordered' });
    expect(second.body.notes).toMatchObject([
      { text: 'Seal worn', authorUid: 'desk-1', createdAt: expect.any(String) },
      { text: 'Pump ordered', authorUid: 'desk-1' },
    ]);
    const empty = await o.counter.post(`${o.path}/notes`, { text: '' });
    expect(empty.status).toBe(400);
    expect(pathsOf(empty)).toEqual(['body.text']);
    expect((await o.counter.get(o.path)).body.notes).toHaveLength(2);
    expect((await o.counter.post(`${o.base(o.storeA)}/no-such-order/notes`, { text: 'x' })).status).toBe(404);
  });
});
