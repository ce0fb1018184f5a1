import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZER, FUNCTIONS } from '#functions/registry.ts';
import * as shim from '#infra/bundle-shims/node-postgres.ts';
import { DATA_API_CHUNK } from '#infra/bundling.ts';
import { MIGRATOR_FUNCTION } from '#infra/constructs/search-migrator.ts';
import { nodejsBundling } from '#infra/constructs/service-function.ts';
import { bundleInputs } from './bundle-inputs.ts';

// node-postgres serves the local stack only; in AWS the read model is reached through the Data
// API. The bundles must not carry it (nor pg-native, which it would try to load).
const NODE_POSTGRES = /node_modules\/(pg|pg-[a-z-]+|pgpass|drizzle-orm\/node-postgres)\//;

const ENTRIES = [...FUNCTIONS, AUTHORIZER, MIGRATOR_FUNCTION].map((fn) => [fn.name, fn.entry] as const);

/** Input files of each function bundle, by entry (one esbuild run for all; nothing written). */
let inputsByEntry: Map<string, string[]>;
beforeAll(async () => {
  inputsByEntry = await bundleInputs(
    [...ENTRIES.map(([, entry]) => entry), DATA_API_CHUNK],
    'search-bundles-test',
  );
}, 120_000);

describe('node-postgres in function bundles', () => {
  it.each(ENTRIES)('%s: not bundled', (_name, entry) => {
    const inputs = inputsByEntry.get(entry)!;
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((file) => NODE_POSTGRES.test(file))).toEqual([]);
  });

  it('is replaced by the stand-in where the search code reaches it; the Data API driver is a chunk on our client', () => {
    const inputs = inputsByEntry.get(MIGRATOR_FUNCTION.entry)!;
    expect(inputs).toContain('infra/bundle-shims/node-postgres.ts');
    expect(inputs.some((file) => file.includes('node_modules/drizzle-orm/aws-data-api/'))).toBe(false);
    // The chunk search-db.ts loads at the first connection (infra/bundling.ts, DATA_API_CHUNK).
    const chunk = inputsByEntry.get(DATA_API_CHUNK)!;
    expect(chunk.some((file) => file.includes('node_modules/drizzle-orm/aws-data-api/'))).toBe(true);
    expect(chunk.filter((file) => NODE_POSTGRES.test(file))).toEqual([]);
    // The Data API client is ours (shared/aws/rds-data.ts), also where drizzle imports the SDK's.
    expect(chunk).toContain('shared/aws/rds-data.ts');
    expect(chunk.filter((file) => file.includes('node_modules/@aws-sdk/'))).toEqual([]);
  });

  it('says what is wrong if a bundle is ever configured with a PostgreSQL URL', () => {
    expect(() => shim.drizzle()).toThrow(/RDS Data API/);
    expect(() => new shim.default.Pool()).toThrow(/not part of function bundles/);
  });

  it('deploys with the same aliases (NodejsFunction options)', () => {
    const aliases = (nodejsBundling().esbuildArgs?.['--alias'] ?? []) as string[];
    for (const name of ['pg', 'pg-native', 'drizzle-orm/node-postgres']) {
      expect(
        aliases.some((alias) => alias.startsWith(`${name}=`) && alias.endsWith('node-postgres.ts')),
        name,
      ).toBe(true);
    }
  });
});
