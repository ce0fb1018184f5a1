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
  const { token, caller, request } = await benchStack();
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
  const measure = async (name: string, urls: string[], source: string): Promise<Row[]> => {
    const ms: number[] = [];
    let trips = 0;
    for (const url of urls) await request('GET', url, bearer); // warm-up pass
    for (const url of urls) {
      const res = await call('GET', url);
      if (res.body.source !== source) throw new Error(`${name}: ${url} answered ${res.body.source}`);
      ms.push(res.ms);
      trips = Math.max(trips, res.db.roundTrips);
    }
    return [
      { name: `${name}: round trips (max)`, value: trips, unit: 'trips', target: { max: 2 } },
      { name: `${name}: median`, value: Math.round(median(ms) * 100) / 100, unit: 'ms', target: { max: 10 } },
    ];
  };
  const customerHits = probes.filter((n) => n >= storeCount - (COUNT - storeCount));
  const rows = [
    ...(await measure(
      'customer pricelist',
      customerHits.map((n) => priceUrl(benchProduct(n), '?customerUid=b2b&quantity=12')),
      'CUSTOMER_PRICELIST',
    )),
    ...(await measure(
      'store pricelist',
      probes.map((n) => priceUrl(benchProduct(n), '?quantity=12')),
      'STORE_PRICELIST',
    )),
    ...(await measure(
      'product default',
      noPrice.map((uid) => priceUrl(uid, '?customerUid=b2b')),
      'PRODUCT_DEFAULT',
    )),
  ];

  const deep = await call(
    'GET',
    `${base}/pricelists/store-nok/prices?pageSize=100&after=${benchProduct(storeCount - 500)}`,
  );
  const put = await call('PUT', `${base}/pricelists/store-nok/prices/${benchProduct(7)}`, { amount: 1234 });
  rows.push(
    {
      name: 'price page of 100 deep in the list',
      value: Math.round(deep.ms * 100) / 100,
      unit: 'ms',
      note: `${deep.db.roundTrips} trip(s)`,
    },
    { name: 'PUT price (change): round trips', value: put.db.roundTrips, unit: 'trips', target: { max: 2 } },
  );
  return {
    title: `prices: effective price over ${COUNT.toLocaleString('en')} prices in one tenant`,
    rows,
    notes: [
      `seeded ${COUNT.toLocaleString('en')} prices straight into DynamoDB Local in ${seeded} s (${Math.round(COUNT / seeded).toLocaleString('en')} items/s)`,
      `customer-pricelist probes: ${customerHits.length}, others ${RUNS} each; latency is the HTTP round trip through the local API server`,
    ],
  };
};
