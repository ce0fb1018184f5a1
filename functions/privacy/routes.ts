import { defineRoutes } from '#shared/http/route.ts';
import { privacyRoutes } from './privacy.routes.ts';

/**
 * The privacy group: GDPR erase of a customer (docs/decisions/gdpr.md). The export is streamed, in
 * a function of its own: functions/privacy/export/.
 */
export const routes = defineRoutes({ ...privacyRoutes });
