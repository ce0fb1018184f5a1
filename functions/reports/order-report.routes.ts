import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams } from '#shared/schema/params.ts';
import { OrderReportBody, OrderReportCsv, OrderReportResponse } from './order-report.schema.ts';

/** Reports: Tenant.Admin or BACKOFFICE (they show a whole tenant's takings and margins). */
export const REPORTS_READ: RouteAuth = { access: 'BACKOFFICE' };

/** The order intake report of spec 4.8 (issue 17). */
export const orderReportRoutes = defineRoutes({
  orderIntakeReport: {
    method: 'POST',
    path: '/tenants/{tenantUid}/reports/orders',
    summary: 'Order intake report',
    description:
      'The orders taken in a period (by their orderDate, in `timezone`; an offer by its creation), of the orderTypes asked for (default ORDER), grouped by day, week, month, store, product group or seller, with count, gross, net, VAT, discount, cost and gross profit per group and currency. Read from the search read model: an order is counted once it is indexed (normally within a second). `Accept: text/csv` answers the same groups as CSV (a header row, amounts in minor units). A read: Idempotency-Key is ignored.',
    tags: ['Reports'],
    auth: REPORTS_READ,
    idempotent: false,
    request: { params: TenantParams, body: OrderReportBody },
    success: {
      status: 200,
      description: 'The report (JSON), or with `Accept: text/csv` the same as CSV',
      schema: OrderReportResponse,
      alsoAs: { 'text/csv': OrderReportCsv },
    },
  },
});
