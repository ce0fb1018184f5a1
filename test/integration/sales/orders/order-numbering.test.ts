import { describe, expect, it } from 'vitest';
import { uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';
import { createOrder, line, newTenant } from '../fixtures.ts';

/** Order numbers under concurrency (docs/decisions/receipts.md, "Numbering under concurrency"). */
describe('order numbers under concurrency', () => {
  it('gives 200 simultaneous creates of one tenant the numbers 1..200 without a 409 or 5xx', async () => {
    const { tenant, api } = await newTenant();
    const stores = [uniqueUid('store'), uniqueUid('store')];
    for (const s of stores) await ensureStore(tenant, s);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post(`/tenants/${tenant}/stores/${stores[i % 2]}/orders`, { items: [line(100)] }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const numbers = responses.map((r) => Number(r.body.orderNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));

    // A create that starts after the burst answered comes after all of it.
    const next = await createOrder(api, tenant, stores[0]!, { items: [line(100)] });
    expect(next.orderNumber).toBe('201');
  }, 180_000);

  it('answers a repeated orderUid with 409 without using up a number', async () => {
    const { tenant, api, store } = await newTenant();
    const orderUid = uniqueUid('o');
    const first = await createOrder(api, tenant, store, { orderUid, items: [line(100)] });
    const again = await api.post(`/tenants/${tenant}/stores/${store}/orders`, {
      orderUid,
      items: [line(100)],
    });
    expect(again.status).toBe(409);
    const next = await createOrder(api, tenant, store, { items: [line(100)] });
    expect(Number(next.orderNumber)).toBe(Number(first.orderNumber) + 1);
  });
});
