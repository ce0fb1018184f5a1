import { createRequire } from 'node:module';

/**
 * node:http, loaded with `require`. Imported as an ES module, node:http has every export read to
 * build its namespace, and its lazy WebSocket, EventSource and MessageEvent getters then load
 * undici: about 20 ms of every cold start of a function that imports it (docs/decisions/bundles.md,
 * "No AWS SDK in any function"). `require` returns the exports without reading them. node:https
 * has no such getters and is imported as usual.
 */
export const http = createRequire(import.meta.url)('node:http') as typeof import('node:http');
