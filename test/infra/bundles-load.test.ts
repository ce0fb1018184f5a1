import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZER, FUNCTIONS, SEARCH_INDEXER } from '#functions/registry.ts';
import { DATA_API_CHUNK, esbuildOptions, ownChunks } from '#infra/bundling.ts';
import { MIGRATOR_FUNCTION } from '#infra/constructs/search-migrator.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';

/**
 * Every function bundle, built as it is deployed (minified, shims, aliases), loads in a fresh
 * Node process: module initialisation order is a property of the bundle, not of the sources (a
 * dynamically imported library once ran before its own classes existed, and only bundles showed
 * it). The environment is what the stack sets; nothing is called.
 */
const run = promisify(execFile);
const DEFS = [...FUNCTIONS, AUTHORIZER, MIGRATOR_FUNCTION];
const ENTRIES = DEFS.map((fn) => [fn.name, fn.entry] as const);
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

/**
 * Loads a bundle with every locale-aware entry point of the language wrapped, and prints those
 * its import called. The first of them in a process loads ICU's data (about 10 ms), so none may
 * run at import: a description built with `toLocaleString`, or an `Intl.DateTimeFormat` made at
 * module scope, cost every cold start of the functions that reached them
 * (docs/decisions/bundles.md, "Locale data at import").
 */
const ICU_PROBE = `
globalThis.awslambda = { streamifyResponse: (h) => h };
const called = new Set();
for (const name of ['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter']) {
  const original = Intl[name];
  Intl[name] = new Proxy(original, {
    construct: (target, args) => (called.add('Intl.' + name), Reflect.construct(target, args)),
    apply: (target, self, args) => (called.add('Intl.' + name), Reflect.apply(target, self, args)),
  });
}
for (const [proto, label, methods] of [
  [Number.prototype, 'Number', ['toLocaleString']],
  [BigInt.prototype, 'BigInt', ['toLocaleString']],
  [Array.prototype, 'Array', ['toLocaleString']],
  [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
  [String.prototype, 'String', ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']],
]) {
  for (const method of methods) {
    const original = proto[method];
    proto[method] = function (...args) { called.add(label + '.' + method); return original.apply(this, args); };
  }
}
await import(process.argv[2]);
console.log(JSON.stringify([...called]));
`;

