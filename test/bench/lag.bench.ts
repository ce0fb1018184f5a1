import { loadavg } from 'node:os';
import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import type { Section } from './report.ts';
import { benchIndexLag } from './scale-lag.ts';
import { inParallel } from './scale-measure.ts';
import { countRows, type SeedDb, seedDb } from './scale-seed.ts';
import { type BenchStack, benchStack } from './stack.ts';

/** An ordinary tenant of its own: the lag depends on the write path, not on the tenant's size. */
const TENANT = 't-lag';
const WARMUP_TENANT = 't-lag-warmup';
const WARMUP_WRITES = 200;

const load = () => loadavg()[0]!.toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A short burst in another tenant, waited for until indexed: in `scale` the lag is measured on a
 * stack that has served thousands of requests, so a fresh one first gets its JVM and handlers warm.
 */
const warmUp = async (bench: BenchStack, db: SeedDb): Promise<void> => {
  const call = bench.caller(await bench.token(WARMUP_TENANT));
  await inParallel(
    Array.from({ length: WARMUP_WRITES }, (_, i) => i),
    20,
    async (i) => {
      await call('POST', `/tenants/${WARMUP_TENANT}/customers`, {
        firstname: `Warm${i}`,
        lastname: 'Up',
        email: `warm${i}@burst.no`,
      });
    },
  );
  const deadline = performance.now() + 60_000;
  while ((await countRows(db, CUSTOMERS_TABLE, WARMUP_TENANT)) < WARMUP_WRITES) {
    if (performance.now() > deadline) throw new Error('warm-up writes were not indexed within 60 s');
    await sleep(100);
  }
};

/**
 * `npm run bench -- lag`: the index lag section of `scale` on its own, without seeding millions of
 * rows first, so a change to the write path or the stream mapping is measured in a minute.
 */
export const benchLag = async (): Promise<Section> => {
  const bench = await benchStack();
  const db = seedDb(bench.stack.search.writerUrl);
  try {
    await warmUp(bench, db);
    const loadBefore = load();
    const section = await benchIndexLag(bench, db, TENANT);
    section.notes!.push(
      `after a warm-up of ${WARMUP_WRITES} creates in ${WARMUP_TENANT}; ` +
        `machine load (1-minute average) ${loadBefore} at the start, ${load()} at the end`,
    );
    return section;
  } finally {
    await db.end();
  }
};
