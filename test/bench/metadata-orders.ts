import { ORDERS_TABLE } from '#functions/sales/orders/order-search.table.ts';
import { ordersOf } from './fulfilment-seed.ts';
import { orderItemAs } from './receipts-seed.ts';
import { median, percentile, type Row } from './report.ts';
import { measure } from './scale-measure.ts';
import { bulkLoad, countRows, type SeedDb } from './scale-seed.ts';
import type { BenchStack } from './stack.ts';
import { writeAll } from './table-seed.ts';

const TENANT = 't-metadata-orders';
const SIZE = Number(process.env.BENCH_METADATA_ORDERS ?? 100_000);
const SAMPLES = 30;
const CHANNELS = ['shop', 'erp', 'pos', 'b2b'] as const;

/** The metadata column of a seeded order row: a unique `erpId` and one of four `channel`s. */
const metadataSql = `jsonb_build_object('${TENANT}', jsonb_build_object('erpId', 'E-' || uid,
  'channel', (ARRAY[${CHANNELS.map((c) => `'${c}'`).join(', ')}])[1 + n % ${CHANNELS.length}]))`;

/** The plan of an order search by `pairs` through the tenant view, as the reader runs it. */
const planOf = async (db: SeedDb, pairs: Record<string, string>): Promise<string> => {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.tenant_uid', $1, true)", [TENANT]);
    const { rows } = await client.query(
      'EXPLAIN SELECT uid FROM tenant_orders WHERE tenant_uid = $1 AND NOT deleted AND metadata @> $2::jsonb',
      [TENANT, JSON.stringify({ [TENANT]: pairs })],
    );
    await client.query('ROLLBACK');
    return rows.map((r) => String(r['QUERY PLAN']).trim()).join(' / ');
  } finally {
    client.release();
  }
};

/**
 * The order half of the metadata section: one tenant of SIZE orders (100k by default) seeded in
 * the read model, each with a unique `erpId` and one of four `channel`s, and the order items of
 * SAMPLES of them in the table (with the same pairs), so a search by `erpId` reads and answers a
 * whole order. Fails unless the plan names `orders_metadata`; times POST /orders/search with one
 * `erpId` (one match) and with one `channel` (a quarter of the tenant, page 1 of 50).
 */
export const benchOrderMetadata = async (bench: BenchStack, db: SeedDb) => {
  const notes: string[] = [];
  if ((await countRows(db, ORDERS_TABLE, TENANT)) !== SIZE) {
    notes.push(
      await bulkLoad(db, ORDERS_TABLE, [
        `DELETE FROM ${ORDERS_TABLE} WHERE tenant_uid = '${TENANT}'`,
        ordersOf(TENANT, SIZE, metadataSql),
      ]),
    );
  }
  const { rows: some } = await db.query<{
    uid: string;
    at: string;
    metadata: Record<string, Record<string, string>>;
  }>('SELECT uid, created_at AS at, metadata FROM orders WHERE tenant_uid = $1 ORDER BY uid LIMIT $2', [
    TENANT,
    SAMPLES,
  ]);
  // The same pairs on the items: the indexer's row of each (from the stream) keeps them.
  await writeAll(some.map((o, i) => orderItemAs(TENANT, i, o.uid, o.at, o.metadata[TENANT]!)));
  const plan = await planOf(db, { erpId: `E-${some[0]!.uid}` });
  if (!plan.includes('orders_metadata'))
    throw new Error(`order metadata search does not use its index: ${plan}`);
  const bearer = await bench.token(TENANT);
  const search = (pairs: Record<string, string>) =>
    bench.request('POST', `/tenants/${TENANT}/orders/search`, bearer, { metadata: pairs });
  const ms: number[] = [];
  for (const { uid } of some) {
    const res = await search({ erpId: `E-${uid}` });
    if (res.status !== 200 || res.body.items.length !== 1 || res.body.items[0].orderUid !== uid)
      throw new Error(`order metadata search: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    ms.push(res.ms);
  }
  const broad = await measure(() => search({ channel: 'shop' }));
  const rows: Row[] = [
    {
      name: 'order search by erpId, p50',
      value: median(ms),
      unit: 'ms',
      note: `p95 ${percentile(ms, 95).toFixed(1)} ms, one of ${SIZE.toLocaleString('en')} orders`,
    },
    {
      name: 'order search by channel (a quarter of the orders), page 1, p50',
      value: Math.round(broad.ms * 10) / 10,
      unit: 'ms',
      note: `totalCount ${broad.totalCount.toLocaleString('en')}, ${broad.samples} samples; those orders are not in the table (read model and request only)`,
    },
  ];
  notes.push(`order plan: ${plan.replace(/\s+/g, ' ')}`);
  return { rows, notes };
};
