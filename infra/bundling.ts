import { basename, join, resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * esbuild options for every function bundle, shared by the CDK stack (NodejsFunction) and the
 * bench: ESM, Node 24, minified, source maps. Functions call AWS over shared/aws/aws-json-client.ts,
 * not the AWS SDK (docs/decisions/bundles.md); a guard in test/infra/bundles-load.test.ts keeps it so.
 */
export const BUNDLE_TARGET = 'node24';
export const BUNDLE_BANNER =
  "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/** Stand-ins for packages (or parts of them) that functions do not need; see each file. */
const shim = (file: string) => resolve(import.meta.dirname, 'bundle-shims', file);

export const esbuildOptions = (entry: string): BuildOptions => ({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUNDLE_TARGET,
  minify: true,
  sourcemap: 'external',
  mainFields: ['module', 'main'],
  banner: { js: BUNDLE_BANNER },
  legalComments: 'none',
  // Schemas skip their OpenAPI metadata in bundles (shared/schema/zod-helpers.ts withMeta).
  define: { SCHEMA_META: 'false' },
  alias: {
    // ElectroDB's model check runs in the tests; bundles keep only what ElectroDB relies on.
    jsonschema: shim('electrodb-model-check.ts'),
    // The code uses ElectroDB's Entity only; its entry also loads Service and transactions.
    electrodb: shim('electrodb-entity.cjs'),
    // Handlebars needs source-map only for template source maps, which we never generate.
    'source-map': shim('handlebars-source-map.ts'),
    // ElectroDB, where a bundle ever reaches it, sends our document commands (shared/db/client.ts).
    '@aws-sdk/lib-dynamodb': resolve(import.meta.dirname, '../shared/db/document-commands.ts'),
    // drizzle's Data API driver sends its commands to our client over REST-JSON, without the SDK.
    '@aws-sdk/client-rds-data': resolve(import.meta.dirname, '../shared/aws/rds-data.ts'),
    // node-postgres serves the local stack only (about 100 KB); functions use the RDS Data API.
    pg: shim('node-postgres.ts'),
    'pg-native': shim('node-postgres.ts'),
    'drizzle-orm/node-postgres': shim('node-postgres.ts'),
  },
  logLevel: 'silent',
});

/**
 * Powertools Metrics, a chunk of every function built on the shared middy stacks: loaded only
 * when metrics are on (shared/metrics.ts), so it is not compiled at every cold start.
 */
export const METRICS_CHUNK = 'shared/metrics-emf.ts';

/**
 * The read model's Data API driver (drizzle's, about 57 KB): a chunk of every function that reads
 * or writes the read model, loaded at its first connection (shared/search/search-db.ts).
 */
export const DATA_API_CHUNK = 'shared/search/data-api-db.ts';

/** A function's own chunks: those it declares (FunctionDef.chunks), and the Data API driver where it has the read model's grant. */
export const ownChunks = (def: { chunks?: readonly string[]; grants?: object }): string[] => [
  ...(def.chunks ?? []),
  ...(def.grants && 'search' in def.grants && def.grants.search ? [DATA_API_CHUNK] : []),
];

/** The chunks bundled next to a function: its own (ownChunks), then Metrics. */
export const functionChunks = (own: readonly string[] = []): string[] => [...own, METRICS_CHUNK];

/** A chunk's file next to its function's bundle: `functions/shipping/label-pdf.ts` -> `label-pdf.mjs`. */
export const chunkFile = (chunk: string): string => `${basename(chunk, '.ts')}.mjs`;

/**
 * esbuild options of a function's chunk (FunctionDef.chunks): the same as a bundle's, written
 * next to it in `outdir` under the name shared/chunk.ts loads. `root` resolves the chunk's path.
 */
export const chunkOptions = (root: string, chunk: string, outdir: string): BuildOptions => ({
  ...esbuildOptions(resolve(root, chunk)),
  outfile: join(outdir, chunkFile(chunk)),
  // A map beside it, as the bundle's (infra/constructs/service-function.ts): the logger maps a
  // logged error's frames in the chunk with it (shared/source-mapped-stack.ts).
  sourcemap: 'linked',
});
