import { afterAll, describe, expect, it } from 'vitest';
import { pgClient, uniqueTenant } from '#test/integration/search/helpers.ts';
import { index, orderItem, streamRecord, totalsOf } from './helpers.ts';

/**
 * The hour buckets of `order_buckets` against the orders they roll up: after inserts,
 * replacements, replays, tombstones, deletes and concurrent indexer batches, every bucket must
 * equal a direct sum of the tenant's live `orders` rows, and no empty bucket may remain.
 */
const writer = await pgClient(process.env.SEARCH_WRITER_URL!);
const reader = await pgClient(process.env.SEARCH_READER_URL!);
afterAll(async () => {
  await writer.end();
  await reader.end();
});

const FIGURES = 'count, gross, net, vat, discount, cost, gross_profit';
const buckets = async (tenant: string) =>
  (
    await writer.query(
      `SELECT hour, store_uid, currency, ${FIGURES} FROM order_buckets WHERE tenant_uid = $1
        ORDER BY hour, store_uid, currency`,
      [tenant],
    )
  ).rows;
// The hour from the instant itself, not from ordered_quarter as the triggers take it.
const direct = async (tenant: string) =>
  (
    await writer.query(
      `SELECT floor(date_part('epoch', ordered_at) / 3600)::integer AS hour, store_uid, currency,
          count(*) AS count, ${['gross', 'net', 'vat', 'discount', 'cost', 'gross_profit']
            .map((c) => `sum(${c})::bigint AS ${c}`)
            .join(', ')}
        FROM orders WHERE tenant_uid = $1 AND NOT deleted GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [tenant],
    )
  ).rows;
const expectInStep = async (tenant: string) => {
  const rollup = await buckets(tenant);
  expect(rollup).toEqual(await direct(tenant));
  expect(rollup.filter((b) => Number(b.count) <= 0)).toEqual([]);
  return rollup;
};

const H = Date.parse('2025-06-01T10:00:00Z');
const at = (minutes: number) => new Date(H + minutes * 60_000).toISOString();

describe('the hour buckets of the orders', () => {
  const t = uniqueTenant('buckets');
  const other = uniqueTenant('buckets');
  const o1 = orderItem(t, 'o1', at(5));
  const later = (item: ReturnType<typeof orderItem>, version: number, over: Record<string, unknown>) => ({
    ...item,
    version,
    lastModifiedAt: at(100 + version),
    ...over,
  });

  it('sum the orders inserted per hour, store and currency, tenant by tenant', async () => {
    await index(
      streamRecord('INSERT', o1),
      streamRecord('INSERT', orderItem(t, 'o2', at(59), { totals: totalsOf(5_000, 500) })),
      streamRecord('INSERT', orderItem(t, 'o3', at(60))),
      streamRecord('INSERT', orderItem(t, 'o4', at(10), { storeUid: 'store-2' })),
      streamRecord('INSERT', orderItem(t, 'o5', at(20), { currency: 'SEK' })),
      streamRecord('INSERT', orderItem(other, 'o1', at(5))),
    );
    const rollup = await expectInStep(t);
    expect(rollup).toHaveLength(4);
    expect(rollup[0]).toMatchObject({ store_uid: 'store-1', currency: 'NOK', count: '2', gross: '17500' });
    expect(await buckets(other)).toEqual([{ ...rollup[0], count: '1', ...figures(12_500) }]);
  });

  it('follow a replacement, and ignore a replay or a version that changes no figure', async () => {
    // A new version in another store, currency and hour, with other totals.
    const moved = later(o1, 2, {
      storeUid: 'store-3',
      currency: 'EUR',
      createdAt: o1.createdAt,
      totals: totalsOf(900),
    });
    await index(streamRecord('MODIFY', moved));
    await expectInStep(t);
    const before = await buckets(t);
    await index(streamRecord('MODIFY', o1), streamRecord('MODIFY', later(moved, 3, {})));
    expect(await expectInStep(t)).toEqual(before);
  });

  it('drop what a tombstone or a deleted row held, and the buckets left empty', async () => {
    await index(streamRecord('REMOVE', orderItem(t, 'o4', at(10), { storeUid: 'store-2' })));
    const rollup = await expectInStep(t);
    expect(rollup.map((b) => b.store_uid)).not.toContain('store-2');
    await writer.query(`DELETE FROM orders WHERE tenant_uid = $1 AND uid IN ('o3', 'o4')`, [t]);
    expect((await expectInStep(t)).map((b) => b.hour)).not.toContain(
      Math.floor(Date.parse(at(60)) / 3_600_000),
    );
    // Purging the tombstones changes nothing.
    await writer.query(`DELETE FROM orders WHERE tenant_uid = $1 AND deleted`, [t]);
    await expectInStep(t);
  });

  it('stay in step under concurrent batches that insert and replace orders of the same hours', async () => {
    const hours = [0, 60, 120];
    const first = hours.flatMap((h) =>
      Array.from({ length: 10 }, (_, i) => orderItem(t, `c${h}-${i}`, at(h + i))),
    );
    await index(...first.map((o) => streamRecord('INSERT', o)));
    // Each batch inserts orders in one hour and replaces orders of the others, in crossed orders.
    const batches = hours.map((h, b) =>
      index(
        ...Array.from({ length: 10 }, (_, i) =>
          streamRecord('INSERT', orderItem(t, `n${b}-${i}`, at(h + 30 + i))),
        ),
        ...first
          .filter((o) => !o.orderUid.startsWith(`c${h}-`))
          .filter((_, i) => i % hours.length === b)
          .map((o) => streamRecord('MODIFY', later(o, 2 + b, { totals: totalsOf(1_000 * (b + 1)) }))),
      ),
    );
    await Promise.all(batches);
    const rollup = await expectInStep(t);
    // o1, o2 and o5 are left from above.
    expect(rollup.reduce((n, b) => n + Number(b.count), 0)).toBe(3 + 30 + 30);
  });

  it('empty with a TRUNCATE of the orders', async () => {
    await writer.query('BEGIN');
    try {
      await writer.query('TRUNCATE orders');
      expect((await writer.query('SELECT count(*)::int AS n FROM order_buckets')).rows[0].n).toBe(0);
    } finally {
      await writer.query('ROLLBACK');
    }
    expect((await buckets(t)).length).toBeGreaterThan(0);
  });

  it('are seen by the reader role only through their tenant view', async () => {
    await expect(reader.query('SELECT * FROM order_buckets LIMIT 1')).rejects.toThrow(/permission denied/);
    await reader.query('BEGIN');
    try {
      await reader.query(`SELECT set_config('app.tenant_uid', $1, true)`, [other]);
      const seen = await reader.query('SELECT DISTINCT tenant_uid FROM tenant_order_buckets');
      expect(seen.rows).toEqual([{ tenant_uid: other }]);
    } finally {
      await reader.query('ROLLBACK');
    }
  });
});

/** The bigint columns of a bucket of one order of totalsOf(gross), as node-postgres reads them. */
function figures(gross: number) {
  const t = totalsOf(gross);
  return {
    gross: String(t.gross),
    net: String(t.net),
    vat: String(t.vat),
    discount: String(t.discount),
    cost: String(t.cost),
    gross_profit: String(t.grossProfit),
  };
}
