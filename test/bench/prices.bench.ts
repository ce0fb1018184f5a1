import { median, type Row, type Section } from './report.ts';
import { secondsSince } from './scale-seed.ts';
import { benchStack } from './stack.ts';

/**
 * The effective price (`GET .../stores/{s}/products/{p}/price`) with PRICES_BENCH_COUNT prices in
 * one tenant (default 1,000,000; the 5,000,000 with PRICES_BENCH_COUNT=5000000), seeded
 * straight into the table: four fifths in the store's pricelist, one fifth in a customer's. Each
 * source of the resolution is probed on products spread over the key range; targets: at most 2
 * DynamoDB round trips and a median of at most 10 ms. A deep page of the store pricelist and a
 * price PUT are measured too.
 */
const COUNT = Number(process.env.PRICES_BENCH_COUNT ?? 1_000_000);
const RUNS = 60;

export const benchPrices = async (): Promise<Section> => {
  const { token, caller } = await benchStack();
  const { seedPrices, seedProduct, benchProduct } = await import('./prices-seed.ts');
  const tenant = `bench-pr-${Date.now().toString(36)}`;
  const bearer = await token(tenant);
  const call = caller(bearer);
  const base = `/tenants/${tenant}`;
  await call('POST', `${base}/pricelists`, { pricelistUid: 'store-nok', name: 'Store', currency: 'NOK' });
  await call('POST', `${base}/pricelists`, { pricelistUid: 'b2b-nok', name: 'B2B', currency: 'NOK' });
  await call('POST', `${base}/stores`, {
    storeUid: 'oslo',
    name: 'Oslo',
    number: '1',
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    pricelistUid: 'store-nok',
  });
  await call('POST', `${base}/customers`, {
    customerUid: 'b2b',
    companyName: 'B2B AS',
    customerType: 'COMPANY',
    pricelistUid: 'b2b-nok',
  });

  const storeCount = Math.round(COUNT * 0.8);
  const started = performance.now();
  await seedPrices(tenant, 'store-nok', 0, storeCount);
  // The customer's list prices the last quarter of the store list's products.
  await seedPrices(tenant, 'b2b-nok', storeCount - (COUNT - storeCount), storeCount);
  const seeded = secondsSince(started);

  const probes = Array.from({ length: RUNS }, (_, i) => Math.floor(((i + 0.5) / RUNS) * storeCount));
  const noPrice = Array.from({ length: RUNS }, (_, i) => `unpriced-${i}`);
  for (const n of probes) await seedProduct(tenant, benchProduct(n), 5000);
  for (const uid of noPrice) await seedProduct(tenant, uid, 5000);

  const priceUrl = (productUid: string, query = '') =>
    `${base}/stores/oslo/products/${productUid}/price${query}`;
  const customerFrom = storeCount - (COUNT - storeCount);
  const kinds = [
    {
      name: 'customer pricelist',
      source: 'CUSTOMER_PRICELIST',
      url: (i: number) =>
        priceUrl(
          benchProduct(customerFrom + ((i * 7919) % (COUNT - storeCount))),
          '?customerUid=b2b&quantity=12',
        ),
    },
    {
      name: 'store pricelist',
      source: 'STORE_PRICELIST',
      url: (i: number) => priceUrl(benchProduct(probes[i]!), '?quantity=12'),
    },
    {
      name: 'product default',
      source: 'PRODUCT_DEFAULT',
      url: (i: number) => priceUrl(noPrice[i]!, '?customerUid=b2b'),
    },
  ];
  for (let i = 0; i < RUNS; i++) {
    const n = customerFrom + ((i * 7919) % (COUNT - storeCount));
    if (!probes.includes(n)) await seedProduct(tenant, benchProduct(n), 5000);
  }

  // The stream pollers read every seeded item after the seed; wait until the latency of a fixed
  // probe settles (two batches within 15 % of each other) before measuring.
  const settleStarted = performance.now();
  let previous = Number.POSITIVE_INFINITY;
  for (;;) {
    const ms: number[] = [];
    for (let i = 0; i < 20; i++) ms.push((await call('GET', kinds[1]!.url(i))).ms);
    const now = median(ms);
    if (Math.abs(now - previous) <= 0.15 * previous || secondsSince(settleStarted) > 600) break;
    previous = now;
  }
  const settled = secondsSince(settleStarted);

  const samples = kinds.map(() => ({ ms: [] as number[], trips: 0 }));
  // Interleaved, so that a background burst weighs on every source alike.
  for (let i = 0; i < RUNS; i++) {
    for (const [k, kind] of kinds.entries()) {
      const res = await call('GET', kind.url(i));
      if (res.body.source !== kind.source) throw new Error(`${kind.name}: answered ${res.body.source}`);
      samples[k]!.ms.push(res.ms);
      samples[k]!.trips = Math.max(samples[k]!.trips, res.db.roundTrips);
    }
  }
  // The same reads in process (the service the handler calls), without HTTP and the authorizer.
  const { effectivePrice } = await import('#functions/prices/effective-price.service.ts');
  const { withDbUsage } = await import('#shared/db/usage.ts');
  const direct = { ms: [] as number[], trips: 0 };
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { usage } = await withDbUsage(() =>
      effectivePrice(tenant, 'oslo', benchProduct(probes[i]!), { customerUid: 'b2b', quantity: 12 }),
    );
    direct.ms.push(performance.now() - started);
    direct.trips = Math.max(direct.trips, usage.roundTrips);
  }
  const rows: Row[] = kinds.flatMap((kind, k) => [
    { name: `${kind.name}: round trips (max)`, value: samples[k]!.trips, unit: 'trips', target: { max: 2 } },
    {
      name: `${kind.name}: median`,
      value: Math.round(median(samples[k]!.ms) * 100) / 100,
      unit: 'ms',
      target: { max: 10 },
    },
  ]);

  rows.push(
    {
      name: 'in process (service call): round trips (max)',
      value: direct.trips,
      unit: 'trips',
      target: { max: 2 },
    },
    {
      name: 'in process (service call): median',
      value: Math.round(median(direct.ms) * 100) / 100,
      unit: 'ms',
      target: { max: 10 },
    },
  );
  const pageMs = async (after: string) => {
    const ms: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A deep page by the cursor `paging.nextCursor` would carry after that key (shared/http/key-paging.ts).
      const query = after
        ? `&cursor=${Buffer.from(JSON.stringify({ a: after, p: 2, s: 100, t: 0 })).toString('base64url')}`
        : '';
      ms.push((await call('GET', `${base}/pricelists/store-nok/prices?pageSize=100${query}`)).ms);
    }
    return Math.round(median(ms.slice(1)) * 100) / 100;
  };
  const first = await pageMs('');
  // The first page's totalCount is the pricelist's counter (one GetItem), not a count of its prices.
  const firstPage = await call('GET', `${base}/pricelists/store-nok/prices?pageSize=100`);
  const deep = await pageMs(benchProduct(storeCount - 500));
  const put = await call('PUT', `${base}/pricelists/store-nok/prices/${benchProduct(7)}`, { amount: 1234 });
  rows.push(
    { name: 'price page of 100, first page: median', value: first, unit: 'ms' },
    {
      name: 'price page of 100, first page: read units',
      value: firstPage.db.readUnits,
      unit: 'RCU',
      target: { max: 50 },
      note: `totalCount ${firstPage.body.paging.totalCount}`,
    },
    { name: 'price page of 100, near the end: median', value: deep, unit: 'ms' },
    { name: 'PUT price (change): round trips', value: put.db.roundTrips, unit: 'trips', target: { max: 2 } },
  );
  return {
    title: `prices: effective price over ${COUNT.toLocaleString('en')} prices in one tenant`,
    rows,
    notes: [
      `seeded ${COUNT.toLocaleString('en')} prices straight into DynamoDB Local in ${seeded} s (${Math.round(COUNT / seeded).toLocaleString('en')} items/s)`,
      `${RUNS} requests per source, interleaved, after ${settled} s for the stream pollers to settle; latency is the HTTP round trip through the local API server (authorizer included)`,
    ],
  };
};
