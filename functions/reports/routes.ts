import { defineRoutes } from '#shared/http/route.ts';
import { orderReportRoutes } from './order-report.routes.ts';

/** The reports group: read-only reports over the search read model (docs/decisions/reports.md). */
export const routes = defineRoutes({ ...orderReportRoutes });
