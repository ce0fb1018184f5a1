import { readFile } from 'node:fs/promises';
import { assetFile } from '#shared/asset-file.ts';

/**
 * The OpenAPI document, generated at build time (`npm run openapi`). It is not imported into the
 * bundle: the deployment copies it next to the bundle (the `files` of the docs function in
 * functions/registry.ts), so the cold start of every docs route does not parse about 600 KB of
 * JSON that only `GET /openapi.json` serves (docs/decisions/bundles.md).
 */
export const OPENAPI_DOCUMENT = 'docs/openapi.json';

let document: Promise<Record<string, unknown>> | undefined;

/** The document, read and parsed once per container. */
export const openApiDocument = (): Promise<Record<string, unknown>> => {
  document ??= readFile(assetFile(OPENAPI_DOCUMENT), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, unknown>)
    .catch((error: unknown) => {
      document = undefined;
      throw error;
    });
  return document;
};
