import { defineRoutes } from '#shared/http/route.ts';
import { ledgerVoucherRoutes } from './ledger-voucher.routes.ts';
import { tillRoutes } from './till.routes.ts';
import { tillReportRoutes } from './till-report.routes.ts';
import { tillSessionRoutes } from './till-session.routes.ts';

/** The tills group: tills of a store, their sessions, their X and Z reports and ledger vouchers (docs/decisions/users-tills.md, till-reports.md, ledger-voucher.md). */
export const routes = defineRoutes({
  ...tillRoutes,
  ...tillSessionRoutes,
  ...tillReportRoutes,
  ...ledgerVoucherRoutes,
});
