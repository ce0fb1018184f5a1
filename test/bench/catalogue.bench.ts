import { CATALOGUE_ROWS, CATALOGUE_TENANT, gtinOf, seedProducts, skuOf } from './catalogue-seed.ts';
import { median, type Row, type Section } from './report.ts';
import { latencyRow, measure, tenantApi } from './scale-measure.ts';
import { secondsSince, seedDb } from './scale-seed.ts';
import { createdItem } from './scale-template.ts';
import { benchStack } from './stack.ts';

/** Targets of issue 15, in ms (the batch in ms for 500 products). */
const EXACT_MS = 10;
const SELECTIVE_MS = 30;
const BROAD_MS = 300;
const BATCH_MS = 2000;
const BATCH_RUNS = 5;

/**
 * `npm run bench -- catalogue`: products at a million per tenant. The million are seeded straight
 * into the read model (catalogue-seed.ts); a few real products are written through the API, so a
 * GET reads a real item (DynamoDB's GetItem does not depend on the table's size, and DynamoDB
 * Local holds only these). Searches and the batch import are measured through the HTTP API.
 */
export const benchCatalogue = async (): Promise<Section> => {
  const bench = await benchStack();
  const call = await tenantApi(bench, CATALOGUE_TENANT);
  const base = `/tenants/${CATALOGUE_TENANT}/products`;
  const template = await createdItem(
    () =>
      call('POST', base, {
        sku: 'TPL-1',
        name: 'White espresso cup x0000',
        brand: 'Nordlys',
        unit: 'pcs',
        gtins: [{ gtin: '6900000000001' }],
        vatCodeUid: 'vat-25',
        vatRate: 2500,
        defaultPrice: { amount: 9900, currency: 'NOK' },
        allowedActions: ['QUANTITY_SOLD', 'PRICE_SALE', 'DISCOUNT', 'CREDIT'],
      }),
    'product',
    'productUid',
  );
  const db = seedDb(bench.stack.search.writerUrl);
  const started = performance.now();
  let seedNotes: string[];
  try {
    seedNotes = await seedProducts(db, template);
  } finally {
    await db.end();
  }
  const seeded = `seeded ${CATALOGUE_ROWS.toLocaleString('en')} products in ${secondsSince(started)} s`;
  const of = CATALOGUE_ROWS;
  const search = (body: object) => () => call('POST', `${base}/search`, body);
  const rows: Row[] = [];

  const getPath = `${base}/${template.productUid}`;
  const got = await measure(() => call('GET', getPath));
  const trips = (await call('GET', getPath)).db.roundTrips;
  rows.push({ name: 'product GET: DynamoDB round trips', value: trips, unit: 'trips', target: { max: 1 } });
  rows.push({ name: 'product GET', value: Math.round(got.ms * 10) / 10, unit: 'ms' });
  rows.push(latencyRow('search sku exact', await measure(search({ sku: skuOf(500_000) })), EXACT_MS, of));
  rows.push(latencyRow('search gtin exact', await measure(search({ gtin: gtinOf(700_001) })), EXACT_MS, of));
  rows.push(
    latencyRow("search name 'x4242' (~0.01%)", await measure(search({ query: 'x4242' })), SELECTIVE_MS, of),
  );
  rows.push(
    latencyRow(
      "search 'blue teapot' (~0.1%)",
      await measure(search({ query: 'blue teapot' })),
      SELECTIVE_MS,
      of,
    ),
  );
  rows.push(
    latencyRow("search 'teapot' (~1%), by name", await measure(search({ query: 'teapot' })), BROAD_MS, of),
  );
  rows.push(
    latencyRow(
      'list page 1, by name',
      await measure(() => call('GET', `${base}?pageSize=50`)),
      SELECTIVE_MS,
      of,
    ),
  );

  const batchMs: number[] = [];
  for (let run = 0; run < BATCH_RUNS; run++) {
    const products = Array.from({ length: 500 }, (_, i) => ({
      sku: `IMP-${run}-${i}`,
      name: `Imported item ${run} ${i}`,
      brand: 'Import',
      gtins: [{ gtin: String(6_100_000_000_000 + run * 1000 + i) }],
      vatCodeUid: 'vat-25',
      vatRate: 2500,
      defaultPrice: { amount: 1000 + i, currency: 'NOK' },
    }));
    const res = await call('POST', `${base}/batch`, { products });
    const created = (res.body?.items ?? []).filter((r: { status: number }) => r.status === 201).length;
    if (res.status !== 207 || created !== 500)
      throw new Error(`batch: ${res.status}, ${created} of 500 created`);
    batchMs.push(res.ms);
  }
  rows.push({
    name: '500-product batch import (POST /products/batch)',
    value: Math.round(median(batchMs)),
    unit: 'ms',
    target: { max: BATCH_MS },
    note: `median of ${BATCH_RUNS}, each 500 creates with a gtin each (${batchMs.map((m) => Math.round(m)).join(', ')} ms)`,
  });
  return {
    title: 'Catalogue: products at 1M per tenant (medians through the HTTP API)',
    rows,
    notes: [
      seeded,
      ...seedNotes,
      'The million are read-model rows only; GET and the batch import use real DynamoDB Local items.',
    ],
  };
};
