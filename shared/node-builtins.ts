import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/*
 * Node modules with lazy getters among their exports, loaded with `require`. Imported as an ES
 * module, a built-in has every export read to build its namespace, which runs those getters:
 * node:http's WebSocket, EventSource and MessageEvent load undici (about 20 ms), node:fs's
 * `promises` loads the promise API with readline (about 4 ms), at every cold start of a function
 * that imports them (docs/decisions/bundles.md, "No AWS SDK in any function"). `require` returns
 * the exports without reading them. test/infra/bundles-load.test.ts keeps both out of the bundles'
 * ES imports.
 */

/** node:http (its request and Agent for plain-HTTP endpoints and webhook targets). */
export const http = require('node:http') as typeof import('node:http');

/** node:fs (the synchronous calls that find and read files next to a bundle). */
export const fs = require('node:fs') as typeof import('node:fs');
