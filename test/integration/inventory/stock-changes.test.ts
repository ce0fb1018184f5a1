import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { stack } from '#test/support/api.ts';
import { inventoryWorld } from './helpers.ts';
import { purchaseWorld } from './purchase-helpers.ts';

/**
 * Changes since on a warehouse's stock levels (docs/decisions/changes-since.md): `updatedSince`
 * pages the levels moved at or after a time in (lastModifiedAt, productUid) order from the
 * table's changes index; a level moved while the client pages is answered again at the end, an
 * unmoved one once; the list's own key cursor keeps working beside it.
 */
type Level = { productUid: string; onHand: number; lastModifiedAt: string };
type Page = { items: Level[]; paging: { pageNumber: number; totalCount: number; nextCursor: string | null } };

describe('stock level changes since', () => {
  it('pages moved levels while they move: nothing skipped, an unmoved level once', async () => {
    const w = await inventoryWorld();
    const before = await w.product();
    expect((await w.move(before, 'ADJUSTMENT', 1)).status).toBe(201);
    const since = new Date().toISOString();
    const products: string[] = [];
    for (let i = 0; i < 5; i++) {
      products.push(await w.product());
      expect((await w.move(products[i]!, 'ADJUSTMENT', 10 + i)).status).toBe(201);
    }
    const seen: Level[] = [];
    let query = `updatedSince=${encodeURIComponent(since)}&pageSize=2`;
    for (let round = 0; round < 10; round++) {
      const res = await w.api.get<Page>(`${w.stock}?${query}`);
      expect(res.status, res.text).toBe(200);
      if (round === 0) expect(res.body.paging.totalCount).toBe(5);
      seen.push(...res.body.items);
      if (!res.body.paging.nextCursor) break;
      query = `cursor=${encodeURIComponent(res.body.paging.nextCursor)}`;
      // After the first page: move a level already answered, and add one.
      if (round === 0) {
        expect((await w.move(products[0]!, 'ADJUSTMENT', 100)).status).toBe(201);
        products.push(await w.product());
        expect((await w.move(products[5]!, 'ADJUSTMENT', 1)).status).toBe(201);
      }
    }
    const times = (p: string) => seen.filter((l) => l.productUid === p).length;
    expect(seen.map((l) => l.productUid)).not.toContain(before);
    expect(products.map(times)).toEqual([2, 1, 1, 1, 1, 1]);
    expect(seen.findLast((l) => l.productUid === products[0])?.onHand).toBe(110);
    const keys = seen.map((l) => `${l.lastModifiedAt}#${l.productUid}`);
    expect(keys).toEqual([...keys].sort());

    // The key-order list and its own cursor are unchanged.
    const plain = await w.api.get<Page>(`${w.stock}?pageSize=3`);
    expect(plain.body.paging.totalCount).toBe(7);
    const next = await w.api.get<Page>(
      `${w.stock}?cursor=${encodeURIComponent(plain.body.paging.nextCursor!)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.items).toHaveLength(3);
  });

  it("refuses a bad updatedSince, another warehouse's cursor and a key cursor with updatedSince", async () => {
    const w = await inventoryWorld();
    const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    for (let i = 0; i < 2; i++) expect((await w.move(await w.product(), 'ADJUSTMENT', 1)).status).toBe(201);
    const refused = async (path: string) => {
      const res = await w.api.get(path);
      expect(res.status, res.text).toBe(400);
      return res.body.errors[0].path;
    };
    expect(await refused(`${w.stock}?updatedSince=now`)).toBe('query.updatedSince');
    const cursor = (await w.api.get<Page>(`${w.stock}?updatedSince=${since}&pageSize=1`)).body.paging
      .nextCursor!;
    const other = await w.api.post(w.warehouses, { name: 'Other' });
    const otherStock = `/tenants/${w.tenant}/warehouses/${other.body.warehouseUid}/stock`;
    expect(await refused(`${otherStock}?cursor=${encodeURIComponent(cursor)}`)).toBe('query.cursor');
    const keyCursor = (await w.api.get<Page>(`${w.stock}?pageSize=1`)).body.paging.nextCursor!;
    expect(await refused(`${w.stock}?updatedSince=${since}&cursor=${encodeURIComponent(keyCursor)}`)).toBe(
      'query.cursor',
    );
  });
});

describe('the changes index backfill', () => {
  it('writes the entry of levels and orders written before it existed, once', async () => {
    const w = await purchaseWorld();
    const product = await w.product();
    expect((await w.move(product, 'ADJUSTMENT', 3)).status).toBe(201);
    const order = await w.create({ items: [{ productUid: product, quantityOrdered: 1 }] });
    expect(order.status, order.text).toBe(201);
    // Both as written before the entry existed.
    for (const Key of [
      { pk: `T#${w.tenant}#WAREHOUSE#${w.warehouseUid}`, sk: `STOCK#${product}` },
      { pk: `T#${w.tenant}#PURCHASEORDER#${order.body.purchaseOrderUid}`, sk: 'PURCHASEORDER' },
    ])
      await documentClient.send(
        new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }),
      );
    const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    const levels = async () => (await w.api.get<Page>(`${w.stock}?updatedSince=${since}`)).body.items.length;
    const orders = async () =>
      (await w.api.get(`/tenants/${w.tenant}/purchase-orders?updatedSince=${since}`)).body.items.length;
    expect([await levels(), await orders()]).toEqual([0, 0]);

    const dataDir = await mkdtemp(join(tmpdir(), 'rcs-backfill-'));
    try {
      const { tableName: table, dynamodbEndpoint } = stack();
      await writeFile(join(dataDir, 'stack.json'), JSON.stringify({ tableName: table, dynamodbEndpoint }));
      const backfill = async () =>
        (
          await promisify(execFile)(
            process.execPath,
            [
              'infra/tools/backfill-changes-index.ts',
              '--data',
              dataDir,
              '--tenant',
              w.tenant,
              '--segments',
              '2',
            ],
            { cwd: resolve(import.meta.dirname, '../../..') },
          )
        ).stdout;
      expect(await backfill()).toMatch(
        /levels: found 1 without the entry, wrote 1; purchase orders: found 1, wrote 1 /,
      );
      expect(await backfill()).toMatch(
        /levels: found 0 without the entry, wrote 0; purchase orders: found 0, wrote 0 /,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    expect([await levels(), await orders()]).toEqual([1, 1]);
  });
});
