import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { catalogueTenant, newGroup, newProduct } from './helpers.ts';

describe('product groups: the tree', () => {
  it('creates, reads with an ETag, lists and updates a group', async () => {
    const t = await catalogueTenant();
    const parent = await newGroup(t, { name: 'Kitchen' });
    const created = await t.api.post(t.groups, { name: 'Cups', parentProductGroupUid: parent, sortOrder: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Cups',
      parentProductGroupUid: parent,
      sortOrder: 3,
      description: '',
    });
    const uid = created.body.productGroupUid;
    const got = await t.api.get(`${t.groups}/${uid}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    const children = await t.api.get(`${t.groups}?parentProductGroupUid=${parent}`);
    expect(children.body.items.map((g: any) => g.productGroupUid)).toEqual([uid]);
    const top = await t.api.get(`${t.groups}?parentProductGroupUid=`);
    expect(top.body.paging.totalCount).toBe(2);
    const renamed = await t.api.put(`${t.groups}/${uid}`, { name: 'Mugs' }, { 'if-match': '"1"' });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).toBe('"2"');
    const stale = await t.api.put(`${t.groups}/${uid}`, { name: 'Cups' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
  });

  it('answers an update that changes nothing without a new version', async () => {
    const t = await catalogueTenant();
    const uid = await newGroup(t, { name: 'Same' });
    const res = await t.api.put(`${t.groups}/${uid}`, { name: 'Same' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('refuses a duplicate uid (409) and a missing parent (404 naming the field)', async () => {
    const t = await catalogueTenant();
    const uid = await newGroup(t);
    expect((await t.api.post(t.groups, { productGroupUid: uid, name: 'Again' })).status).toBe(409);
    const orphan = await t.api.post(t.groups, { name: 'Orphan', parentProductGroupUid: 'no-such-group' });
    expect(orphan.status).toBe(404);
    expect(orphan.body.errors).toEqual([expect.objectContaining({ path: 'body.parentProductGroupUid' })]);
  });

  it('moves a group with its subtree, and refuses a cycle with a 422 naming the field', async () => {
    const t = await catalogueTenant();
    const a = await newGroup(t, { name: 'A' });
    const b = await newGroup(t, { name: 'B', parentProductGroupUid: a });
    const c = await newGroup(t, { name: 'C', parentProductGroupUid: b });
    const other = await newGroup(t, { name: 'Other' });
    const product = await newProduct(t, { productGroupUid: c });

    // The group as its own parent is malformed on its own (400); under one of its descendants the
    // stored tree refuses it (422).
    for (const [parent, status] of [
      [a, 400],
      [b, 422],
      [c, 422],
    ] as const) {
      const cycle = await t.api.put(`${t.groups}/${a}`, { parentProductGroupUid: parent });
      expect(cycle.status, parent).toBe(status);
      expect(cycle.body.errors[0].path).toBe('body.parentProductGroupUid');
    }

    const moved = await t.api.put(`${t.groups}/${b}`, { parentProductGroupUid: other });
    expect(moved.status).toBe(200);
    expect((await t.api.get(`${t.groups}/${c}`)).body.parentProductGroupUid).toBe(b);
    const underOther = await t.api.post(`${t.products}/search`, { productGroupUids: [other] });
    expect(underOther.body.items.map((p: any) => p.productUid)).toEqual([product.productUid]);
    const underA = await t.api.post(`${t.products}/search`, { productGroupUids: [a] });
    expect(underA.body.items).toEqual([]);

    const toTop = await t.api.put(`${t.groups}/${b}`, { parentProductGroupUid: '' });
    expect(toTop.body.parentProductGroupUid).toBe('');
  });

  it('refuses to delete a group with child groups or products (409), then deletes it', async () => {
    const t = await catalogueTenant();
    const parent = await newGroup(t);
    const child = await newGroup(t, { parentProductGroupUid: parent });
    expect((await t.api.delete(`${t.groups}/${parent}`)).status).toBe(409);
    const product = await newProduct(t, { productGroupUid: child });
    expect((await t.api.delete(`${t.groups}/${child}`)).status).toBe(409);
    expect((await t.api.put(`${t.products}/${product.productUid}`, { productGroupUid: '' })).status).toBe(
      200,
    );
    expect((await t.api.delete(`${t.groups}/${child}`)).status).toBe(204);
    expect((await t.api.delete(`${t.groups}/${parent}`)).status).toBe(204);
    expect((await t.api.get(`${t.groups}/${parent}`)).status).toBe(404);
    expect((await t.api.delete(`${t.groups}/${uniqueUid('pg')}`)).status).toBe(404);
  });
});
