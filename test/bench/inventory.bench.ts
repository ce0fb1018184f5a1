import { loadavg } from 'node:os';
import { median, type Row, type Section } from './report.ts';
import { secondsSince } from './scale-seed.ts';
import { type BenchResponse, benchStack } from './stack.ts';

/** The cursor `paging.nextCursor` would carry to the page after `key` (its total left at 0). */
const cursorAfter = (key: string) =>
  Buffer.from(JSON.stringify({ a: key, p: 2, s: 100, t: 0 })).toString('base64url');

/**
 * `npm run bench -- inventory` (issue 16): stock movements per second on one hot product and
 * spread over 10,000 products, the 1,000-product batch set, the level GET, and a page of a
 * warehouse's stock list at INVENTORY_BENCH_LEVELS levels (default 1,000,000), all through the
 * HTTP API. Products and the million levels are seeded straight into DynamoDB Local
 * (inventory-seed.ts); movements and batches go through the API.
 */
const LEVELS = Number(process.env.INVENTORY_BENCH_LEVELS ?? 1_000_000);
const SPREAD = 10_000;
const BATCH = 1_000;
const BATCH_MS = 3_000;
const PAGE_MS = 30;
const ROUNDS = 3;
const AT = LEVELS >= 1_000_000 ? `${LEVELS / 1_000_000}M` : LEVELS.toLocaleString('en');
const CONCURRENCY = 16;
const HOT_MOVES = 200;
const SPREAD_MOVES = 600;
/** Fixed, so that a table kept across runs (BENCH_DATA_DIR) keeps its million levels. */
const BIG_TENANT = 'bench-inventory-1m';
const BIG_WAREHOUSE = 'wh-1m';

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** `count` calls of `probe(i)` with CONCURRENCY in flight: movements per second and their latencies. */
const burst = async (count: number, probe: (i: number) => Promise<BenchResponse>) => {
  const ms: number[] = [];
  let trips = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await probe(i);
      ms.push(res.ms);
      trips = Math.max(trips, res.db.roundTrips);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { perSecond: count / ((performance.now() - started) / 1000), ms: median(ms), trips };
};

type Burst = Awaited<ReturnType<typeof burst>>;

export const benchInventory = async (): Promise<Section> => {
  const bench = await benchStack();
  const { seedProducts, benchProduct } = await import('./inventory-seed.ts');
  const { getProducts } = await import('#functions/catalogue/product.repository.ts');
  const tenant = `bench-inv-${Date.now().toString(36)}`;
  const call = bench.caller(await bench.token(tenant));
  const base = `/tenants/${tenant}`;
  const template = (await call('POST', `${base}/products`, { productUid: 'tpl', sku: 'TPL', name: 'Cup' }))
    .body;
  const warehouse = async (api: typeof call, tenantUid: string, warehouseUid: string) => {
    const path = `/tenants/${tenantUid}/stores/bench/warehouses`;
    const found = await bench.request('GET', `${path}/${warehouseUid}`, await bench.token(tenantUid));
    if (found.status === 404) await api('POST', path, { warehouseUid, name: warehouseUid });
    return `/tenants/${tenantUid}/warehouses/${warehouseUid}/stock`;
  };
  const stock = await warehouse(call, tenant, 'wh-main');
  const record = (await getProducts(tenant, [template.productUid])).get(template.productUid)!;
  const started = performance.now();
  await seedProducts(record, SPREAD);
  const productsSeeded = secondsSince(started);
  const rows: Row[] = [];
  const notes: string[] = [];

  // Movements: ADJUSTMENT +1, CONCURRENCY in flight; the hot product must end at exactly the sum.
  const move = (productUid: string) => () =>
    call('POST', `${stock}/${productUid}/movements`, { reason: 'ADJUSTMENT', quantity: 1 });
  const hot: Burst[] = [];
  for (let r = 0; r < ROUNDS; r++) hot.push(await burst(HOT_MOVES, move(benchProduct(0))));
  const hotLevel = (await call('GET', `${stock}/${benchProduct(0)}`)).body;
  if (hotLevel.onHand !== ROUNDS * HOT_MOVES)
    throw new Error(`hot product: onHand ${hotLevel.onHand}, expected ${ROUNDS * HOT_MOVES}`);
  const spread: Burst[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const offset = r * SPREAD_MOVES;
    spread.push(
      await burst(SPREAD_MOVES, (i) => move(benchProduct(1 + (((offset + i) * 7919) % (SPREAD - 1))))()),
    );
  }
  const movementRows = (name: string, runs: Burst[], moves: number): Row[] => [
    {
      name: `movements/s, ${name}`,
      value: round(median(runs.map((r) => r.perSecond))),
      unit: '/s',
      note: `median of ${ROUNDS} bursts of ${moves}, ${CONCURRENCY} in flight (${runs.map((r) => Math.round(r.perSecond)).join(', ')}/s); one movement: median ${round(median(runs.map((r) => r.ms)))} ms, ${Math.max(...runs.map((r) => r.trips))} round trips`,
    },
  ];
  rows.push(
    ...movementRows('one hot product', hot, HOT_MOVES),
    ...movementRows(`spread over ${SPREAD.toLocaleString('en')} products`, spread, SPREAD_MOVES),
  );

  // The batch set: every run counts the same 1,000 products to new quantities.
  const batchMs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const items = Array.from({ length: BATCH }, (_, i) => ({
      productUid: benchProduct(i),
      quantity: 1000 + r,
    }));
    const res = await call('POST', `${stock}/batch`, { items });
    const counted = res.body.results.filter((x: { status: number }) => x.status === 200).length;
    if (res.status !== 207 || counted !== BATCH) throw new Error(`batch: ${res.status}, ${counted} counted`);
    batchMs.push(res.ms);
  }
  rows.push({
    name: `${BATCH.toLocaleString('en')}-product batch set (POST .../stock/batch)`,
    value: Math.round(median(batchMs)),
    unit: 'ms',
    target: { max: BATCH_MS },
    note: `median of ${ROUNDS} (${batchMs.map((m) => Math.round(m)).join(', ')} ms), each 1,000 COUNT movements`,
  });

  const gets = [];
  for (let i = 0; i < 30; i++) gets.push(await call('GET', `${stock}/${benchProduct((i * 331) % SPREAD)}`));
  rows.push(
    {
      name: 'stock GET: round trips (max)',
      value: Math.max(...gets.map((g) => g.db.roundTrips)),
      unit: 'trips',
      target: { max: 1 },
    },
    { name: 'stock GET: median', value: round(median(gets.slice(5).map((g) => g.ms)), 2), unit: 'ms' },
  );
  notes.push(`seeded ${SPREAD.toLocaleString('en')} catalogue products in ${productsSeeded} s`);
  // The seed of the big warehouse takes minutes: show what is measured so far first.
  console.log(`\n  (inventory so far: ${rows.map((r) => `${r.name} ${r.value} ${r.unit}`).join('; ')})`);
  console.log(`  (seeding ${LEVELS.toLocaleString('en')} stock levels ...)`);
  rows.push(...(await pages(bench, BIG_TENANT, BIG_WAREHOUSE, stock, call, notes, warehouse)));
  return {
    title: `Inventory: stock movements, batch set and the warehouse list at ${AT} levels (medians, HTTP API)`,
    rows,
    notes: [
      ...notes,
      `load average of the machine at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} (2 cores)`,
      'Latency is the HTTP round trip through the local API server (authorizer included); the machine is shared by other builds (2 cores), so figures are noisy: medians.',
    ],
  };
};

