import { basename, resolve } from 'node:path';
import { fs } from '#shared/node-builtins.ts';

/**
 * Where a file a function reads at run time is (the `files` of its entry in functions/registry.ts):
 * next to the bundle when deployed (they are copied there, flat), else at its path from the
 * repository root (locally and in the tests, which run the sources).
 */
export const assetFile = (pathFromRoot: string): string => {
  const nextToBundle = resolve(import.meta.dirname, basename(pathFromRoot));
  return fs.existsSync(nextToBundle) ? nextToBundle : resolve(import.meta.dirname, '..', pathFromRoot);
};
