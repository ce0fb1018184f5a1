import pg from 'pg';
import type { Projection } from '#shared/search/projection.ts';

/**
 * Bulk loading of read-model tables for the scale bench: set-based INSERT ... SELECT statements
 * run as the writer, with the table's secondary indexes dropped during the load and rebuilt from
 * their own definitions afterwards (as a restore or a rebuild would), then VACUUM ANALYZE, so the
 * measured queries meet the planner statistics and visibility map a settled table has.
 */

export type SeedDb = pg.Pool;

export const seedDb = (writerUrl: string): SeedDb => {
  const pool = new pg.Pool({ connectionString: writerUrl, max: 6 });
  pool.on('error', () => undefined);
  return pool;
};

/** Session settings of a bulk load: room for index builds, both cores, no per-commit flush. */
const LOAD_SETTINGS = [
  "SET maintenance_work_mem = '1GB'",
  'SET max_parallel_maintenance_workers = 2',
  "SET work_mem = '256MB'",
  'SET synchronous_commit = off',
];

/** Seconds since `started` (performance.now()), one decimal. */
export const secondsSince = (started: number): number => Math.round((performance.now() - started) / 100) / 10;

/**
 * Runs `statements` against `table` with its secondary indexes (every index that does not back a
 * constraint) dropped, rebuilds them and analyses the table. Returns what took how long.
 */
export const bulkLoad = async (db: SeedDb, table: string, statements: readonly string[]): Promise<string> => {
  const client = await db.connect();
  try {
    for (const s of LOAD_SETTINGS) await client.query(s);
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = $1::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      [table],
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    const started = performance.now();
    for (const statement of statements) await client.query(statement);
    const inserted = secondsSince(started);
    const built = performance.now();
    for (const index of indexes) await client.query(index.def);
    const indexed = secondsSince(built);
    const analysed = performance.now();
    await client.query(`VACUUM (ANALYZE) ${table}`);
    return `${table}: insert ${inserted} s, ${indexes.length} secondary indexes ${indexed} s, VACUUM ANALYZE ${secondsSince(analysed)} s`;
  } finally {
    client.release();
  }
};

/** Rows of a table per tenant (tombstones excluded), for the notes and the sanity checks. */
export const countRows = async (db: SeedDb, table: string, tenant: string): Promise<number> =>
  Number(
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} WHERE tenant_uid = $1 AND NOT deleted`,
        [tenant],
      )
    ).rows[0]?.n ?? 0,
  );

/**
 * Compares a few seeded rows with what the projection itself makes of the same record (its
 * `row(item)` of the stored doc, from `docTable` where the record is kept beside the row): a
 * seed that drifts from the projection would measure queries over data the indexer never
 * writes. Returns one note per column that differs.
 */
export const driftFromProjection = async (
  db: SeedDb,
  projection: Projection,
  tenant: string,
  item: (doc: Record<string, unknown>) => Record<string, unknown>,
  docTable = projection.table,
): Promise<string[]> => {
  const columns = Object.keys(projection.columns).filter((c) => c !== 'doc');
  const { rows } = await db.query(
    `SELECT d.doc, ${columns.map((c) => `to_jsonb(t.${c}) AS ${c}`).join(', ')}
       FROM ${projection.table} t JOIN ${docTable} d USING (tenant_uid, uid)
      WHERE t.tenant_uid = $1 LIMIT 5`,
    [tenant],
  );
  const drift = new Set<string>();
  for (const row of rows) {
    const expected = projection.row(item(row.doc as Record<string, unknown>));
    for (const c of columns) {
      const want = JSON.stringify(expected[c] ?? null);
      if (want !== JSON.stringify(row[c] ?? null))
        drift.add(`${c}: seeded ${JSON.stringify(row[c])}, row() ${want}`);
    }
  }
  return [...drift].map((d) => `${projection.table} seed differs from the projection: ${d}`);
};

/**
 * `INSERT INTO <table> (<columns>) SELECT <values> FROM <from>` over exactly the columns the
 * projection writes (the common ones and its own): values for columns the table no longer has
 * are left out, and a column without a value fails the seed by name.
 */
export const insertSelect = (
  projection: Projection,
  values: Record<string, string>,
  from: string,
): string => {
  const columns = [
    'tenant_uid',
    'uid',
    'created_at',
    'version',
    'modified_at',
    ...Object.keys(projection.columns),
  ];
  const missing = columns.filter((c) => !(c in values));
  if (missing.length > 0)
    throw new Error(`${projection.table}: the seed has no value for ${missing.join(', ')}`);
  return `INSERT INTO ${projection.table} (${columns.join(', ')})
    SELECT ${columns.map((c) => values[c]).join(',\n      ')}
    FROM ${from}`;
};
