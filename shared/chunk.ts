import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fs } from '#shared/node-builtins.ts';

/**
 * Loads a module of the function that is bundled as a chunk of its own (the `chunks` of its
 * entry in functions/registry.ts): a library that only a rare path needs (pdf-lib for PDF labels
 * and test pages) then costs nothing at cold start, only when that path first runs
 * (docs/decisions/bundles.md). `dir` is the caller's `import.meta.dirname`: deployed, the bundle's
 * directory, which holds `<name>.mjs` next to it; run from the sources (locally, in the tests),
 * the caller's own directory, which holds `<name>.ts`. Node caches the module after the first call.
 */
export const importChunk = async <T>(dir: string, name: string): Promise<T> => {
  const bundled = join(dir, `${name}.mjs`);
  const file = fs.existsSync(bundled) ? bundled : join(dir, `${name}.ts`);
  return (await import(pathToFileURL(file).href)) as T;
};
