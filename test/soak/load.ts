/** One answer of the API as the soak sees it: status 0 when the request failed without one. */
export type Answer = { status: number; body: any; headers: Headers; ms: number };

/** Latencies and status classes per route label, plus requests skipped by the in-flight cap. */
export type LoadStats = {
  routes: Map<string, { ms: number[]; classes: Record<string, number> }>;
  started: number;
  skipped: number;
  /** The first answer body of each route and status outside 2xx, cut short: why it failed. */
  failures: Map<string, string>;
};

/** The class of a status for the report: '2xx' ... '5xx', or 'no answer' (network error, timeout). */
export const statusClass = (status: number): string =>
  status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;

/** Empty stats. */
export const newStats = (): LoadStats => ({ routes: new Map(), started: 0, skipped: 0, failures: new Map() });

/** Records one answer under its route label. */
export const record = (stats: LoadStats, route: string, answer: Answer): void => {
  const entry = stats.routes.get(route) ?? { ms: [], classes: {} };
  stats.routes.set(route, entry);
  entry.ms.push(answer.ms);
  const c = statusClass(answer.status);
  entry.classes[c] = (entry.classes[c] ?? 0) + 1;
  const key = `${route} ${answer.status}`;
  if (c !== '2xx' && !stats.failures.has(key))
    stats.failures.set(key, JSON.stringify(answer.body ?? null).slice(0, 300));
};

/** One unit of work started by a slot of the schedule; it records its own answers. */
export type Operation = () => Promise<void>;

/** How `runOpenLoad` drives the schedule. */
export type OpenLoadOptions = {
  /** Requests started per second. */
  rate: number;
  durationMs: number;
  /** Operations in flight at most; a slot that finds the cap reached is skipped and counted. */
  maxInFlight: number;
  /** Picks what slot `n` runs. */
  next: (n: number) => Operation;
  stats: LoadStats;
};

/**
 * Drives an open model: slot n is due at start + n / rate whatever happened to earlier slots, so
 * a slow service meets the same arrival rate instead of slowing the client down (a closed loop
 * hides latency by sending less). The stack shares this event loop, so a timer can fire late:
 * every slot that has come due is then started at once, as clients of a real service would.
 * Resolves when the last slot was started and every started operation has settled.
 */
export const runOpenLoad = async (options: OpenLoadOptions): Promise<void> => {
  const { rate, durationMs, maxInFlight, next, stats } = options;
  const interval = 1000 / rate;
  const slots = Math.floor((durationMs / 1000) * rate);
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  let n = 0;
  while (n < slots) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    for (const now = performance.now(); n < slots && start + n * interval <= now; n++) {
      if (inFlight.size >= maxInFlight) {
        stats.skipped += 1;
        continue;
      }
      stats.started += 1;
      // An operation records its own failures; a throw here is a defect of the workload itself.
      const p: Promise<void> = next(n)()
        .catch((e: Error) => console.error(`soak operation failed: ${e.stack ?? e.message}`))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }
  await Promise.all(inFlight);
};
