/**
 * The import rules of docs/conventions.md, checked by `npm run deps` (part of `npm test`).
 * An area is the first folder under functions/, with its resource sub-folders (functions/sales/orders/);
 * its workers live in folders of their own.
 */
/** Each worker folder and the area whose modules it may use. */
const WORKERS = {
  'webhook-fanout': 'webhooks',
  'webhook-delivery': 'webhooks',
  'webhook-replay': 'webhooks',
  'notification-enqueue': 'notifications',
  'notification-sender': 'notifications',
  'notification-sweeper': 'notifications',
  callbacks: 'notifications',
  'sale-movements': 'inventory',
};

/** Functions of the kernel that are not HTTP groups: they wire their dependencies in handler.ts. */
const KERNEL_WORKERS = ['authorizer', 'search-indexer', 'search-migrator'];
const notHttp = [...Object.keys(WORKERS), ...KERNEL_WORKERS].join('|');

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
        'An area reads another through its service or *-read.ts module, never through its repositories or entities.',
      from: { path: '^functions/([^/]+)/', pathNot: `^functions/(${Object.keys(WORKERS).join('|')})/` },
      to: { path: `^functions/[^/]+/.*(${internals})`, pathNot: ['^functions/$1/'] },
    },
    ...Object.entries(WORKERS).map(([worker, area]) => ({
      name: `worker-${worker}-stays-in-${area}`,
      severity: 'error',
      comment: `${worker} is a worker of the ${area} area: it may use that area's internals, no other's.`,
      from: { path: `^functions/${worker}/` },
      to: { path: `^functions/[^/]+/.*(${internals})`, pathNot: [`^functions/(${worker}|${area})/`] },
    })),
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
      comment: 'An HTTP handler calls use cases; repositories and entities are for services.',
      from: { path: `^functions/(?!(${notHttp})/)[^/]+/handler\\.ts$` },
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
