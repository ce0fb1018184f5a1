/**
 * The import rules of docs/conventions.md, checked by `npm run deps` (part of `npm test`).
 * An area is the first folder under functions/, with everything it holds: its resource sub-folders
 * (functions/sales/orders/), its other HTTP functions (functions/privacy/export/) and its workers
 * (functions/webhooks/workers/fanout/). The folder is the area: no map of workers to areas.
 */

/** Handlers that are not HTTP handlers: the kernel's authorizer and every area's workers. */
const notHttpHandler = '^functions/(authorizer/|[^/]+/workers/)';

const internals = '\\.(repository|entity)\\.ts$|-search\\.repository\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle at run time (type-only imports are erased): two modules that need each other are one module, or one area.',
      from: { path: '^(functions|shared|events)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-other-area-internals',
      severity: 'error',
      comment:
        "An area reads another through its service or *-read.ts module, never through its repositories or entities; its area.ts may name another's entities and key templates, which its grants are computed from.",
      from: { path: '^functions/([^/]+)/', pathNot: '^functions/[^/]+/area\\.ts$' },
      to: { path: `^functions/[^/]+/.*(${internals})`, pathNot: ['^functions/$1/'] },
    },
    {
      name: 'stream-images-through-published-decoders',
      severity: 'error',
      comment:
        "A stream image is read by attribute name only in its owner's published decoder (<area>/*-stream.ts); other areas import that decoder.",
      from: { path: '^(functions|events)/', pathNot: '-stream\\.ts$' },
      to: { path: '^shared/db/stream-image\\.ts$' },
    },
    {
      name: 'http-handlers-map-only',
      severity: 'error',
      comment:
        'An HTTP handler and its operation files (*.operations.ts) call use cases; repositories and entities are for services.',
      from: {
        path: ['^functions/[^/]+/(handler|[^/]+/handler)\\.ts$', '^functions/.+\\.operations\\.ts$'],
        pathNot: notHttpHandler,
      },
      to: { path: internals, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'kernel-does-not-import-functions',
      severity: 'error',
      comment: 'shared/ and events/ are below every area.',
      from: { path: '^(shared|events)/' },
      to: { path: '^functions/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    exclude: { path: '^(node_modules|cdk\\.out)/' },
  },
};
