import { loadavg } from 'node:os';
import type { Row, Section } from './report.ts';
import { customerItem, seedCustomerTenant } from './scale-customers.ts';
import { secondsSince, seedDb } from './scale-seed.ts';
import { floorProbes, floorRow } from './scale-writes-floor.ts';
import { type Call, type Figures, figuresOf, rowsOf, sampleAll, sleep } from './scale-writes-load.ts';
import { receiptsUnderWrites, seedWritesReceipts } from './scale-writes-receipts.ts';
import { isolatedWriter, type WriterKind } from './scale-writes-writer.ts';
import { type BenchResponse, type BenchStack, benchStack } from './stack.ts';

/**
 * Lists under writes: a reader's list (page 1) and selective search in a large tenant of
 * customers or receipts, (a) quiet, (b) while another client of the same tenant writes RATE
 * records a second, (c) in the minute after that client's burst of BURST writes; for customers
 * then the writer's own search after its burst. Read-your-writes must cost the reader the same
 * whatever the writer does (issue 32): the marker round trips and read units of its lists are
 * reported beside their latency. The writer runs in a process of its own (scale-writes-writer.ts).
 */

/** Writes a second the other client asks in (b): 200 unless BENCH_WRITES_RATE. */
const RATE = Number(process.env.BENCH_WRITES_RATE ?? 200);
const STEADY_SAMPLES_MS = 20_000;
const BURST = Number(process.env.BENCH_WRITES_BURST ?? 20_000);
const BURST_IN_FLIGHT = 16;

/** One half of the section: a tenant, its reader's probes and the writer's kind of write. */
export type UnderWrites = {
  /** What the tenant holds, for the title ('100,000 customers'). */
  holds: string;
  tenant: string;
  kind: WriterKind;
  /**
   * The reader's probes. `reader` presents no Consistency-Token; `holder` presents the one its
   * last answer carried, as the typed client does (lists of areas with read-your-writes markers).
   */
  probes: (reader: Call, holder: Call) => Record<string, () => Promise<BenchResponse>>;
  /** Parts of a probe timed alone from this process (no target; they explain the probes). */
  parts?: () => Promise<Record<string, () => Promise<BenchResponse>>>;
  /** The writer's own search right after its burst (areas with read-your-writes markers). */
  own?: (writer: Call) => Promise<BenchResponse>;
  notes?: readonly string[];
};

/** The customer half on `tenant` (`rows` customers). */
export const customersUnderWrites = (
  tenant: string,
  rows: number,
  notes: readonly string[] = [],
): UnderWrites => ({
  holds: `${rows.toLocaleString('en')} customers`,
  tenant,
  kind: 'customers',
  probes: (reader, holder) => ({
    'list page 1': () => reader('GET', 'customers?pageSize=50'),
    "search 'oscar12'": () => reader('POST', 'customers/search', { query: 'oscar12' }),
    'list page 1, token held': () => holder('GET', 'customers?pageSize=50'),
    "search 'oscar12', token held": () => holder('POST', 'customers/search', { query: 'oscar12' }),
  }),
  own: (writer) => writer('POST', 'customers/search', { query: 'oscar12' }),
  notes,
});

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = () => loadavg()[0]!.toFixed(1);

