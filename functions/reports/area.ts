import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as reportsRoutes } from './routes.ts';

/**
 * The reports area: its functions with their routes and grants, the keys it owns.
 */
const reportsFunction = {
  kind: 'http',
  name: 'reports',
  entry: 'functions/reports/handler.ts',
  routes: reportsRoutes,
  // Read-only reports over the search read model (the orders and products rows): no table
  // grant (the report route takes no Idempotency-Key); the kernel's integration-token check
  // reads the token's item, which every function whose routes take such tokens may.
  grants: { search: 'reader' },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'reports',
  functions: [reportsFunction],
  keys: [],
});
