import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/bundling.ts';
import { uniqueTenant } from '#test/support/api.ts';
import * as unbundled from './db-probe.ts';

// The functions run bundled, with stand-ins for ElectroDB's dependencies (infra/bundle-shims) and
// minified command classes; the other tests run the code unbundled. This one runs the same DynamoDB
// paths both ways against the local table: same results, same errors, same error classes.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('bundled DynamoDB access', () => {
  it('behaves exactly like the unbundled code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rcs-probe-'));
    dirs.push(dir);
    const outfile = join(dir, 'probe.mjs');
    const result = await build({
      ...esbuildOptions(join(import.meta.dirname, 'db-probe.ts')),
      outfile,
      sourcemap: false,
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/jsonschema/'))).toBe(false);
    expect(inputs.filter((f) => /node_modules\/(@smithy|@aws-sdk\/(?!util-dynamodb\/))/.test(f))).toEqual([]);
    const bundled = (await import(outfile)) as typeof unbundled;

    const expected = {
      created: 'first',
      duplicate: 'ElectroError <- ConditionalCheckFailedException',
      read: 'first',
      conditionalPut: 'ConditionalCheckFailedException',
      transaction: 'ConflictError 409 probe exists',
      queried: 1,
      batched: 1,
    };
    expect(await unbundled.runProbe(uniqueTenant())).toEqual(expected);
    expect(await bundled.runProbe(uniqueTenant())).toEqual(expected);
  });
});
