import { defineRoutes } from '#shared/http/route.ts';
import { tillRoutes } from './till.routes.ts';
import { tillReportRoutes } from './till-report.routes.ts';
import { tillSessionRoutes } from './till-session.routes.ts';

/** The tills group: tills of a store, their sessions and their X and Z reports (docs/decisions/users-tills.md, till-reports.md). */
export const routes = defineRoutes({ ...tillRoutes, ...tillSessionRoutes, ...tillReportRoutes });
