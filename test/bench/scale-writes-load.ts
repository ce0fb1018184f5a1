import { median, percentile, type Row } from './report.ts';
import type { BenchResponse } from './stack.ts';

/** The load and the sampling of the lists-under-writes section (scale-writes.ts). */

const SAMPLES = 40;
/** The selective search's p50 target (issue 32). */
const SELECTIVE_MS = 30;
const WARMUPS = 3;
/** The steady writer's most writes in flight: beyond it the local stack times out its own calls. */
const STEADY_IN_FLIGHT = 24;

/** An API call of one client. */
export type Call = (method: string, path: string, body?: unknown) => Promise<BenchResponse>;
/** Latency percentiles and DynamoDB usage of a probe's samples. */
export type Figures = {
  p50: number;
  p95: number;
  trips: number;
  rcu: number;
  rcuMax: number;
  failed: number;
  samples: number;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const figuresOf = (runs: BenchResponse[]): Figures => {
  const ms = runs.map((r) => r.ms);
  return {
    p50: median(ms),
    p95: percentile(ms, 95),
    trips: Math.max(...runs.map((r) => r.db.roundTrips)),
    rcu: median(runs.map((r) => r.db.readUnits)),
    rcuMax: Math.max(...runs.map((r) => r.db.readUnits)),
    failed: runs.filter((r) => r.status >= 300).length,
    samples: runs.length,
  };
};

/** SAMPLES of each probe, alternating, after WARMUPS unmeasured calls each; fewer if `until` (ms) comes first. */
export const sampleAll = async (
  probes: Record<string, () => Promise<BenchResponse>>,
  until = Number.POSITIVE_INFINITY,
) => {
  const runs: Record<string, BenchResponse[]> = Object.fromEntries(Object.keys(probes).map((n) => [n, []]));
  for (let i = 0; i < WARMUPS; i++) for (const probe of Object.values(probes)) await probe();
  for (let i = 0; i < SAMPLES && (i < 3 || performance.now() < until); i++) {
    for (const [name, probe] of Object.entries(probes)) runs[name]!.push(await probe());
  }
  return Object.fromEntries(Object.entries(runs).map(([n, r]) => [n, figuresOf(r)]));
};

export const newCustomer = (i: number) => ({
  firstname: `Skriv${i}`,
  lastname: 'Belastning',
  city: 'Bergen',
});

/** One write of the writer's load, number `i`; true when it succeeded. */
export type Write = (i: number) => Promise<boolean>;

/** Calls `write` `rate` times a second (as far as the stack takes them) until `stop()`. */
export const steadyWriter = (write: Write, rate: number) => {
  let stopped = false;
  let answered = 0;
  let failed = 0;
  let inFlight = 0;
  const started = performance.now();
  const done = (async () => {
    let launched = 0;
    while (!stopped) {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      // Writes the stack cannot take at once wait their turn; the rate answered is reported.
      while (launched < due && inFlight < STEADY_IN_FLIGHT) {
        launched++;
        inFlight++;
        void write(launched).then(
          (ok) => {
            inFlight--;
            if (ok) answered++;
            else failed++;
          },
          () => {
            inFlight--;
            failed++;
          },
        );
      }
      if (launched < due - rate) launched = due - rate;
      await sleep(5);
    }
    while (inFlight > 0) await sleep(10);
  })();
  return {
    answered: () => answered,
    stop: async () => {
      stopped = true;
      await done;
      return { answered, failed };
    },
  };
};

/** The rows of one probe in one phase: latency, DynamoDB reads and, beside quiet, the ratio. */
export const rowsOf = (
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
  quiet
    ? {
        // Read-your-writes may cost the reader at most one extra round trip whatever the writes.
        name: `${phase}: ${name} DynamoDB reads beyond quiet`,
        value: f.rcuMax - quiet.rcuMax,
        unit: 'RCU max',
        target: { max: 1 },
        note: `${f.rcuMax} RCU, ${f.trips} round trip(s) at most; quiet ${quiet.rcuMax} RCU, ${quiet.trips}`,
      }
    : {
        name: `${phase}: ${name} DynamoDB reads`,
        value: f.rcuMax,
        unit: 'RCU max',
        note: `${f.trips} round trip(s) at most`,
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
