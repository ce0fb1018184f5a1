import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '#functions/docs/openapi-document.ts';
import { RENDERER_SCRIPT } from '#functions/docs/reference-page.ts';
import { AUTHORIZER, FUNCTIONS } from '#functions/registry.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { bundleInputs } from './bundle-inputs.ts';

// A module that reads a file next to the bundle at run time works only in a function whose
// entry copies that file there (FunctionDef.files): its bundle would load, and fail on the
// first request that reads the file. A function's chunks (FunctionDef.chunks) run from the
// bundle's directory too, so what they read counts as the function's.
const READERS = {
  'shared/phone-metadata.ts': PHONE_METADATA,
  'functions/docs/openapi-document.ts': OPENAPI_DOCUMENT,
  'functions/docs/reference-page.ts': RENDERER_SCRIPT,
} as const;

const DEFS = [...FUNCTIONS, AUTHORIZER];
let inputsByEntry: Map<string, string[]>;
beforeAll(async () => {
  inputsByEntry = await bundleInputs(
    [...DEFS.map((fn) => fn.entry), ...DEFS.flatMap((fn) => ('chunks' in fn ? (fn.chunks ?? []) : []))],
    'function-files-test',
  );
}, 120_000);

describe('files read next to the bundle', () => {
  it('exist where the deployment copies them from', () => {
    for (const file of Object.values(READERS)) expect(existsSync(resolve(REPO_ROOT, file)), file).toBe(true);
  });

  it.each(DEFS.map((fn) => [fn.name, fn] as const))('%s: copies every file its bundle reads', (_name, fn) => {
    const inputs = inputsByEntry.get(fn.entry)!;
    expect(inputs.length).toBeGreaterThan(0);
    const chunks = 'chunks' in fn ? (fn.chunks ?? []) : [];
    const read = [...inputs, ...chunks.flatMap((chunk) => inputsByEntry.get(chunk)!)];
    const needed = Object.entries(READERS).flatMap(([module, file]) => (read.includes(module) ? [file] : []));
    const files = 'files' in fn ? (fn.files ?? []) : [];
    expect([...files].sort()).toEqual(needed.sort());
  });

  it('leave libphonenumber-js metadata out of every bundle', () => {
    for (const [entry, inputs] of inputsByEntry) {
      expect(
        inputs.filter((file) => /libphonenumber-js\/metadata/.test(file)),
        entry,
      ).toEqual([]);
    }
    const customers = FUNCTIONS.find((fn) => fn.name === 'customers')!;
    expect(inputsByEntry.get(customers.entry)).toContain('shared/phone-metadata.ts');
  });
});
