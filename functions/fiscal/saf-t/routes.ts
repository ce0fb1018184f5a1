import { defineRoutes } from '#shared/http/route.ts';
import { safTRoutes } from './saf-t.routes.ts';

/** The streamed SAF-T Cash Register export: a read-only function of its own (docs/decisions/saf-t.md). */
export const routes = defineRoutes({ ...safTRoutes });
