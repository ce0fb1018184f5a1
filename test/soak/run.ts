import { parseArgs } from 'node:util';
import { misses, printSection, type Section } from '#test/bench/report.ts';
import { type BenchStack, benchStack, stopBenchStack } from '#test/bench/stack.ts';
import { SOAK_ACTIONS, sender, subscribeReceiver } from './client.ts';
import { newStats, runOpenLoad } from './load.ts';
import { startMemorySampler } from './memory.ts';
import { startSoakReceiver } from './receiver.ts';
import { answersSection, latencySection, memorySection, webhookSection } from './sections.ts';
import { enableSoakPayments, soakWorkload } from './workload.ts';

/**
 * `npm run soak [-- --seconds N --rate R]`: a fixed-rate mixed workload against a local stack
 * for N seconds (default 600, or SOAK_SECONDS), then a report of latencies, status classes,
 * webhook deliveries and memory. A report, not a test: missed goals are listed and the exit code
 * stays 0; only a stack that cannot start (or refuses the set-up) exits non-zero.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '600' },
    // 20/s keeps a 2-core machine busy but not saturated: DynamoDB Local, PostgreSQL and every
    // handler share those cores.
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '20' },
    'max-in-flight': { type: 'string', default: process.env.SOAK_MAX_IN_FLIGHT ?? '64' },
  },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const maxInFlight = Number(values['max-in-flight']);
if (!(seconds > 0 && rate > 0 && maxInFlight > 0)) {
  console.error('usage: npm run soak -- [--seconds N] [--rate R] [--max-in-flight M] (positive numbers)');
  process.exit(2);
}
const WARM_UP_MS = Math.min(30_000, (seconds * 1000) / 2);
const DRAIN_MS = 60_000;

// The handlers' WARN lines (a list answered before the index caught up, and the like) are expected
// under a steady write load and would bury the report; errors still print. The stack reads this.
process.env.POWERTOOLS_LOG_LEVEL ||= 'ERROR';
console.log(`# Retail Commerce API soak (${new Date().toISOString()}, node ${process.version})`);
console.log(`${seconds} s at ${rate} requests/s, at most ${maxInFlight} in flight; starting the local stack`);
let bench: BenchStack;
let receiver: Awaited<ReturnType<typeof startSoakReceiver>>;
const tenant = `soak-${Date.now().toString(36)}`;
const stats = newStats();
let send: ReturnType<typeof sender>;
try {
  bench = await benchStack();
  receiver = await startSoakReceiver();
  send = sender(bench.stack.apiUrl, await bench.token(tenant));
  await subscribeReceiver(send, tenant, receiver.url);
  await enableSoakPayments(send, tenant);
} catch (e) {
  console.error(`the stack could not start or refused the set-up: ${(e as Error).stack ?? e}`);
  await stopBenchStack().catch(() => undefined);
  process.exit(1);
}

const workload = soakWorkload(send, tenant, stats);
const memory = startMemorySampler();
const warmUp = setTimeout(memory.markStart, WARM_UP_MS);
const loadStarted = performance.now();
const progress = setInterval(() => {
  const s = Math.round((performance.now() - loadStarted) / 1000);
  console.log(
    `  ${s} s: ${stats.started} started, ${stats.skipped} skipped, ${receiver.deliveries.total()} deliveries`,
  );
}, 60_000);
await runOpenLoad({ rate, durationMs: seconds * 1000, maxInFlight, next: workload.next, stats });
clearInterval(progress);
clearTimeout(warmUp);
const figures = memory.stop();

// Deliveries trail the writes (stream poller, fan-out, queue): wait until every expected event
// arrived, at most DRAIN_MS, then a little longer so that a late duplicate is still counted.
const drainStarted = performance.now();
const complete = () => SOAK_ACTIONS.every((a) => receiver.deliveries.unique(a) >= workload.expected[a]);
while (!complete() && performance.now() - drainStarted < DRAIN_MS)
  await new Promise((r) => setTimeout(r, 250));
await new Promise((r) => setTimeout(r, 2_000));
const drainSeconds = (performance.now() - drainStarted) / 1000;

const sections: Section[] = [
  latencySection(stats, seconds, rate),
  answersSection(stats, seconds, maxInFlight),
  webhookSection(workload.expected, receiver.deliveries, drainSeconds),
  memorySection(figures),
];
for (const section of sections) printSection(section);
const missed = sections.flatMap((s) => s.rows.filter(misses).map((r) => `${s.title}: ${r.name}`));
console.log(
  missed.length
    ? `\n${missed.length} figure(s) miss their goal:\n  ${missed.join('\n  ')}`
    : '\nall figures within their goals',
);
await receiver.close();
await stopBenchStack();
process.exit(0);