/** Seeds (or finds) the big warehouse and measures pages of it and of the small one. */
const pages = async (
  bench: Awaited<ReturnType<typeof benchStack>>,
  tenantUid: string,
  warehouseUid: string,
  smallStock: string,
  small: (method: string, path: string, body?: unknown) => Promise<BenchResponse>,
  notes: string[],
  warehouse: (api: typeof small, tenantUid: string, warehouseUid: string) => Promise<string>,
): Promise<Row[]> => {
  const { seedLevels, benchProduct } = await import('./inventory-seed.ts');
  const call = bench.caller(await bench.token(tenantUid));
  const big = await warehouse(call, tenantUid, warehouseUid);
  const started = performance.now();
  const seeded = await seedLevels(tenantUid, warehouseUid, LEVELS);
  const seconds = secondsSince(started);
  notes.push(
    seeded
      ? `seeded ${LEVELS.toLocaleString('en')} stock levels straight into DynamoDB Local in ${seconds} s (${Math.round(LEVELS / seconds).toLocaleString('en')} items/s, BatchWriteItem, 8 in flight)`
      : `the ${LEVELS.toLocaleString('en')} stock levels were already in the kept table (BENCH_DATA_DIR): not seeded again`,
  );
  // A deep page is reached with a cursor after a key, as `paging.nextCursor` carries it
  // (shared/http/key-paging.ts): the page a cursor opens costs one seek, however deep.
  const probe = (stockPath: string, api: typeof small, after?: string) => () =>
    api('GET', `${stockPath}?pageSize=100${after ? `&cursor=${cursorAfter(after)}` : ''}`);
  // The stream pollers read every seeded item after the seed: wait until a page's latency settles
  // (two batches within 15 % of each other) before measuring.
  const settleStarted = performance.now();
  let previous = Number.POSITIVE_INFINITY;
  for (;;) {
    const ms: number[] = [];
    for (let i = 0; i < 20; i++) ms.push((await probe(big, call)()).ms);
    const now = median(ms);
    if (Math.abs(now - previous) <= 0.15 * previous || secondsSince(settleStarted) > 600) break;
    previous = now;
  }
  notes.push(`measured after ${secondsSince(settleStarted)} s for the stream pollers to settle`);
  const cases = [
    { name: "page of 100, the movements' warehouse (a few thousand levels)", run: probe(smallStock, small) },
    { name: `page of 100 at ${AT}, first page`, run: probe(big, call) },
    { name: `page of 100 at ${AT}, middle`, run: probe(big, call, benchProduct(Math.floor(LEVELS / 2))) },
    { name: `page of 100 at ${AT}, near the end`, run: probe(big, call, benchProduct(LEVELS - 150)) },
  ];
  const samples = cases.map(() => [] as BenchResponse[]);
  // Interleaved, so that a background burst weighs on every case alike.
  for (let i = 0; i < 25; i++) {
    for (const [k, c] of cases.entries()) {
      const res = await c.run();
      if (res.body.items.length !== 100) throw new Error(`${c.name}: ${res.body.items.length} items`);
      if (i >= 5) samples[k]!.push(res);
    }
  }
  return cases.flatMap((c, k) => [
    {
      name: `${c.name}: median`,
      value: round(median(samples[k]!.map((s) => s.ms)), 2),
      unit: 'ms',
      ...(k > 0 ? { target: { max: PAGE_MS } } : {}),
      note: `round trips ${Math.max(...samples[k]!.map((s) => s.db.roundTrips))}, RCU ${median(samples[k]!.map((s) => s.db.readUnits))}`,
    },
  ]);
};
