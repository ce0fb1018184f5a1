/**
 * Stand-in for `source-map` in function bundles (esbuild alias in infra/bundling.ts). Handlebars'
 * compiler loads it only to emit source maps of compiled templates (compile option `srcName`),
 * which we never ask for; without it Handlebars uses its own built-in SourceNode, and the
 * compiled templates are the same. Saves 26 KB minified and its load at cold start.
 */
export {};
