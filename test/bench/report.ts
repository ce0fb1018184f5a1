/** One measured figure, printed against its target. */
export type Row = {
  name: string;
  value: number;
  unit: string;
  target?: { max?: number; min?: number };
  note?: string;
  /** The measured call did not succeed: the row misses its target whatever its value. */
  failed?: boolean;
};

export type Section = { title: string; rows: Row[]; notes?: string[] };

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const verdict = (row: Row): string => {
  if (!row.target) return '';
  const { max, min } = row.target;
  const ok = !misses(row);
  const bound = max !== undefined ? `<= ${max}` : `>= ${min}`;
  return `${ok ? 'ok  ' : 'MISS'} (target ${bound} ${row.unit})`;
};

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

/** Prints a section as an aligned table. */
export const printSection = (section: Section): void => {
  console.log(`\n## ${section.title}`);
  const width = Math.max(...section.rows.map((r) => r.name.length), 10);
  for (const row of section.rows) {
    const value = `${fmt(row.value)} ${row.unit}`.padEnd(16);
    console.log(`  ${row.name.padEnd(width)}  ${value} ${verdict(row)}${row.note ? `  ${row.note}` : ''}`);
  }
  for (const note of section.notes ?? []) console.log(`  note: ${note}`);
};

/** True when a row misses its target. */
export const misses = (row: Row): boolean =>
  row.target !== undefined &&
  (row.failed === true ||
    (row.target.max !== undefined && row.value > row.target.max) ||
    (row.target.min !== undefined && row.value < row.target.min));
