import { describe, expect, it } from 'vitest';
import { createOrder, createReceipt, indexedAs, line, newTenant, waitForSearchIndex } from '../fixtures.ts';
import { putCustomer } from './search-world.ts';

describe('receipt search by customerQuery', () => {
  it("finds a customer's receipt by the words of any of its orders, not only the latest", async () => {
    const { tenant, api, store } = await newTenant();
    await putCustomer(tenant, 'c1', { firstname: 'Kari', lastname: 'Nordmann' });
    // The first order is delivered to someone else; the second is for the customer herself.
    const first = await createOrder(api, tenant, store, {
      customerUid: 'c1',
      address: { firstname: 'Per', lastname: 'Olsen' },
      items: [line(1000)],
    });
    const second = await createOrder(api, tenant, store, { customerUid: 'c1', items: [line(2000)] });
    const created = [
      await createReceipt(api, tenant, store, first.orderUid),
      await createReceipt(api, tenant, store, second.orderUid),
    ];
    const [r1, r2] = created.map((res) => res.body);
    await waitForSearchIndex(tenant, created.map(indexedAs));

    const search = async (customerQuery: string) => {
      const res = await api.post(`/tenants/${tenant}/receipts/search`, { customerQuery });
      expect(res.status).toBe(200);
      return res.body.items.map((i: { orderReceiptUid: string }) => i.orderReceiptUid).sort();
    };
    expect(await search('olsen')).toEqual([r1.orderReceiptUid]);
    expect(await search('NORDMANN')).toEqual([r1.orderReceiptUid, r2.orderReceiptUid].sort());
  });
});
