import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';

/**
 * Where a file the docs function serves is: next to the bundle when deployed (the `files` of the
 * docs function in functions/registry.ts are copied there, flat), else at its path from the
 * repository root (locally and in the tests, which run the sources).
 */
export const assetFile = (pathFromRoot: string): string => {
  const nextToBundle = resolve(import.meta.dirname, basename(pathFromRoot));
  return existsSync(nextToBundle) ? nextToBundle : resolve(import.meta.dirname, '../..', pathFromRoot);
};
