import { sql } from 'drizzle-orm';
import { rowsOf, type SearchDb } from './rows.ts';
import { READER_ROLE, tenantWall } from './tenant-view.ts';

/**
 * Versioned schema of the read model. Each migration is a list of single statements (the RDS
 * Data API runs one statement per call) applied in one transaction and recorded by id, so a
 * migration runs once whatever the number of starts or deploys. Migrations are only ever added.
 */
export type Migration = { id: string; statements: readonly string[] };

/**
 * Exact per-tenant row counts (tombstones excluded) of the tables that list a whole tenant, kept
 * by statement-level triggers in the writing transaction, so an unfiltered list's totalCount is
 * one row read however large the tenant. Each statement adds its rows per tenant in tenant
 * order, so concurrent writers take the count rows' locks in one order and cannot deadlock.
 */
const COUNT_DELTA = (rows: string, sign: string) =>
  `SELECT tenant_uid, ${sign} count(*) FILTER (WHERE NOT deleted) AS d FROM ${rows} GROUP BY tenant_uid`;
const ADD_DELTAS = (deltas: string) => `INSERT INTO search_counts (table_name, tenant_uid, n)
      SELECT TG_TABLE_NAME, tenant_uid, sum(d) FROM (${deltas}) x GROUP BY tenant_uid HAVING sum(d) <> 0 ORDER BY tenant_uid
      ON CONFLICT (table_name, tenant_uid) DO UPDATE SET n = search_counts.n + EXCLUDED.n`;
/** A statement-level trigger function that runs `body`. */
const triggerFunction = (name: string, body: string) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    ${body};
    RETURN NULL;
  END $$`;
const countTrigger = (name: string, deltas: string) => triggerFunction(name, ADD_DELTAS(deltas));

/** The insert, update and delete triggers `${table}_${kind}_*` that run the functions `${fn}_*ed`. */
const statementTriggers = (table: string, kind: string, fn: string): string[] => [
  `CREATE TRIGGER ${table}_${kind}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_inserted()`,
  `CREATE TRIGGER ${table}_${kind}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_updated()`,
  `CREATE TRIGGER ${table}_${kind}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}_deleted()`,
];

/** The count table, its tenant view and the trigger functions every counted table uses. */
const COUNTS_MIGRATION: Migration = {
  id: 'core-002-tenant-counts',
  statements: [
    `CREATE TABLE search_counts (table_name text NOT NULL, tenant_uid text NOT NULL, n bigint NOT NULL,
        PRIMARY KEY (table_name, tenant_uid))`,
    ...tenantWall('search_counts'),
    countTrigger('search_count_inserted', COUNT_DELTA('new_rows', '')),
    countTrigger(
      'search_count_updated',
      `${COUNT_DELTA('new_rows', '')} UNION ALL ${COUNT_DELTA('old_rows', '-')}`,
    ),
    countTrigger('search_count_deleted', COUNT_DELTA('old_rows', '-')),
  ],
};

/**
 * Per-tenant counts per hour of lastModifiedAt (`hour`: the first 13 characters of `modified_at`,
 * 'YYYY-MM-DDTHH') of the tables whose lists answer changes since (tenantHourCounted), so that a
 * first changes page of an unfiltered list counts its range from the hours inside it and the rows
 * of its two end hours (changes-page.ts), not row by row. Kept like the tenant counts, in key order.
 * Only tables with tenant counts take them: PostgreSQL fires a statement's triggers in name order,
 * so `_count_` takes the tenant's count row before `_hours_` takes any of its hours, and a writer
 * that holds an hour of a tenant holds its count row: two writers cannot wait on each other's hours.
 */
const HOUR_DELTA = (rows: string, sign: string) =>
  `SELECT tenant_uid, left(modified_at, 13) AS hour, ${sign} count(*) FILTER (WHERE NOT deleted) AS d
     FROM ${rows} GROUP BY tenant_uid, left(modified_at, 13)`;
const hoursTrigger = (name: string, deltas: string) =>
  triggerFunction(
    name,
    `INSERT INTO search_change_counts (table_name, tenant_uid, hour, n)
      SELECT TG_TABLE_NAME, tenant_uid, hour, sum(d) FROM (${deltas}) x GROUP BY tenant_uid, hour HAVING sum(d) <> 0
      ORDER BY tenant_uid, hour
      ON CONFLICT (table_name, tenant_uid, hour) DO UPDATE SET n = search_change_counts.n + EXCLUDED.n`,
  );

const CHANGE_COUNTS_MIGRATION: Migration = {
  id: 'core-004-change-counts',
  statements: [
    `CREATE TABLE search_change_counts (table_name text NOT NULL, tenant_uid text NOT NULL, hour text NOT NULL,
        n bigint NOT NULL, PRIMARY KEY (table_name, tenant_uid, hour))`,
    ...tenantWall('search_change_counts'),
    hoursTrigger('search_hours_inserted', HOUR_DELTA('new_rows', '')),
    hoursTrigger(
      'search_hours_updated',
      `${HOUR_DELTA('new_rows', '')} UNION ALL ${HOUR_DELTA('old_rows', '-')}`,
    ),
    hoursTrigger('search_hours_deleted', HOUR_DELTA('old_rows', '-')),
  ],
};

/** The triggers that keep `table`'s per-tenant hour counts (after tenantCounted), and the counts of its rows so far. */
export const tenantHourCounted = (table: string): string[] => [
  ...statementTriggers(table, 'hours', 'search_hours'),
  `INSERT INTO search_change_counts (table_name, tenant_uid, hour, n)
    SELECT '${table}', tenant_uid, left(modified_at, 13), count(*) FROM ${table} WHERE NOT deleted GROUP BY 2, 3`,
];

/** The extensions, the reader role and the count table every table migration relies on. */
export const CORE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'core-001-extensions-and-roles',
    statements: [
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      // Lets one GIN index hold the tenant and the trigrams, so a fuzzy search never leaves its tenant.
      'CREATE EXTENSION IF NOT EXISTS btree_gin',
      `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${READER_ROLE}') THEN CREATE ROLE ${READER_ROLE} NOLOGIN; END IF; END $$`,
    ],
  },
  COUNTS_MIGRATION,
  {
    id: 'core-003-tenant-trigrams',
    statements: [
      // The keys of the large tables' free-text indexes (trigrams.ts): each trigram of each word
      // (what a single space separates), prefixed with the row's tenant.
      // It takes about 20 microseconds a row. Declared at 10 times a default function, a plan
      // tests it only on the few rows an exact filter's index finds. Dearer distorts bitmap plans:
      // the planner prices its recheck on every row of a bitmap heap scan, and to save rechecks
      // it added a payment method's posting list to a scan at 100 times (26 -> 66 ms) and the
      // tenant's whole list at 1,000 times (31 -> 97 ms).
      `CREATE OR REPLACE FUNCTION tenant_trigrams(tenant text, words text) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
          SELECT coalesce(array_agg(tenant || ' ' || substr(w, i, 3)), '{}')
          FROM unnest(string_to_array(words, ' ')) AS w, generate_series(1, char_length(w) - 2) AS i
        $$`,
    ],
  },
  CHANGE_COUNTS_MIGRATION,
];

