import { median, percentile, type Row, type Section } from '#test/bench/report.ts';
import type { SoakAction } from './client.ts';
import type { LoadStats } from './load.ts';
import type { MemoryFigures } from './memory.ts';
import type { Deliveries } from './receiver.ts';

const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

/** Per route: p50 as the value, p99, max, count and status classes in the note. */
export const latencySection = (stats: LoadStats, seconds: number, rate: number): Section => {
  const rows: Row[] = [...stats.routes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, { ms: all, classes }]) => ({
      name: route,
      value: Math.round(median(all)),
      unit: 'ms p50',
      note: `p99 ${ms(percentile(all, 99))}, max ${ms(Math.max(...all))}, n ${all.length}, ${Object.entries(
        classes,
      )
        .map(([c, k]) => `${c} ${k}`)
        .join(' ')}`,
    }));
  return {
    title: `Soak: latency per route (${seconds} s at ${rate} requests/s, open model)`,
    rows,
    notes: [
      'latency from the client, in the same process as the stack: it includes event-loop queueing',
      ...[...stats.failures].map(([key, body]) => `first ${key}: ${body}`),
    ],
  };
};

/** Answers by status class, 5xx and no-answer against 0, and what the in-flight cap skipped. */
export const answersSection = (stats: LoadStats, seconds: number, maxInFlight: number): Section => {
  const totals: Record<string, number> = {};
  for (const { classes } of stats.routes.values())
    for (const [c, k] of Object.entries(classes)) totals[c] = (totals[c] ?? 0) + k;
  const answered = Object.values(totals).reduce((a, b) => a + b, 0);
  return {
    title: 'Soak: answers',
    rows: [
      { name: 'requests answered', value: answered, unit: '', note: `${(answered / seconds).toFixed(1)}/s` },
      ...['2xx', '3xx', '4xx'].map((c) => ({ name: c, value: totals[c] ?? 0, unit: '' })),
      { name: '5xx', value: totals['5xx'] ?? 0, unit: '', target: { max: 0 } },
      {
        name: 'no answer (network error, 30 s timeout)',
        value: totals['no answer'] ?? 0,
        unit: '',
        target: { max: 0 },
      },
      {
        name: 'slots skipped (in-flight cap)',
        value: stats.skipped,
        unit: '',
        target: { max: 0 },
        note: `cap ${maxInFlight} operations in flight; ${stats.started} operations started`,
      },
    ],
  };
};

/**
 * Expected deliveries (one per triggering write answered 2xx) against distinct event ids
 * received. Duplicates are listed but not a goal: spec 6.1 makes delivery at-least-once
 * ("process idempotently (duplicates can occur)"), and `webhook-id` is the receiver's key.
 */
export const webhookSection = (
  expected: Record<SoakAction, number>,
  deliveries: Deliveries,
  drainSeconds: number,
): Section => {
  const actions = Object.keys(expected) as SoakAction[];
  const want = actions.reduce((a, k) => a + expected[k], 0);
  const got = actions.reduce((a, k) => a + Math.min(expected[k], deliveries.unique(k)), 0);
  const extra = actions.reduce((a, k) => a + Math.max(0, deliveries.unique(k) - expected[k]), 0);
  return {
    title: 'Soak: webhook deliveries to the loopback receiver',
    rows: [
      ...actions.map((k) => ({
        name: k,
        value: deliveries.unique(k),
        unit: 'events',
        note: `expected ${expected[k]}`,
      })),
      { name: 'expected', value: want, unit: 'events' },
      { name: 'missing', value: want - got, unit: 'events', target: { max: 0 } },
      { name: 'unexpected events (more ids than writes)', value: extra, unit: 'events', target: { max: 0 } },
      { name: 'duplicates (same id again)', value: deliveries.duplicates(), unit: 'deliveries' },
    ],
    notes: [
      `drain after the load: ${drainSeconds.toFixed(0)} s (at most 60)`,
      'duplicates carry no target: delivery is at-least-once (spec 6.1), receivers dedupe on webhook-id',
    ],
  };
};

/** Heap and RSS after warm-up, at the end and at most, with heap growth against 1.5x. */
export const memorySection = (m: MemoryFigures): Section => ({
  title: 'Soak: memory of the stack process (sampled every 10 s)',
  rows: [
    { name: 'heapUsed after warm-up', value: mb(m.start.heapUsed), unit: 'MB' },
    { name: 'heapUsed at the end', value: mb(m.end.heapUsed), unit: 'MB' },
    { name: 'heapUsed max', value: mb(m.maxHeap), unit: 'MB' },
    {
      name: 'heap growth (end / after warm-up)',
      value: m.end.heapUsed / m.start.heapUsed,
      unit: 'x',
      target: { max: 1.5 },
    },
    { name: 'RSS after warm-up', value: mb(m.start.rss), unit: 'MB' },
    { name: 'RSS at the end', value: mb(m.end.rss), unit: 'MB' },
    { name: 'RSS max', value: mb(m.maxRss), unit: 'MB' },
    { name: 'RSS growth (end / after warm-up)', value: m.end.rss / m.start.rss, unit: 'x' },
  ],
  notes: [
    `${m.samples} samples from the end of the warm-up; start and end ${m.collected ? 'after a full collection (--expose-gc)' : 'without a forced collection'}`,
    'DynamoDB Local (Java) and PostgreSQL are child processes, not counted here',
    `machine: ${m.cores} cores, 1-minute load average ${m.start.load.toFixed(1)} after warm-up, ` +
      `${m.end.load.toFixed(1)} at the end, ${m.maxLoad.toFixed(1)} at most (every process on the machine)`,
  ],
});
