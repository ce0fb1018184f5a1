import type { MetadataJson } from 'libphonenumber-js/core';
import { assetFile } from '#shared/asset-file.ts';
import { fs } from '#shared/node-builtins.ts';

/**
 * libphonenumber-js's `min` metadata (every country; numbers are checked by their possible
 * lengths): the smallest set that validates a number of any country. It is a file next to the
 * bundle (the `files` of every function that validates phone numbers, checked by
 * test/infra/function-files.test.ts), parsed on the first number checked, instead of 80 KB of
 * object literal in the bundle compiled at every cold start (docs/decisions/bundles.md).
 */
export const PHONE_METADATA = 'node_modules/libphonenumber-js/metadata.min.json';

let metadata: MetadataJson | undefined;

/** The metadata, read once per container. */
export const phoneMetadata = (): MetadataJson => {
  metadata ??= JSON.parse(fs.readFileSync(assetFile(PHONE_METADATA), 'utf8')) as MetadataJson;
  return metadata;
};
