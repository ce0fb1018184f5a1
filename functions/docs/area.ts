import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { OPENAPI_DOCUMENT } from './openapi-document.ts';
import { RENDERER_SCRIPT } from './reference-page.ts';
import { routes as docsRoutes } from './routes.ts';

/**
 * The docs area: its functions with their routes and grants, the keys it owns.
 */
const docsFunction = {
  kind: 'http',
  name: 'docs',
  entry: 'functions/docs/handler.ts',
  routes: docsRoutes,
  grants: {},
  files: [OPENAPI_DOCUMENT, RENDERER_SCRIPT],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'docs',
  functions: [docsFunction],
  keys: [],
});
