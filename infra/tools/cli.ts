import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV } from '#shared/config.ts';

/** What the command-line tools share: how they fail, and how they find the table they work on. */

/** The local stack's data directory `npm start` uses (`--data DIR` changes it). */
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../.local');

/** A tool's `fail`: prints the message and the usage, exits 2. */
export const failWith =
  (usage: string) =>
  (message: string): never => {
    console.error(`${message}\n${usage}`);
    process.exit(2);
  };

/** Prints the usage and exits when `--help` was given. */
export const helpRequested = (help: boolean | undefined, usage: string): void => {
  if (!help) return;
  console.log(usage);
  process.exit(0);
};

/** The `--segments` of a parallel Scan, a whole number from 1 to 64, or `fail`. */
export const scanSegments = (value: string | undefined, fail: (message: string) => never): number => {
  const segments = Number(value);
  if (!Number.isInteger(segments) || segments < 1 || segments > 64) fail('--segments must be 1..64');
  return segments;
};

/** What the running local stack writes to `<data>/stack.json`. */
export type LocalStackFile = {
  apiUrl: string;
  tableName: string;
  dynamodbEndpoint: string;
  search: { writerUrl: string };
};

/** The running local stack's description, or `fail` when none is running. */
export const readLocalStack = async (dataDir: string, fail: (message: string) => never) =>
  JSON.parse(
    await readFile(resolve(dataDir, 'stack.json'), 'utf8').catch(() =>
      fail('no running local stack found (start it with npm start)'),
    ),
  ) as LocalStackFile;

/**
 * Points the table clients at the deployed table (`table`, with the shell's AWS credentials) or
 * at the running local stack's; call it before importing them, they read the environment once.
 */
export const useTable = async (
  target: { table?: string; region?: string; data: string },
  fail: (message: string) => never,
): Promise<void> => {
  if (target.table) {
    Object.assign(process.env, {
      [ENV.tableName]: target.table,
      [ENV.region]: target.region ?? process.env[ENV.region] ?? 'eu-north-1',
    });
    return;
  }
  const stack = await readLocalStack(target.data, fail);
  Object.assign(process.env, {
    [ENV.tableName]: stack.tableName,
    [ENV.region]: 'eu-north-1',
    [ENV.dynamodbEndpoint]: stack.dynamodbEndpoint,
    [ENV.awsAccessKeyId]: 'local',
    [ENV.awsSecretAccessKey]: 'local',
  });
};

/** What a backfill runs with: the Scan's segments and, with `--tenant`, one tenant. */
export type BackfillScope = { segments: number; tenantUid?: string };

/**
 * The options every backfill tool takes (`--tenant`, `--segments`, `--data`, `--table`,
 * `--region`, `--help`), read from the command line, with the table clients pointed at the table
 * they name (useTable). Import the repository after it: its client reads the environment once.
 */
export const backfillScope = async (usage: string): Promise<BackfillScope> => {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      segments: { type: 'string', default: '4' },
      data: { type: 'string', default: DEFAULT_DATA_DIR },
      table: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const fail = failWith(usage);
  helpRequested(values.help, usage);
  const segments = scanSegments(values.segments, fail);
  await useTable(values, fail);
  return { segments, ...(values.tenant ? { tenantUid: values.tenant } : {}) };
};

/** `report`, called at most once every `ms`: a long run's progress lines on stderr. */
export const throttled = <T>(ms: number, report: (value: T) => void) => {
  let last = 0;
  return (value: T) => {
    if (Date.now() - last < ms) return;
    last = Date.now();
    report(value);
  };
};
