import { defineRoutes } from '#shared/http/route.ts';
import { privacyRoutes } from './privacy.routes.ts';

/** The privacy group: GDPR export and erase of a customer (docs/decisions/gdpr.md). */
export const routes = defineRoutes({ ...privacyRoutes });
