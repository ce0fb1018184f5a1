import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZER, FUNCTIONS } from '#functions/registry.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';

/**
 * Every function bundle, built as it is deployed (minified, shims, aliases), loads in a fresh
 * Node process: module initialisation order is a property of the bundle, not of the sources (a
 * dynamically imported library once ran before its own classes existed, and only bundles showed
 * it). The environment is what the stack sets; nothing is called.
 */
const run = promisify(execFile);
const MIGRATOR = { name: 'search-migrator', entry: 'functions/search/workers/migrator/handler.ts' };
const ENTRIES = [...FUNCTIONS, AUTHORIZER, MIGRATOR].map((fn) => [fn.name, fn.entry] as const);
const ENV = {
  TABLE_NAME: 'table',
  AWS_REGION: 'eu-north-1',
  AWS_ACCESS_KEY_ID: 'x',
  AWS_SECRET_ACCESS_KEY: 'x',
  JWT_ISSUER: 'https://issuer.example/',
  JWT_AUDIENCE: 'aud',
  JWKS_URL: 'https://issuer.example/jwks.json',
  WEBHOOK_QUEUE_URL: 'https://sqs.example/q',
  NOTIFICATION_QUEUE_URL: 'https://sqs.example/n',
  SEARCH_CLUSTER_ARN: 'arn:aws:rds:eu-north-1:123456789012:cluster:search',
  SEARCH_READER_SECRET_ARN: 'arn:aws:secretsmanager:eu-north-1:123456789012:secret:r',
  SEARCH_WRITER_SECRET_ARN: 'arn:aws:secretsmanager:eu-north-1:123456789012:secret:w',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-bundles-load-'));
  const entries = [...new Set(ENTRIES.map(([, entry]) => entry))];
  await build({
    ...esbuildOptions(''),
    entryPoints: Object.fromEntries(entries.map((e) => [e.replaceAll('/', '_'), resolve(REPO_ROOT, e)])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    sourcemap: false,
  });
  await writeFile(
    join(dir, 'load.mjs'),
    // Lambda's Node.js runtime gives modules the awslambda global, whose streamifyResponse a
    // streamed handler (privacy-export) calls as it loads.
    "globalThis.awslambda = { streamifyResponse: (h) => h }; const m = await import(process.argv[2]); if (typeof m.handler !== 'function') process.exit(3);",
  );
}, 180_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('function bundles', () => {
  it.each(ENTRIES)('%s: loads and exports a handler', async (_name, entry) => {
    const file = join(dir, `${entry.replaceAll('/', '_')}.mjs`);
    const { stderr } = await run(process.execPath, [join(dir, 'load.mjs'), file], {
      env: { PATH: process.env.PATH, ...ENV },
    });
    expect(stderr).toBe('');
  });
});
