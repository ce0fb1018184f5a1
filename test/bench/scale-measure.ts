import { median, type Row } from './report.ts';
import type { BenchResponse, BenchStack } from './stack.ts';

/** Samples per figure and the unmeasured calls before them (connections, plans, caches). */
export const RUNS = 15;
export const WARMUPS = 3;
/**
 * A figure far off its target would take minutes at RUNS samples: sampling stops once a figure
 * has used this much time and has at least MIN_RUNS samples (the note then says how many).
 */
const BUDGET_MS = 4000;
const MIN_RUNS = 3;

/** `failed`: the HTTP status of an answer other than 2xx (the figure is then that one call). */
export type Measured = { ms: number; totalCount: number; items: number; samples: number; failed?: number };

/** An API caller for one tenant that returns every answer, errors included (measure reports them). */
export const tenantApi = async (bench: BenchStack, tenant: string) => {
  const bearer = await bench.token(tenant);
  return (method: string, path: string, body?: unknown) => bench.request(method, path, bearer, body);
};

/**
 * The median latency of an API call over RUNS samples after WARMUPS unmeasured ones (fewer when
 * the call is slow, see BUDGET_MS), with the totalCount and page length of its answer (every
 * sample must answer the same totalCount).
 */
export const measure = async (
  probe: () => Promise<BenchResponse>,
  { runs = RUNS, warmups = WARMUPS, budgetMs = BUDGET_MS, minRuns = MIN_RUNS } = {},
): Promise<Measured> => {
  const ms: number[] = [];
  let last: BenchResponse | undefined;
  for (let i = 0; i < warmups; i++) {
    const res = await probe();
    if (res.status >= 300) return { ...resultOf([res.ms], undefined), failed: res.status };
    // The first call may read its pages from disk (a table just seeded next to three others):
    // it never decides. A later call slower than the whole budget is its own (only) sample.
    if (i === 0) continue;
    if (res.ms > budgetMs) return resultOf([res.ms], res);
    if (res.ms > budgetMs / minRuns) break;
  }
  const started = performance.now();
  while (ms.length < runs && (ms.length < minRuns || performance.now() - started < budgetMs)) {
    const res = await probe();
    if (res.status >= 300) return { ...resultOf([res.ms], undefined), failed: res.status };
    const [before, now] = [last?.body?.paging?.totalCount, res.body?.paging?.totalCount];
    if (last && now !== before) throw new Error(`totalCount changed between samples: ${before} -> ${now}`);
    ms.push(res.ms);
    last = res;
  }
  return resultOf(ms, last);
};

const resultOf = (ms: number[], last: BenchResponse | undefined): Measured => ({
  ms: median(ms),
  totalCount: Number(last?.body?.paging?.totalCount ?? 0),
  items: Number(last?.body?.items?.length ?? 0),
  samples: ms.length,
});

/** "1,234 of 1,000,000 (0.12%)": how much of the tenant an answer matched. */
export const share = (count: number, of: number): string =>
  `${count.toLocaleString('en')} of ${of.toLocaleString('en')} (${((100 * count) / Math.max(1, of)).toFixed(count / of < 0.001 ? 3 : 1)}%)`;

/** A latency row against a max target, noting what it matched. */
export const latencyRow = (name: string, m: Measured, max: number, of: number, runs = RUNS): Row => ({
  name,
  value: Math.round(m.ms * 10) / 10,
  unit: 'ms',
  target: { max },
  failed: m.failed !== undefined,
  note: m.failed
    ? `answered ${m.failed} (${m.failed === 500 ? 'the function timed out or failed' : 'error'})`
    : `totalCount ${share(m.totalCount, of)}, page ${m.items}${m.samples < runs ? `, ${m.samples} samples` : ''}`,
});

/** Selective answers (under 1% of the tenant) and broad ones have different latency targets. */
export const targetOf = (m: Measured, of: number, selectiveMs: number, broadMs: number): number =>
  m.totalCount < of / 100 ? selectiveMs : broadMs;

/** The growth of a figure from the smallest to the largest tenant. */
export const growthRow = (name: string, small: Measured, large: Measured, max?: number): Row => ({
  name,
  value: Math.round((large.ms / small.ms) * 100) / 100,
  unit: 'x',
  ...(max !== undefined ? { target: { max } } : {}),
  note: `${small.ms.toFixed(1)} -> ${large.ms.toFixed(1)} ms`,
});

/** Runs `tasks` with at most `limit` of them in flight. */
export const inParallel = async <T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};
