import { afterAll, describe, expect, it } from 'vitest';
import { closeSearchDb } from '#shared/search/search-db.ts';
import { type ApiResponse, client, token, uniqueTenant } from '#test/support/api.ts';
import { createOrder, createReceipt, indexedAs, line, newTenant, waitForSearchIndex } from './fixtures.ts';

/**
 * Changes since on the receipt and order searches (docs/decisions/changes-since.md): every
 * receipt and order changed at or after `updatedSince`, in (lastModifiedAt, uid) order, paged by
 * cursor to the end, with one created between two pages answered at the end; the parameters are
 * checked as on every list that takes them. The paging-while-writing proof is the customers'
 * (test/integration/customers/customers-changes.test.ts): the same query serves all four lists.
 */

type Page = { items: Record<string, any>[]; paging: { totalCount: number; nextCursor?: string | null } };

const traverse = async (
  fetchPage: (query: string) => Promise<ApiResponse<Page>>,
  first: string,
  between?: () => Promise<void>,
) => {
  const items: Record<string, any>[] = [];
  let query = first;
  for (let round = 0; round < 20; round++) {
    const res = await fetchPage(query);
    expect(res.status, res.text).toBe(200);
    items.push(...res.body.items);
    const next = res.body.paging.nextCursor;
    if (!next) return items;
    if (round === 0) await between?.();
    query = `cursor=${encodeURIComponent(next)}`;
  }
  throw new Error('the traversal does not end');
};

afterAll(closeSearchDb);

describe('receipt and order changes since', () => {
  it('pages receipts and orders changed since a time to the end, a new one last', async () => {
    const { tenant, api, store } = await newTenant();
    const old = await createOrder(api, tenant, store, { items: [line(1000)] });
    const since = new Date().toISOString();
    const order = await createOrder(api, tenant, store, {
      items: [1, 2, 3, 4, 5, 6, 7].map((i) => line(i * 1000)),
    });
    const written: ApiResponse[] = [];
    for (const item of order.items.slice(0, 5)) {
      const res = await createReceipt(api, tenant, store, order.orderUid, {
        orderItemUids: [item.orderItemUid],
      });
      expect(res.status, res.text).toBe(200);
      written.push(res);
    }
    await waitForSearchIndex(tenant, written.map(indexedAs));
    const receipts = (query: string) =>
      api.post<Page>(`/tenants/${tenant}/receipts/search?pageSize=2&${query}`, {});
    let late: ApiResponse | undefined;
    const seen = await traverse(receipts, `updatedSince=${encodeURIComponent(since)}`, async () => {
      late = await createReceipt(api, tenant, store, order.orderUid, {
        orderItemUids: [order.items[5].orderItemUid],
      });
      expect(late.status, late.text).toBe(200);
      await waitForSearchIndex(tenant, [indexedAs(late)]);
    });
    const uids = seen.map((r) => r.orderReceiptUid);
    // Every receipt since the time, the late one last (its search rows of the others may be
    // touched by the order's state, which answers them again: never fewer than once).
    expect(new Set(uids)).toEqual(new Set([...written, late!].map((r) => r.body.orderReceiptUid)));
    expect(uids.at(-1)).toBe(late!.body.orderReceiptUid);

    const orders = await api.post<Page>(
      `/tenants/${tenant}/orders/search?updatedSince=${encodeURIComponent(since)}`,
      {},
    );
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.items.map((o) => o.orderUid)).not.toContain(old.orderUid);
  });

  it('refuses bad parameters on the receipt and order searches, naming them, and cursors across tenants', async () => {
    const { tenant, api, store } = await newTenant();
    const order = await createOrder(api, tenant, store, { items: [line(1000), line(2000)] });
    const written = [];
    for (const item of order.items)
      written.push(
        await createReceipt(api, tenant, store, order.orderUid, { orderItemUids: [item.orderItemUid] }),
      );
    await waitForSearchIndex(tenant, written.map(indexedAs));
    const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    for (const list of ['receipts', 'orders']) {
      const path = `/tenants/${tenant}/${list}/search`;
      const refused = async (query: string) => {
        const res = await api.post(`${path}?${query}`, {});
        expect(res.status, res.text).toBe(400);
        return res.body.errors[0].path;
      };
      expect(await refused('updatedSince=2026-11-31')).toBe('query.updatedSince');
      expect(await refused('cursor=abc')).toBe('query.cursor');
      expect(await refused(`updatedSince=${since}&sortDirection=DESC`)).toBe('query.sortDirection');
    }
    expect(
      (await api.post(`/tenants/${tenant}/receipts/search?updatedSince=${since}&sortBy=grandTotal`, {})).body
        .errors[0].path,
    ).toBe('query.sortBy');
    const cursor = (
      await api.post<Page>(`/tenants/${tenant}/receipts/search?updatedSince=${since}&pageSize=1`, {})
    ).body.paging.nextCursor!;
    expect(cursor).toBeTruthy();
    // The receipt cursor on the order list, and on another tenant's receipts.
    expect(
      (await api.post(`/tenants/${tenant}/orders/search?cursor=${encodeURIComponent(cursor)}`, {})).status,
    ).toBe(400);
    const other = uniqueTenant('rcpt');
    const otherApi = client(await token({ tenant: other, permissions: 'all' }));
    const res = await otherApi.post(
      `/tenants/${other}/receipts/search?cursor=${encodeURIComponent(cursor)}`,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('query.cursor');
  });
});
