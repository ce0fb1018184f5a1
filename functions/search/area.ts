import { PROJECTIONS } from '#functions/search/workers/indexer/projections.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';

/**
 * The search read model's functions (the kernel's shared/search is their library). The indexer
 * is deployed with the API; the migrator is a custom resource of the stateful stack
 * (infra/constructs/search-migrator.ts), so it is no entry here.
 */

/** The search read model's stream consumer; its filter follows the projections it writes. */
export const SEARCH_INDEXER = {
  kind: 'stream',
  name: 'search-indexer',
  entry: 'functions/search/workers/indexer/handler.ts',
  batchSize: 500,
  changes: 'all',
  recordTypes: [...new Set(PROJECTIONS.flatMap((p) => p.recordTypes ?? []))],
  entities: [...new Set(PROJECTIONS.flatMap((p) => p.entities ?? []))],
  retryUntilExpired: true,
  // Writes rows to PostgreSQL; the stream carries the images, so it needs no table access.
  grants: { search: 'writer' },
  timeoutSeconds: 60,
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'search',
  functions: [SEARCH_INDEXER],
  // Its rows live in PostgreSQL, not in the table.
  keys: [],
});
