import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/bundling.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Input files of a function bundle (esbuild metafile; nothing written). */
const bundledInputs = async (entry: string) => {
  const { metafile } = await build({
    ...esbuildOptions(resolve(ROOT, entry)),
    write: false,
    sourcemap: false,
    metafile: true,
  });
  return Object.keys(metafile.inputs);
};

describe('accounting bundle', () => {
  it('reads customers without the customers write paths or the phone-number library', async () => {
    const inputs = await bundledInputs('functions/accounting/handler.ts');
    expect(inputs).toContain('functions/customers/customer-read.ts');
    expect(inputs.filter((p) => p.includes('libphonenumber-js'))).toEqual([]);
    expect(inputs).not.toContain('functions/customers/customer.service.ts');
    expect(inputs).not.toContain('functions/customers/fields.ts');
  }, 30_000);
});
