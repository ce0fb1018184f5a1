import type { Row, Section } from './report.ts';
import { growthRow, latencyRow, type Measured, measure, tenantApi } from './scale-measure.ts';
import type { BenchStack } from './stack.ts';

/**
 * The list and search figures of customers and contacts at the three tenant sizes, measured
 * through the HTTP API (token, handler, read-your-writes check, PostgreSQL) against seeded
 * tenants that exist only as read-model rows.
 */

export const SIZES = [
  { tenant: 't-scale-10k', rows: 10_000, label: '10k' },
  { tenant: 't-scale-100k', rows: 100_000, label: '100k' },
  { tenant: 't-scale-1m', rows: 1_000_000, label: '1M' },
] as const;

/** The list and search targets of the issue, in ms. */
const SELECTIVE_MS = 30;
const BROAD_MS = 300;
const GROWTH_MAX = 3;

/** Queries of the generated people (scale-words.ts): how much of a tenant each matches. */
const QUERIES = [
  { name: "search 'oscar12' (~0.01%)", query: 'oscar12', selective: true },
  { name: "search 'oscar hansen' (~0.1%)", query: 'oscar hansen', selective: true },
  { name: "search 'hansen' (~10%)", query: 'hansen', selective: false },
] as const;

type Figures = Record<string, Measured>;

/**
 * Measures page 1 and page 100 of the list and the three searches of `collection`
 * (`customers` or `customer-contacts`) in each size's tenant.
 */
export const benchPeople = async (
  bench: BenchStack,
  title: string,
  collection: string,
  notes: readonly string[],
): Promise<Section> => {
  const rows: Row[] = [];
  const bySize: Figures[] = [];
  for (const size of SIZES) {
    const call = await tenantApi(bench, size.tenant);
    const path = `/tenants/${size.tenant}/${collection}`;
    const figures: Figures = {};
    figures['list page 1'] = await measure(() => call('GET', `${path}?pageSize=50`));
    figures['list page 100'] = await measure(() => call('GET', `${path}?pageSize=50&pageNumber=100`));
    for (const q of QUERIES) {
      figures[q.name] = await measure(() => call('POST', `${path}/search`, { query: q.query }));
    }
    for (const [name, m] of Object.entries(figures)) {
      const broad = QUERIES.some((q) => q.name === name && !q.selective);
      rows.push(latencyRow(`${size.label}: ${name}`, m, broad ? BROAD_MS : SELECTIVE_MS, size.rows));
    }
    bySize.push(figures);
  }
  const [small, , large] = bySize as [Figures, Figures, Figures];
  for (const q of QUERIES.filter((x) => x.selective)) {
    rows.push(growthRow(`growth 10k -> 1M: ${q.name}`, small[q.name]!, large[q.name]!, GROWTH_MAX));
  }
  for (const name of ['list page 1', 'list page 100']) {
    rows.push(growthRow(`growth 10k -> 1M: ${name} (exact count of the tenant)`, small[name]!, large[name]!));
  }
  return { title, rows, notes: [...notes] };
};
