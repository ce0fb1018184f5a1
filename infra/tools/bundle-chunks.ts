import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chunkOptions } from '#infra/bundling.ts';

/**
 * `node infra/tools/bundle-chunks.ts <outdir> <chunk>...`: bundles a function's chunks
 * (FunctionDef.chunks, paths from the repository root) next to its bundle in `outdir`; the
 * deployment's bundling hook runs it (infra/constructs/service-function.ts).
 */
const [outdir, ...chunks] = process.argv.slice(2);
if (!outdir || chunks.length === 0) {
  console.error('usage: node infra/tools/bundle-chunks.ts <outdir> <chunk>...');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
for (const chunk of chunks) await build({ ...chunkOptions(root, chunk, outdir), logLevel: 'warning' });
