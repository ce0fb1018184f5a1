import { describe, expect, it } from 'vitest';
import { PRICE_COUNT_SK } from '#functions/prices/price-count.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, GetCommand } from '#shared/db/document-commands.ts';
import { REFERENCE_KEYS } from '#shared/db/references.ts';
import { newPricelist, type PriceTenant, priceTenant, putPrice } from './helpers.ts';

/**
 * A pricelist's totalCount comes from its counter item, which each price create and delete moves
 * in its own transaction (docs/decisions/prices.md, "Price count"); a pricelist without one is
 * counted once by its first page.
 */
const counterKey = (t: PriceTenant, pricelistUid: string) => ({
  pk: REFERENCE_KEYS.pricelist(t.tenant, pricelistUid).pk,
  sk: PRICE_COUNT_SK,
});

const counter = async (t: PriceTenant, pricelistUid: string) =>
  (
    await documentClient.send(
      new GetCommand({ TableName: tableName(), Key: counterKey(t, pricelistUid), ConsistentRead: true }),
    )
  ).Item;

const totalCount = async (t: PriceTenant, pricelistUid: string): Promise<number> => {
  const res = await t.api.get(`${t.pricelists}/${pricelistUid}/prices?pageSize=2`);
  expect(res.status, res.text).toBe(200);
  return res.body.paging.totalCount as number;
};

describe('price count of a pricelist', () => {
  it('stays right across creates, overwrites, unchanged puts, deletes and re-creates', async () => {
    const t = await priceTenant();
    const list = await newPricelist(t);
    expect(await counter(t, list)).toMatchObject({ priceCount: 0, counted: true });
    expect(await totalCount(t, list)).toBe(0);

    for (const p of ['p1', 'p2', 'p3'])
      expect((await putPrice(t, list, p, { amount: 1000 })).status).toBe(201);
    expect(await totalCount(t, list)).toBe(3);
    // An overwrite and an unchanged put are no new prices.
    expect((await putPrice(t, list, 'p2', { amount: 1100 })).status).toBe(200);
    expect((await putPrice(t, list, 'p2', { amount: 1100 })).status).toBe(200);
    expect(await totalCount(t, list)).toBe(3);
    // A put refused for a stale If-Match writes and counts nothing.
    const stale = await t.api.put(`${t.pricelists}/${list}/prices/p3`, { amount: 1 }, { 'if-match': '"9"' });
    expect(stale.status).toBe(412);

    expect((await t.api.delete(`${t.pricelists}/${list}/prices/p1`)).status).toBe(204);
    expect((await t.api.delete(`${t.pricelists}/${list}/prices/p1`)).status).toBe(404);
    expect(await totalCount(t, list)).toBe(2);
    expect((await putPrice(t, list, 'p1', { amount: 900 })).status).toBe(201);
    expect(await totalCount(t, list)).toBe(3);
    expect(await counter(t, list)).toMatchObject({ priceCount: 3, counted: true });

    // Concurrent creates of one product: one wins, the counter moves once.
    const racing = await Promise.all(
      [1, 2, 3].map((n) => t.api.put(`${t.pricelists}/${list}/prices/p9`, { amount: 100 * n })),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await totalCount(t, list)).toBe(4);
  });

  it('counts a pricelist without a counter once, keeps the count, and moves it from then on', async () => {
    const t = await priceTenant();
    const list = await newPricelist(t);
    for (const p of ['a', 'b', 'c', 'd', 'e']) await putPrice(t, list, p, { amount: 500 });
    // A pricelist from before the counter: its prices, no counter item.
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: counterKey(t, list) }));
    // A delete before the first count moves a counter that is not counted yet.
    expect((await t.api.delete(`${t.pricelists}/${list}/prices/e`)).status).toBe(204);
    const moved = await counter(t, list);
    expect(moved).toMatchObject({ priceCount: -1, writes: 1 });
    expect(moved?.counted).toBeUndefined();

    expect(await totalCount(t, list)).toBe(4);
    expect(await counter(t, list)).toMatchObject({ priceCount: 4, counted: true });
    await putPrice(t, list, 'f', { amount: 500 });
    expect(await totalCount(t, list)).toBe(5);
    expect(await counter(t, list)).toMatchObject({ priceCount: 5, counted: true });
  });

  it('writes no counter for the list of a pricelist that does not exist (a 404)', async () => {
    const t = await priceTenant();
    const res = await t.api.get(`${t.pricelists}/no-such-list/prices`);
    expect(res.status).toBe(404);
    expect(await counter(t, 'no-such-list')).toBeUndefined();
  });

  it('leaves with its pricelist', async () => {
    const t = await priceTenant();
    const list = await newPricelist(t);
    await putPrice(t, list, 'p1', { amount: 500 });
    expect((await t.api.delete(`${t.pricelists}/${list}/prices/p1`)).status).toBe(204);
    expect((await t.api.delete(`${t.pricelists}/${list}`)).status).toBe(204);
    expect(await counter(t, list)).toBeUndefined();
  });
});
