import { ValidationError } from '#shared/errors.ts';
import type { OrderReportInput, OrderReportValue } from './order-report.schema.ts';
import { periodIssues, reportCsv, splitHours } from './order-report-rules.ts';
import { orderReportRows } from './order-report-search.repository.ts';

/**
 * `POST /tenants/{t}/reports/orders`: the order intake report (docs/decisions/reports.md). The
 * orders taken in the period, grouped and summed, from the search read model: eventually
 * consistent, an order appears once the indexer has projected it (normally within a second).
 */
export const orderReport = async (tenantUid: string, input: OrderReportInput): Promise<OrderReportValue> => {
  const issues = periodIssues(input.from, input.to, input.timezone);
  if (issues.length > 0)
    throw new ValidationError(issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
  const groups = await orderReportRows(tenantUid, {
    ...input,
    splitHours: splitHours(input.timezone, input.from, input.to, input.groupBy),
  });
  return {
    from: input.from,
    to: input.to,
    timezone: input.timezone,
    groupBy: input.groupBy,
    storeUids: input.storeUids ?? null,
    orderTypes: input.orderTypes,
    groups,
  };
};

/** The report as CSV (Accept: text/csv). */
export const orderReportCsv = (report: OrderReportValue): string => reportCsv(report);
