import { benchOrderMetadata } from './metadata-orders.ts';
import { median, percentile, type Row, type Section } from './report.ts';
import { customerItem, seedCustomerTenant } from './scale-customers.ts';
import { seedDb } from './scale-seed.ts';
import { benchStack } from './stack.ts';

const TENANT = 't-metadata';
const SIZE = Number(process.env.BENCH_METADATA_CUSTOMERS ?? 100_000);
const SAMPLES = 30;

/**
 * `npm run bench -- metadata`: exact metadata search on one tenant of SIZE customers (100k by
 * default), each with a unique `erpId` and one of four `channel`s. Shows the plan of a search
 * through the tenant view (the jsonb GIN index, not the tenant's B-tree or a scan) and times
 * POST /customers/search with a metadata filter through the API; then the same for orders
 * (metadata-orders.ts, BENCH_METADATA_ORDERS).
 */
export const benchMetadata = async (): Promise<Section> => {
  const bench = await benchStack();
  const db = seedDb(bench.stack.search.writerUrl);
  const load = await seedCustomerTenant(db, await customerItem(bench), TENANT, SIZE);
  // The seeded rows get their metadata afterwards (the seed has none), then fresh statistics.
  await db.query(
    `UPDATE customers SET metadata = jsonb_build_object(tenant_uid, jsonb_build_object(
       'erpId', 'E-' || uid, 'channel', (ARRAY['shop','erp','pos','b2b'])[1 + abs(hashtext(uid)) % 4]))
     WHERE tenant_uid = $1`,
    [TENANT],
  );
  await db.query('VACUUM (ANALYZE) customers');
  const { rows: some } = await db.query<{ uid: string }>(
    'SELECT uid FROM customers WHERE tenant_uid = $1 ORDER BY uid LIMIT $2',
    [TENANT, SAMPLES],
  );
  const client = await db.connect();
  let plan = '';
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.tenant_uid', $1, true)", [TENANT]);
    const { rows } = await client.query(
      'EXPLAIN SELECT uid FROM tenant_customers WHERE tenant_uid = $1 AND NOT deleted AND metadata @> $2::jsonb',
      [TENANT, JSON.stringify({ [TENANT]: { erpId: `E-${some[0]!.uid}` } })],
    );
    plan = rows.map((r) => r['QUERY PLAN']).join(' / ');
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
  if (!plan.includes('customers_metadata'))
    throw new Error(`metadata search does not use its index: ${plan}`);
  const bearer = await bench.token(TENANT);
  const ms: number[] = [];
  for (const { uid } of some) {
    const res = await bench.request('POST', `/tenants/${TENANT}/customers/search`, bearer, {
      metadata: { erpId: `E-${uid}` },
    });
    if (res.status !== 200 || res.body.items.length !== 1)
      throw new Error(`metadata search: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    ms.push(res.ms);
  }
  const orders = await benchOrderMetadata(bench, db);
  await db.end();
  const row: Row = {
    name: 'customer search by erpId, p50',
    value: median(ms),
    unit: 'ms',
    note: `p95 ${percentile(ms, 95).toFixed(1)} ms, one of ${SIZE.toLocaleString('en')} customers`,
  };
  return {
    title: 'Metadata search',
    rows: [row, ...orders.rows],
    notes: [load, `plan: ${plan.replace(/\s+/g, ' ')}`, ...orders.notes],
  };
};