/** The triggers that keep `table`'s per-tenant count (after CORE_MIGRATIONS). */
export const tenantCounted = (table: string): string[] => statementTriggers(table, 'count', 'search_count');

/**
 * The columns every search table starts with: the record's tenant and uid (the key), what orders
 * its versions (createdAt, version, lastModifiedAt, then a delete), and a tombstone flag so that a
 * replayed older image cannot bring a deleted record back.
 */
export const COMMON_COLUMNS_DDL = `tenant_uid text NOT NULL,
  uid text NOT NULL,
  created_at text NOT NULL,
  version integer NOT NULL,
  modified_at text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  indexed_at timestamptz NOT NULL DEFAULT now()`;

/** Applies every migration not yet recorded, in order; concurrent runners wait on a lock. */
export const migrate = async (db: SearchDb, migrations: readonly Migration[]): Promise<string[]> => {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS search_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_migrations'))`);
      const done = await rowsOf(
        tx as unknown as SearchDb,
        sql`select id from search_migrations where id = ${migration.id}`,
      );
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into search_migrations (id) values (${migration.id})`);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
};

/** Lets the reader role log in with this password (local stack and the deploy-time migrator). */
export const setReaderPassword = async (db: SearchDb, password: string): Promise<void> => {
  if (!/^[A-Za-z0-9_\-.~]{16,128}$/.test(password))
    throw new Error('reader password has unexpected characters');
  await db.execute(sql.raw(`ALTER ROLE ${READER_ROLE} LOGIN PASSWORD '${password}'`));
};