/** The section on one half, read by one client (this process) while another writes (a child process). */
export const listsUnderWrites = async (bench: BenchStack, half: UnderWrites): Promise<Section> => {
  const base = `/tenants/${half.tenant}/`;
  const api = async (sub: string): Promise<Call> => {
    const bearer = await bench.token(half.tenant, { sub });
    return (method, path, body) => bench.request(method, `${base}${path}`, bearer, body);
  };
  // Each answered token includes what the presented one said: holding the last one is enough.
  const holding = async (sub: string): Promise<Call> => {
    const bearer = await bench.token(half.tenant, { sub });
    let held: string | undefined;
    return async (method, path, body) => {
      const headers = held ? { 'consistency-token': held } : undefined;
      const res = await bench.request(method, `${base}${path}`, bearer, body, headers);
      held = res.consistency ?? held;
      return res;
    };
  };
  const reader = await api('shop');
  const floor = await floorProbes(bench);
  const explained = { ...(half.parts ? await half.parts() : {}), ...floor.probes };
  const probes = { ...half.probes(reader, await holding('shop-app')), ...explained };
  const selective = (name: string) => name.startsWith('search');
  const out: Row[] = [];
  const rows = (phase: string, figures: Record<string, Figures>, quiet?: Record<string, Figures>) => {
    for (const [name, f] of Object.entries(figures))
      out.push(
        ...(name in explained
          ? [floorRow(phase, name, f, quiet?.[name])]
          : rowsOf(phase, name, f, quiet?.[name], selective(name))),
      );
  };
  const loads = [load()];
  const quiet = await sampleAll(probes);
  rows('(a) quiet', quiet);

  const writer = await isolatedWriter(bench, half.tenant, half.kind);
  try {
    await writer.steady(RATE);
    await sleep(2000);
    const answeredBefore = await writer.answered();
    const busyStarted = performance.now();
    const cpuBefore = cpu();
    const busy = await sampleAll(probes);
    while (performance.now() - busyStarted < STEADY_SAMPLES_MS) await sleep(100);
    const busySeconds = (performance.now() - busyStarted) / 1000;
    const readerCpu = Math.round((cpu() - cpuBefore) / busySeconds / 10);
    const perSecond = Math.round(((await writer.answered()) - answeredBefore) / busySeconds);
    const steady = await writer.stop();
    loads.push(load());
    const phaseB = `(b) ${perSecond} writes/s`;
    rows(phaseB, busy, quiet);

    const burstStarted = performance.now();
    const burst = await writer.burst(BURST, BURST_IN_FLIGHT);
    const burstSeconds = secondsSince(burstStarted);
    const afterBurst = performance.now();
    // Markers older than a minute are read by nobody: what follows must fit in that minute.
    const after = await sampleAll(probes, afterBurst + 50_000);
    loads.push(load());
    const phaseC = `(c) after ${BURST.toLocaleString('en')} writes`;
    rows(phaseC, after, quiet);
    if (half.own) {
      const ownStarted = performance.now();
      const own = figuresOf([await half.own(await api('importer'))]);
      out.push({
        name: "the writer's own search right after its burst",
        value: Math.round(performance.now() - ownStarted),
        unit: 'ms',
        note: `reads its own markers of the last minute (up to ${BURST.toLocaleString('en')}): ${own.trips} round trip(s), ${own.rcu} RCU`,
      });
    }
    return {
      title: `Lists under writes: ${half.holds}, a reader while another client writes`,
      rows: out,
      notes: [
        ...(half.notes ?? []),
        `(b) asked ${RATE} writes/s, ${steady.answered} answered (${steady.failed} failed); the reader's process (its API and the stream indexer's thread) used ${readerCpu}% of a core meanwhile, the writer's process ${steady.cpuMs} ms CPU in all`,
        `(c) ${BURST.toLocaleString('en')} writes in ${burstSeconds} s (${BURST_IN_FLIGHT} in flight, ${burst.failed} failed), sampled ${secondsSince(afterBurst)} s right after`,
        `machine load (1-minute average) ${loads.join(' / ')} at (a) / (b) / (c); ${AWS_NOTE}`,
        'Reader and writer are credentials of one tenant. The writer presents no Consistency-Token; rows "token held" are a reader that presents the one its last answer carried (as the typed client does), the others a reader that presents none.',
      ],
    };
  } finally {
    await writer.close();
    await floor.close();
  }
};

const AWS_NOTE =
  'the writer runs in a process of its own, but the reader shares the 2 cores with it, DynamoDB Local, PostgreSQL and the indexer; in AWS each concurrent request has a Lambda instance of its own, so (b) over (a) here is an upper bound of what the writes cost the reader';

/**
 * `npm run bench -- writes`: the section alone, on tenants of BENCH_WRITES_ROWS customers and
 * receipts (default 100,000) seeded straight into the read model; BENCH_WRITES_AREAS picks the
 * halves (default `customers,receipts`), BENCH_WRITES_RATE the writes a second asked in (b)
 * (default 200) and BENCH_WRITES_BURST the burst of (c) (default 20,000). `scale` runs it on its
 * 1M tenants.
 */
export const benchWrites = async (): Promise<Section[]> => {
  const bench = await benchStack();
  const rows = Number(process.env.BENCH_WRITES_ROWS ?? 100_000);
  const areas = (process.env.BENCH_WRITES_AREAS ?? 'customers,receipts').split(',');
  const db = seedDb(bench.stack.search.writerUrl);
  const sections: Section[] = [];
  try {
    if (areas.includes('customers')) {
      const started = performance.now();
      const seeded = await seedCustomerTenant(db, await customerItem(bench), 't-writes', rows);
      const note = `seeded in ${secondsSince(started)} s: ${seeded}`;
      sections.push(await listsUnderWrites(bench, customersUnderWrites('t-writes', rows, [note])));
    }
    if (areas.includes('receipts')) {
      const notes = await seedWritesReceipts(bench, db, 't-writes-receipts', rows);
      sections.push(await listsUnderWrites(bench, receiptsUnderWrites('t-writes-receipts', rows, notes)));
    }
    return sections;
  } finally {
    await db.end();
  }
};
