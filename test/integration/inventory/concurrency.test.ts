import { describe, expect, it } from 'vitest';
import { inventoryWorld } from './helpers.ts';

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

describe('stock under concurrency', () => {
  it('loses no update among 200 concurrent movements of one product: onHand is their sum and the log sums to it', async () => {
    const w = await inventoryWorld({ allowNegativeStock: true });
    const p = await w.product();
    const deltas = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? -2 : 3));
    const answers = await Promise.all(deltas.map((d) => w.move(p, d > 0 ? 'ADJUSTMENT' : 'TRANSFER_OUT', d)));
    expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
    const level = (await w.api.get(`${w.stock}/${p}`)).body;
    expect(level).toMatchObject({ onHand: sum(deltas), version: deltas.length });

    const moves: Array<{ version: number; quantityChange: number; quantityAfter: number }> = [];
    for (let cursor: string | null | undefined; cursor !== null; ) {
      const page = await w.api.get(
        `${w.stock}/${p}/movements?pageSize=500${cursor ? `&cursor=${cursor}` : ''}`,
      );
      moves.push(...page.body.items);
      cursor = page.body.paging.nextCursor;
    }
    expect(moves.map((m) => m.version)).toEqual(Array.from({ length: 200 }, (_, i) => 200 - i));
    expect(sum(moves.map((m) => m.quantityChange))).toBe(level.onHand);
    // Each movement's quantityAfter is the one before it plus its change: no two saw the same level.
    const ordered = [...moves].reverse();
    for (const [i, m] of ordered.entries()) {
      expect(m.quantityAfter).toBe((ordered[i - 1]?.quantityAfter ?? 0) + m.quantityChange);
    }
  });

  it('never takes a strict warehouse below zero, whatever the interleaving', async () => {
    const w = await inventoryWorld();
    const p = await w.product();
    await w.move(p, 'ADJUSTMENT', 50);
    const answers = await Promise.all(Array.from({ length: 80 }, () => w.move(p, 'TRANSFER_OUT', -1)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect((await w.api.get(`${w.stock}/${p}`)).body).toMatchObject({ onHand: 0, version: 51 });
  });

  it('packs a batch set into shared transactions without letting concurrent movements or a repeated product lose an update', async () => {
    const w = await inventoryWorld();
    const products = await Promise.all(Array.from({ length: 80 }, () => w.product()));
    const hot = products.slice(0, 10);
    for (const p of hot) await w.move(p, 'ADJUSTMENT', 100);
    // 80 counts (more than one transaction holds), the first product counted twice, and five
    // adjustments of each hot product racing with the batch.
    const items = [
      ...products.map((productUid, i) => ({ productUid, quantity: 1000 + i })),
      { productUid: products[0]!, quantity: 7 },
    ];
    const [batch, ...moves] = await Promise.all([
      w.api.post(`${w.stock}/batch`, { items }),
      ...hot.flatMap((p) => Array.from({ length: 5 }, () => w.move(p, 'ADJUSTMENT', 1))),
    ]);
    expect(batch.status).toBe(207);
    expect(batch.body.results.map((r: { status: number }) => r.status)).toEqual(items.map(() => 200));
    expect(moves.map((m) => m.status).filter((s) => s !== 201)).toEqual([]);
    expect(batch.body.results.at(-1).level).toMatchObject({ productUid: products[0], onHand: 7 });
    for (const [i, p] of products.entries()) {
      const level = (await w.api.get(`${w.stock}/${p}`)).body;
      const log = (await w.api.get(`${w.stock}/${p}/movements?pageSize=500`)).body.items;
      // Every movement is logged and the log sums to onHand: none was lost or applied twice.
      expect(sum(log.map((m: { quantityChange: number }) => m.quantityChange))).toBe(level.onHand);
      expect(log).toHaveLength(level.version);
      if (i === 0) expect(level.onHand).toBe(7);
      else if (i >= hot.length) expect(level).toMatchObject({ onHand: 1000 + i, version: 1 });
      else expect(log.filter((m: { reason: string }) => m.reason === 'ADJUSTMENT')).toHaveLength(6);
    }
  });
});
