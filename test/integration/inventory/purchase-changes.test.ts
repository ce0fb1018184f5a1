import { describe, expect, it } from 'vitest';
import { purchaseWorld } from './purchase-helpers.ts';

/**
 * Changes since on the purchase-order list (docs/decisions/changes-since.md): `updatedSince`
 * pages the orders changed at or after a time in (lastModifiedAt, uid) order from the table's
 * changes index, with the list's filters; an order changed while the client pages is answered
 * again at the end, an unchanged one once.
 */
type Order = { purchaseOrderUid: string; state: string; note: string; lastModifiedAt: string };
type Page = { items: Order[]; paging: { pageNumber: number; totalCount: number; nextCursor: string | null } };

describe('purchase order changes since', () => {
  it('pages changed orders while they change, with the filters', async () => {
    const w = await purchaseWorld();
    const product = await w.product();
    const draft = (note: string) =>
      w.create({ items: [{ productUid: product, quantityOrdered: 1 }], note }).then((r) => {
        expect(r.status, r.text).toBe(201);
        return r.body.purchaseOrderUid as string;
      });
    await draft('before');
    const since = new Date().toISOString();
    const uids: string[] = [];
    for (let i = 0; i < 4; i++) uids.push(await draft(`order ${i}`));
    const orders = `/tenants/${w.tenant}/purchase-orders`;
    const seen: Order[] = [];
    let query = `updatedSince=${encodeURIComponent(since)}&pageSize=2`;
    for (let round = 0; round < 10; round++) {
      const res = await w.api.get<Page>(`${orders}?${query}`);
      expect(res.status, res.text).toBe(200);
      if (round === 0) expect(res.body.paging.totalCount).toBe(4);
      seen.push(...res.body.items);
      if (!res.body.paging.nextCursor) break;
      query = `cursor=${encodeURIComponent(res.body.paging.nextCursor)}`;
      if (round === 0) {
        const sent = await w.api.post(`${orders}/${uids[0]}/send`, {});
        expect(sent.status, sent.text).toBe(200);
        uids.push(await draft('late'));
      }
    }
    expect(uids.map((u) => seen.filter((o) => o.purchaseOrderUid === u).length)).toEqual([2, 1, 1, 1, 1]);
    expect(seen.findLast((o) => o.purchaseOrderUid === uids[0])?.state).toBe('SENT');
    const keys = seen.map((o) => `${o.lastModifiedAt}#${o.purchaseOrderUid}`);
    expect(keys).toEqual([...keys].sort());

    const sentOnly = await w.api.get<Page>(`${orders}?updatedSince=${encodeURIComponent(since)}&state=SENT`);
    expect(sentOnly.body.items.map((o) => o.purchaseOrderUid)).toEqual([uids[0]]);
    expect(sentOnly.body.paging).toMatchObject({ totalCount: 1, nextCursor: null });
    expect((await w.api.get(`${orders}?updatedSince=soon`)).body.errors[0].path).toBe('query.updatedSince');
  });
});
