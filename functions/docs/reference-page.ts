import { readFile } from 'node:fs/promises';
import { assetFile } from '#shared/asset-file.ts';

/**
 * The renderer of the reference page: Redoc's standalone build, one self-contained script (no
 * fonts or styles fetched from elsewhere). It is served by this function, not by a CDN. It is not
 * imported into the bundle: the deployment copies the file next to the bundle (the `files` of
 * the docs function in functions/registry.ts), so the function's cold start does not parse 1 MB
 * of browser code that only `GET /docs/redoc.standalone.js` needs; locally it is read from
 * node_modules.
 */
export const RENDERER_SCRIPT = 'node_modules/redoc/bundles/redoc.standalone.js';

/**
 * The one thing the standalone build loads from elsewhere: the Redocly logo of its "API docs by
 * Redocly" footer link, from a CDN. It becomes an inline image, so the page makes no request
 * outside this API (the browser test enforces it with the page's Content-Security-Policy).
 */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

let script: Promise<string> | undefined;

/** The renderer's script, read once per container. */
export const rendererScript = (): Promise<string> => {
  script ??= readFile(assetFile(RENDERER_SCRIPT), 'utf8')
    .then((text) => text.replaceAll(CDN_LOGO, INLINE_LOGO))
    .catch((error: unknown) => {
      script = undefined;
      throw error;
    });
  return script;
};

/**
 * Only this API's own origin: a renderer update that starts fetching fonts or images from a CDN
 * is refused by the browser, which the browser test sees as a console error. Redoc injects its
 * styles and runs its search index in a blob worker; the inline script starts it.
 */
export const REFERENCE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Redoc options: responses of success expanded, samples two levels deep, the download link kept. */
const REDOC_OPTIONS = {
  expandResponses: '200,201,202',
  jsonSampleExpandLevel: 2,
  pathInMiddlePanel: true,
  requiredPropsFirst: true,
  sortTagsAlphabetically: true,
};

/**
 * The reference page served at `path`. Its URLs are relative, so the page works under any host,
 * stage and base path mapping: the script `docs/redoc.standalone.js` and the served
 * `openapi.json` (whatever routes it holds when it is fetched), both relative to `/v2/docs`.
 * API Gateway answers `/v2/docs/` with this page too; a browser resolves relative URLs there
 * against `/v2/docs/`, so that page reaches them one level up.
 */
export const referencePage = (path: string): string => {
  const up = path.endsWith('/') ? '../' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Retail Commerce Service API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<div id="reference"></div>
<script src="${up}docs/redoc.standalone.js"></script>
<script>
Redoc.init('${up}openapi.json', ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById('reference'));
</script>
</body>
</html>
`;
};
