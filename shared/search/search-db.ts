import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { importChunk } from '#shared/chunk.ts';
import { config } from '#shared/config.ts';
import { ServiceUnavailableError, ValidationError } from '#shared/errors.ts';
import { causesOf, isTransientDependencyFailure } from '#shared/unavailable.ts';
import type { SearchDb } from './rows.ts';

export { rowsOf, type SearchDb } from './rows.ts';

/**
 * The connections to the search read model (DESIGN section 5a), one per role and container,
 * created on first use. Locally node-postgres with a small pool; in AWS the RDS Data API, so no
 * function needs a VPC. Both run the same drizzle `sql` statements.
 */

export type SearchRole = 'reader' | 'writer';

// node-postgres is imported statically (function bundles replace it with a stand-in,
// infra/bundle-shims/node-postgres.ts): esbuild wraps modules imported dynamically within a bundle
// in lazy initialisers, and drizzle's modules then ran before their classes existed. The Data API
// driver is a chunk of its own instead (a separate build, shared/search/data-api-db.ts), loaded
// at the first connection in AWS.
const connect = async (role: SearchRole): Promise<SearchDb> => {
  const s = config.search;
  const url = role === 'reader' ? s.readerUrl : s.writerUrl;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 8,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 10_000,
    });
    // An idle client whose server went away emits 'error'; the next query reconnects.
    pool.on('error', () => undefined);
    return pgDrizzle(pool) as unknown as SearchDb;
  }
  const secretArn = role === 'reader' ? s.readerSecretArn : s.writerSecretArn;
  if (!s.clusterArn || !secretArn) {
    throw new Error(`search read model: no ${role} connection is configured`);
  }
  const { connectDataApi } = await importChunk<typeof import('./data-api-db.ts')>(
    import.meta.dirname,
    'data-api-db',
  );
  return connectDataApi({
    region: config.region,
    database: s.database,
    resourceArn: s.clusterArn,
    secretArn,
  });
};

const connections = new Map<SearchRole, Promise<SearchDb>>();

/** The database of a role, connected once per container. */
export const searchDb = (role: SearchRole): Promise<SearchDb> => {
  let db = connections.get(role);
  if (!db) {
    db = connect(role);
    connections.set(role, db);
  }
  return db;
};

/** Closes the local pools (tests and the rebuild tool); the next use reconnects. */
export const closeSearchDb = async (): Promise<void> => {
  const open = [...connections.values()];
  connections.clear();
  for (const db of open) {
    const client = (
      (await db.catch(() => undefined)) as { $client?: { end?: () => Promise<void> } } | undefined
    )?.$client;
    await client?.end?.().catch(() => undefined);
  }
};

// Data API and node-postgres failures that mean "not reachable now", beyond those of any dependency.
const UNAVAILABLE_NAMES = new Set([
  'DatabaseResumingException',
  'DatabaseUnavailableException',
  'DatabaseNotFoundException',
  'StatementTimeoutException',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection .*closed|terminating connection/i;

/** True when an error (or one of its causes) says the read model cannot be reached right now. */
export const isUnavailable = (error: unknown): boolean =>
  isTransientDependencyFailure(error) ||
  causesOf(error).some(
    (e) =>
      // SQLSTATE classes 08 (connection), 53 (resources), 57 (operator intervention: shutdown).
      (typeof e.code === 'string' && /^(08|53|57)/.test(e.code)) ||
      (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) ||
      (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)),
  );

/** SQLSTATEs of a search value PostgreSQL cannot hold as text (a NUL character, bad encoding). */
const UNREPRESENTABLE = new Set(['22P05', '22021']);

/** Maps "cannot reach the read model" to a 503 with Retry-After; anything else is rethrown. */
export const unavailableAsProblem = (error: unknown): never => {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code === 'string' && UNREPRESENTABLE.has(code)) {
    throw new ValidationError('a search value contains a character that cannot be searched (NUL)', [], {
      cause: error,
    });
  }
  if (isUnavailable(error)) {
    throw new ServiceUnavailableError('search is temporarily unavailable; retry later', {
      cause: error,
      headers: { 'Retry-After': String(config.search.retryAfterSeconds) },
    });
  }
  throw error;
};

/**
 * A check run at the end of every readTenant transaction within `withSnapshotCheck`, on the same
 * snapshot as the reads before it (the transactions are then REPEATABLE READ). pending.ts uses it
 * to prove that a list read concurrently with its read-your-writes markers saw those writes.
 */
type SnapshotCheck = { check: (db: SearchDb) => Promise<boolean>; held: boolean };
const snapshotChecks = new AsyncLocalStorage<SnapshotCheck>();

/**
 * Runs `read` so that each read-model transaction it opens ends with `check` on that
 * transaction's snapshot. Answers the result and whether every check held (`held`).
 */
export const withSnapshotCheck = async <T>(
  check: (db: SearchDb) => Promise<boolean>,
  read: () => Promise<T>,
): Promise<{ result: T; held: boolean }> => {
  const scope: SnapshotCheck = { check, held: true };
  const result = await snapshotChecks.run(scope, read);
  return { result, held: scope.held };
};

/**
 * Runs `work` as the reader role inside one transaction scoped to a tenant: the tenant views
 * (`app.tenant_uid`) limit every statement to that tenant's rows, behind the WHERE clauses that
 * say the same. The same statement sets the transaction's `work_mem` (config.search.workMem), so
 * neither costs a round trip of its own, and turns parallel workers off: a search is short and
 * many run at once, starting workers costs milliseconds, and here they never paid: a search of
 * about 1,000 customers in a million took 4.6 ms with a worker and 2.6 without, a count of
 * 100,000 of them 121 and 114 ms. An unreachable read model becomes a 503 with Retry-After.
 */
export const readTenant = async <T>(tenantUid: string, work: (db: SearchDb) => Promise<T>): Promise<T> => {
  const scope = snapshotChecks.getStore();
  try {
    const db = await searchDb('reader');
    return await db.transaction(
      async (tx) => {
        await tx.execute(
          sql`select set_config('app.tenant_uid', ${tenantUid}, true), set_config('work_mem', ${config.search.workMem}, true), set_config('max_parallel_workers_per_gather', '0', true)`,
        );
        const result = await work(tx as unknown as SearchDb);
        if (scope && !(await scope.check(tx as unknown as SearchDb))) scope.held = false;
        return result;
      },
      scope ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
    );
  } catch (error) {
    return unavailableAsProblem(error);
  }
};
