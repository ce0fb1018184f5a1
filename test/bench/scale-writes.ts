import type { Row, Section } from './report.ts';
import { customerItem, seedCustomerTenant } from './scale-customers.ts';
import { inParallel } from './scale-measure.ts';
import { secondsSince, seedDb } from './scale-seed.ts';
import {
  type Call,
  type Figures,
  figuresOf,
  newCustomer,
  sampleAll,
  sleep,
  steadyWriter,
} from './scale-writes-load.ts';
import { type BenchStack, benchStack } from './stack.ts';

/**
 * Lists under writes: a reader's customer list (page 1) and selective search in a large tenant,
 * (a) quiet, (b) while another client of the same tenant writes RATE customers a second, (c) in
 * the minute after that client's burst of BURST writes; then the writer's own search after its
 * burst. Read-your-writes must cost the reader the same whatever the writer does (issue 32): the
 * marker round trips and read units of its lists are reported beside their latency.
 */

const RATE = 200;
const STEADY_SAMPLES_MS = 20_000;
const BURST = Number(process.env.BENCH_WRITES_BURST ?? 20_000);
const BURST_IN_FLIGHT = 16;
const SELECTIVE_MS = 30;

const rowsOf = (
  phase: string,
  name: string,
  f: Figures,
  quiet: Figures | undefined,
  selective: boolean,
): Row[] => [
  {
    name: `${phase}: ${name} p50`,
    value: Math.round(f.p50 * 10) / 10,
    unit: 'ms',
    ...(selective ? { target: { max: SELECTIVE_MS } } : {}),
    failed: f.failed > 0,
    note: `p95 ${f.p95.toFixed(1)} ms; ${f.samples} samples${f.failed ? `, ${f.failed} failed` : ''}`,
  },
  {
    name: `${phase}: ${name} DynamoDB reads`,
    value: f.rcuMax,
    unit: 'RCU max',
    target: { max: 1 },
    note: `${f.trips} round trip(s) at most (the read-your-writes Query)`,
  },
  ...(quiet
    ? [
        {
          name: `${phase}: ${name} p50 / quiet p50`,
          value: Math.round((f.p50 / quiet.p50) * 100) / 100,
          unit: 'x',
          target: { max: 2 },
          note: `p95 ${(f.p95 / quiet.p95).toFixed(2)}x of quiet`,
        },
      ]
    : []),
];

/** The section on `tenant` (`rows` customers), read by one client while another writes. */
export const listsUnderWrites = async (
  bench: BenchStack,
  tenant: string,
  rows: number,
  notes: readonly string[] = [],
): Promise<Section> => {
  const base = `/tenants/${tenant}/`;
  const api = async (sub: string): Promise<Call> => {
    const bearer = await bench.token(tenant, { sub });
    return (method, path, body) => bench.request(method, `${base}${path}`, bearer, body);
  };
  const [reader, writer] = [await api('shop'), await api('importer')];
  const probes = {
    'list page 1': () => reader('GET', 'customers?pageSize=50'),
    "search 'oscar12'": () => reader('POST', 'customers/search', { query: 'oscar12' }),
  };
  const selective = (name: string) => name.startsWith('search');
  const out: Row[] = [];
  const quiet = await sampleAll(probes);
  for (const [name, f] of Object.entries(quiet))
    out.push(...rowsOf('(a) quiet', name, f, undefined, selective(name)));

  const steady = steadyWriter(writer, RATE);
  await sleep(2000);
  const answeredBefore = steady.answered();
  const busyStarted = performance.now();
  const busy = await sampleAll(probes);
  while (performance.now() - busyStarted < STEADY_SAMPLES_MS) await sleep(100);
  const perSecond = Math.round(
    (steady.answered() - answeredBefore) / ((performance.now() - busyStarted) / 1000),
  );
  const rate = await steady.stop();
  const phaseB = `(b) ${perSecond} writes/s`;
  for (const [name, f] of Object.entries(busy))
    out.push(...rowsOf(phaseB, name, f, quiet[name], selective(name)));

  const burstStarted = performance.now();
  let failedWrites = 0;
  await inParallel(
    Array.from({ length: BURST }, (_, i) => i),
    BURST_IN_FLIGHT,
    async (i) => {
      if ((await writer('POST', 'customers', newCustomer(i))).status >= 300) failedWrites++;
    },
  );
  const burstSeconds = secondsSince(burstStarted);
  const afterBurst = performance.now();
  // Markers older than a minute are read by nobody: what follows must fit in that minute.
  const after = await sampleAll(probes, afterBurst + 50_000);
  const ownStarted = performance.now();
  const own = figuresOf([await writer('POST', 'customers/search', { query: 'oscar12' })]);
  const ownMs = performance.now() - ownStarted;
  const phaseC = `(c) after ${BURST.toLocaleString('en')} writes`;
  for (const [name, f] of Object.entries(after))
    out.push(...rowsOf(phaseC, name, f, quiet[name], selective(name)));
  out.push({
    name: "the writer's own search right after its burst",
    value: Math.round(ownMs),
    unit: 'ms',
    note: `reads its own markers of the last minute (up to ${BURST.toLocaleString('en')}): ${own.trips} round trip(s), ${own.rcu} RCU`,
  });
  return {
    title: `Lists under writes: ${rows.toLocaleString('en')} customers, a reader while another client writes`,
    rows: out,
    notes: [
      ...notes,
      `(b) asked ${RATE} writes/s, ${rate.answered} answered; (c) ${BURST.toLocaleString('en')} creates in ${burstSeconds} s (${BURST_IN_FLIGHT} in flight, ${failedWrites} failed), sampled ${secondsSince(afterBurst)} s right after`,
      'Reader and writer are two credentials of one tenant; neither presents a Consistency-Token.',
    ],
  };
};

/**
 * `npm run bench -- writes`: the section alone, on a tenant of BENCH_WRITES_ROWS customers
 * (default 100,000) seeded straight into the read model. `scale` runs it on its 1M tenant.
 */
export const benchWrites = async (): Promise<Section> => {
  const bench = await benchStack();
  const rows = Number(process.env.BENCH_WRITES_ROWS ?? 100_000);
  const db = seedDb(bench.stack.search.writerUrl);
  try {
    const started = performance.now();
    const load = await seedCustomerTenant(db, await customerItem(bench), 't-writes', rows);
    return await listsUnderWrites(bench, 't-writes', rows, [`seeded in ${secondsSince(started)} s: ${load}`]);
  } finally {
    await db.end();
  }
};
