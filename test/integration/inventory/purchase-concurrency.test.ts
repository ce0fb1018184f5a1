import { describe, expect, it } from 'vitest';
import { purchaseWorld } from './purchase-helpers.ts';

describe('receivements under concurrency', () => {
  it('never loses an update nor over-receives: 30 concurrent receivements of 1 against a line of 20', async () => {
    const w = await purchaseWorld();
    const { path, products, po } = await w.sentOrder([20]);
    const line = po.items[0].purchaseOrderItemUid;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => w.receive(path, [{ purchaseOrderItemUid: line, quantity: 1 }])),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    // Refused as over-receipts, or because the order was already fully received: never a lost race.
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.detail).toMatch(/is RECEIVED: it cannot be received against|still open/);

    const order = (await w.api.get(path)).body;
    expect(order).toMatchObject({ state: 'RECEIVED' });
    expect(order.items[0]).toMatchObject({ quantityReceived: 20, quantityOpen: 0 });
    expect((await w.api.get(`${w.stock}/${products[0]}`)).body).toMatchObject({
      onHand: 20,
      incoming: 0,
      version: 20,
    });
    const log = await w.api.get(`${w.stock}/${products[0]}/movements?pageSize=100`);
    expect(log.body.items.map((m: { version: number }) => m.version)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i),
    );
    expect((await w.api.get(`${path}/receivements`)).body.items).toHaveLength(20);
  });

  it('keeps every line right when concurrent receivements touch different lines and a shared one', async () => {
    const w = await purchaseWorld();
    const { path, products, po } = await w.sentOrder([12, 12]);
    const [a, b] = po.items.map((i: { purchaseOrderItemUid: string }) => i.purchaseOrderItemUid);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        w.receive(
          path,
          i % 2 === 0
            ? [{ purchaseOrderItemUid: a, quantity: 1 }]
            : [
                { purchaseOrderItemUid: a, quantity: 1 },
                { purchaseOrderItemUid: b, quantity: 2 },
              ],
        ),
      ),
    );
    expect(answers.map((x) => x.status).filter((s) => s !== 201)).toEqual([]);
    const order = (await w.api.get(path)).body;
    expect(order.items.map((i: { quantityReceived: number }) => i.quantityReceived)).toEqual([12, 12]);
    expect(order.state).toBe('RECEIVED');
    for (const p of products)
      expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 12, incoming: 0 });
  });
});
