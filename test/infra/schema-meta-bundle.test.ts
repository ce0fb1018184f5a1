import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { routes } from '#functions/sales/receipts/routes.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';
import { ChangesPagingMeta } from '#shared/http/changes-paging.ts';

/**
 * Function bundles build their schemas without OpenAPI metadata (shared/schema/zod-helpers.ts
 * withMeta, `SCHEMA_META` in infra/bundling.ts): no copies, nothing registered, at each cold start.
 * Here a bundle of the receipts routes, built with the functions' options, runs in a fresh process:
 * its registry holds nothing, and its schemas answer the inputs below exactly as the sources do.
 */
const run = promisify(execFile);

const INPUTS = {
  searchBody: [
    {},
    { voucherNumbers: ['1001'], unpaid: true },
    { orderStates: 'OPEN' },
    { limit: -1, extra: 1 },
  ],
  searchQuery: [{}, { limit: '10' }, { limit: 'ten' }, { sortBy: 'nope' }],
  createBody: [{}, { items: 'x' }],
} as const;

const ENTRY = `import * as z from 'zod/mini';
import { routes } from '${resolve(REPO_ROOT, 'functions/sales/receipts/routes.ts')}';
import { ChangesPagingMeta } from '${resolve(REPO_ROOT, 'shared/http/changes-paging.ts')}';
export const report = (inputs) => ({
  ids: z.globalRegistry._idmap.size,
  pagingMeta: z.globalRegistry.get(ChangesPagingMeta) ?? null,
  parsed: parseAll(routes, inputs),
});
${parseAllSource()}`;

function parseAllSource(): string {
  return `function parseAll(routes, inputs) {
  const outcome = (schema, value) => {
    const r = schema.safeParse(value);
    return r.success ? { data: r.data } : { issues: r.error.issues.map((i) => [i.path.join('.'), i.code, i.message]) };
  };
  return {
    searchBody: inputs.searchBody.map((v) => outcome(routes.searchReceipts.request.body, v)),
    searchQuery: inputs.searchQuery.map((v) => outcome(routes.searchReceipts.request.query, v)),
    createBody: inputs.createBody.map((v) => outcome(routes.createReceipt.request.body, v)),
  };
}`;
}

// The same function, run here on the sources' schemas.
const parseAll = new Function(`${parseAllSource()}; return parseAll;`)() as (
  r: typeof routes,
  inputs: typeof INPUTS,
) => unknown;

let dir: string;
let bundled: { ids: number; pagingMeta: unknown; parsed: unknown };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rcs-schema-meta-'));
  await writeFile(join(dir, 'entry.ts'), ENTRY);
  await build({
    ...esbuildOptions(join(dir, 'entry.ts')),
    outfile: join(dir, 'out.mjs'),
    sourcemap: false,
    // The entry is outside the repository: its `zod/mini` is the repository's, the routes' own.
    nodePaths: [resolve(REPO_ROOT, 'node_modules')],
  });
  const probe = `const { report } = await import(process.argv[1]); process.stdout.write(JSON.stringify(report(${JSON.stringify(INPUTS)})));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe, join(dir, 'out.mjs')], {
    env: { PATH: process.env.PATH, TABLE_NAME: 'table', AWS_REGION: 'eu-north-1' },
  });
  bundled = JSON.parse(stdout);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('schemas in a function bundle', () => {
  it('register no OpenAPI metadata, which the sources do', () => {
    expect(z.globalRegistry.get(ChangesPagingMeta)).toEqual({ id: 'ChangesPaging' });
    expect(bundled.pagingMeta).toBeNull();
    expect(bundled.ids).toBe(0);
  });

  it('accept, default and refuse the same inputs as the sources, with the same messages', () => {
    const sources = JSON.parse(JSON.stringify(parseAll(routes, INPUTS)));
    expect(bundled.parsed).toEqual(sources);
    // The inputs cover both outcomes, so the comparison is not between two empty answers.
    expect(JSON.stringify(sources)).toContain('"issues"');
    expect(JSON.stringify(sources)).toContain('"data"');
  });
});
