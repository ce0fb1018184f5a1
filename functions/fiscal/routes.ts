import { defineRoutes } from '#shared/http/route.ts';
import { fiscalRoutes } from './fiscal.routes.ts';

/** The fiscal group: the electronic journal, signed transactions and signing keys (docs/decisions/fiscal.md). */
export const routes = defineRoutes({ ...fiscalRoutes });
