import { sql } from 'drizzle-orm';
import { rowsOf, type SearchDb } from './rows.ts';

/**
 * Versioned schema of the read model. Each migration is a list of single statements (the RDS
 * Data API runs one statement per call) applied in one transaction and recorded by id, so a
 * migration runs once whatever the number of starts or deploys. Migrations are only ever added.
 */
export type Migration = { id: string; statements: readonly string[] };

/** The role the API functions search as; row-level security applies to it. */
export const READER_ROLE = 'search_reader';

/** The extension and the reader role every table migration relies on. */
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
];

/**
 * The statements that make a table tenant-walled: row-level security for the reader role (the
 * writer owns the tables and is not subject to it) and read access for that role.
 */
export const tenantWall = (table: string): string[] => [
  `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
  `CREATE POLICY ${table}_tenant ON ${table} FOR SELECT TO ${READER_ROLE} USING (tenant_uid = current_setting('app.tenant_uid', true))`,
  `GRANT SELECT ON ${table} TO ${READER_ROLE}`,
];

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

/** The collation of sort columns: ICU root, the order JavaScript's localeCompare gives. */
export const SORT_COLLATION = '"und-x-icu"';

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