let dir: string;
let metafile: Metafile;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-bundles-load-'));
  const entries = [...new Set(ENTRIES.map(([, entry]) => entry))];
  ({ metafile } = await build({
    ...esbuildOptions(''),
    entryPoints: Object.fromEntries(entries.map((e) => [e.replaceAll('/', '_'), resolve(REPO_ROOT, e)])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    sourcemap: false,
    metafile: true,
  }));
  await writeFile(
    join(dir, 'load.mjs'),
    // Lambda's Node.js runtime gives modules the awslambda global, whose streamifyResponse a
    // streamed handler (privacy-export) calls as it loads.
    "globalThis.awslambda = { streamifyResponse: (h) => h }; const m = await import(process.argv[2]); if (typeof m.handler !== 'function') process.exit(3);",
  );
  await writeFile(join(dir, 'icu.mjs'), ICU_PROBE);
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

describe('function bundles at import', () => {
  it.each(ENTRIES)('%s: call nothing that loads locale data', async (_name, entry) => {
    const file = join(dir, `${entry.replaceAll('/', '_')}.mjs`);
    const { stdout } = await run(process.execPath, [join(dir, 'icu.mjs'), file], {
      env: { PATH: process.env.PATH, ...ENV },
    });
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual([]);
  });
});

/** The packages and files a function's bundle is made of. */
const inputsOf = (entry: string): string[] => {
  const output = Object.values(metafile.outputs).find(
    (o) => o.entryPoint && resolve(REPO_ROOT, o.entryPoint) === resolve(REPO_ROOT, entry),
  );
  return Object.keys(output?.inputs ?? {});
};

describe('what the bundles hold', () => {
  it.each(ENTRIES)('%s: no classic zod (schemas are zod/mini)', (_name, entry) => {
    const inputs = inputsOf(entry);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((file) => /node_modules\/zod\/(v4\/classic|index)/.test(file))).toEqual([]);
  });

  // ElectroDB (168 KB, and its entities built at import) is in no bundle: every function reads
  // and writes its items with plain DynamoDB calls (docs/decisions/bundles.md), and one import of
  // an entity module on a function's path would bring it back whole.
  it.each(ENTRIES)('%s: no ElectroDB', (_name, entry) => {
    const inputs = inputsOf(entry);
    expect(inputs.length).toBeGreaterThan(0);
    expect(
      inputs.filter((file) => /node_modules\/electrodb\/|electrodb-entity|\.entity\.ts$/.test(file)),
    ).toEqual([]);
  });

  // node:http and node:fs as ES modules cost about 20 ms and 4 ms at import (their lazy getters
  // run): code reaches them through shared/node-builtins.ts, which requires them instead.
  it.each(ENTRIES)('%s: does not import node:http nor node:fs as an ES module', async (_name, entry) => {
    const text = await readFile(join(dir, `${entry.replaceAll('/', '_')}.mjs`), 'utf8');
    expect(text).not.toMatch(/from\s*["']node:(http|fs)["']|import\(["']node:(http|fs)["']\)/);
  });

  // Middy's streaming mode loads node:stream/web at import: only the streamed groups carry it
  // (shared/http/streamed-handler.ts).
  it.each(ENTRIES)('%s: carries the streaming mode only if it streams', (name, entry) => {
    const streams = inputsOf(entry).some((file) =>
      file.endsWith('@middy/core/executionModeStreamifyResponse.js'),
    );
    expect(streams).toBe(['privacy-export', 'saf-t'].includes(name));
  });

  // The read model's Data API driver is a chunk (shared/search/data-api-db.ts) that search-db.ts
  // loads from next to the bundle: a function that reaches search-db.ts must ship it, or its first
  // search would fail in AWS only (locally the sources are loaded).
  it.each(ENTRIES)('%s: ships the Data API chunk if it reaches the read model', (name, entry) => {
    const reaches = inputsOf(entry).includes('shared/search/search-db.ts');
    const def = DEFS.find((fn) => fn.name === name)!;
    expect(ownChunks(def).includes(DATA_API_CHUNK)).toBe(reaches);
    expect(inputsOf(entry).filter((file) => file.includes('drizzle-orm/aws-data-api/'))).toEqual([]);
  });

  // A projection builds its migrations as it loads (`...tenantWall(table)` in their lists), so a
  // reader that took a table name from one bundled the whole file and shared/search/migrations.ts
  // with it (up to 22 KB). Readers name their tables through `*-search.table.ts` and
  // shared/search/tenant-view.ts; only the functions that write or migrate the read model hold these.
  it.each(ENTRIES)('%s: projections and migrations only where the read model is written', (name, entry) => {
    const held = inputsOf(entry).filter((file) =>
      /\.projection\.ts$|^shared\/search\/migrations\.ts$/.test(file),
    );
    if (name === SEARCH_INDEXER.name || name === MIGRATOR_FUNCTION.name) {
      expect(held).toContain('shared/search/migrations.ts');
    } else {
      expect(held).toEqual([]);
    }
  });

  // The AWS SDK's runtime (@smithy/core with its middleware stack, serde and endpoint rules, about
  // 150 KB) is in no bundle: functions call AWS over shared/aws/aws-json-client.ts. Only the SDK's
  // marshalling of DynamoDB attribute values (@aws-sdk/util-dynamodb, 5 KB) is used.
  it.each(ENTRIES)('%s: no AWS SDK client nor its runtime', (_name, entry) => {
    const inputs = inputsOf(entry);
    expect(inputs.length).toBeGreaterThan(0);
    expect(
      inputs.filter((file) => /node_modules\/(@smithy|@aws-sdk\/(?!util-dynamodb\/))/.test(file)),
    ).toEqual([]);
  });
});
