import { privacyExportRoutes } from '#functions/privacy/privacy-export.routes.ts';
import { defineRoutes } from '#shared/http/route.ts';

/** The streamed GDPR export of the privacy area: a function of its own (docs/decisions/gdpr.md). */
export const routes = defineRoutes({ ...privacyExportRoutes });
