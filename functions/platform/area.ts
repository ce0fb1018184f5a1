import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { routes as platformRoutes } from './routes.ts';

/**
 * The platform area: its functions with their routes and grants, the keys it owns.
 */
const platformFunction = {
  kind: 'http',
  name: 'platform',
  entry: 'functions/platform/handler.ts',
  routes: platformRoutes,
  grants: { table: 'read', inspect: ['webhookDelivery', 'notifications'] },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'platform',
  functions: [platformFunction],
  keys: [],
});
