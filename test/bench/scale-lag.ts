import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import { percentile, type Section } from './report.ts';
import { inParallel } from './scale-measure.ts';
import type { SeedDb } from './scale-seed.ts';
import { watchBackends } from './scale-waits.ts';
import type { BenchStack } from './stack.ts';

const WRITES = 1000;
const IN_FLIGHT = 20;
const POLL_MS = 20;
/** Rows not indexed this long after the burst count as lost (reported, not waited for). */
const GIVE_UP_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Index lag under a burst: WRITES customers created through the API (IN_FLIGHT at a time) in the
 * largest tenant, each timed from its 201 to the first poll that finds its row in PostgreSQL.
 * One query for every outstanding uid each POLL_MS; a row counts as found at the start of the
 * poll that returned it (its snapshot), so a figure is at most one poll interval late.
 */
export const benchIndexLag = async (bench: BenchStack, db: SeedDb, tenant: string): Promise<Section> => {
  const call = bench.caller(await bench.token(tenant));
  const answered = new Map<string, number>();
  const found = new Map<string, number>();
  let writing = true;
  let polls = 0;
  let slowestPoll = 0;
  const backends = watchBackends(db);
  const poller = (async () => {
    let deadline = Number.POSITIVE_INFINITY;
    while (writing || (found.size < answered.size && performance.now() < deadline)) {
      if (!writing && deadline === Number.POSITIVE_INFINITY) deadline = performance.now() + GIVE_UP_MS;
      const outstanding = [...answered.keys()].filter((uid) => !found.has(uid));
      if (outstanding.length > 0) {
        const asOf = performance.now();
        const { rows } = await db.query<{ uid: string }>(
          `SELECT uid FROM ${CUSTOMERS_TABLE} WHERE tenant_uid = $1 AND uid = ANY($2) AND NOT deleted`,
          [tenant, outstanding],
        );
        polls++;
        slowestPoll = Math.max(slowestPoll, performance.now() - asOf);
        for (const { uid } of rows) found.set(uid, asOf);
      }
      await sleep(POLL_MS);
    }
  })();
  const started = performance.now();
  await inParallel(
    Array.from({ length: WRITES }, (_, i) => i),
    IN_FLIGHT,
    async (i) => {
      const res = await call('POST', `/tenants/${tenant}/customers`, {
        firstname: `Lag${i}`,
        lastname: 'Burst',
        email: `lag${i}@burst.no`,
      });
      answered.set(String(res.body.customerUid), performance.now());
    },
  );
  const burstSeconds = (performance.now() - started) / 1000;
  writing = false;
  await poller;
  const activity = await backends.stop();
  const lags = [...found].map(([uid, at]) => at - answered.get(uid)!);
  // In answer order: a lag that grows through the burst means the indexer falls behind the writes.
  const ordered = [...answered].filter(([uid]) => found.has(uid)).map(([uid, at]) => found.get(uid)! - at);
  const early = ordered.slice(0, 100);
  const late = ordered.slice(-100);
  const lost = answered.size - found.size;
  return {
    title: `Index lag: write (201) to searchable in PostgreSQL, burst of ${WRITES} creates`,
    rows: [
      { name: 'lag p50', value: Math.round(percentile(lags, 50)), unit: 'ms' },
      { name: 'lag p99', value: Math.round(percentile(lags, 99)), unit: 'ms', target: { max: 1000 } },
      { name: 'lag max', value: Math.round(Math.max(...lags)), unit: 'ms' },
      { name: 'lag p50 of the first 100 writes', value: Math.round(percentile(early, 50)), unit: 'ms' },
      { name: 'lag p50 of the last 100 writes', value: Math.round(percentile(late, 50)), unit: 'ms' },
      { name: 'writes not indexed within 60 s', value: lost, unit: 'rows', target: { max: 0 } },
    ],
    notes: [
      `POST /customers with ${IN_FLIGHT} in flight into ${tenant}: ${WRITES} writes in ${burstSeconds.toFixed(1)} s ` +
        `(${Math.round(WRITES / burstSeconds)}/s); ${polls} polls, one query each for all outstanding uids every ${POLL_MS} ms.`,
      'Path: API handler (DynamoDB transaction with outbox event and pending marker) -> DynamoDB Local stream ->',
      'local stream mappings in their own thread (one GetRecords for all stream functions, idles 50 ms when',
      'empty) -> search-indexer handler -> PostgreSQL upsert (markers are left to their TTL, not deleted).',
      `slowest poll ${Math.round(slowestPoll)} ms; PostgreSQL backends seen busy during the burst (100 ms samples):`,
      ...activity.map((a) => `  ${a}`),
    ],
  };
};
