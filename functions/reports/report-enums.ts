/** What the order intake report groups by (docs/decisions/reports.md). */
export const ORDER_REPORT_GROUPS = ['day', 'week', 'month', 'store', 'productGroup', 'tenantUser'] as const;
export type OrderReportGroup = (typeof ORDER_REPORT_GROUPS)[number];

/** Groups made from the order lines (the others from the order's own totals). */
export const LINE_GROUPS: readonly OrderReportGroup[] = ['productGroup', 'tenantUser'];

/** The longest period one report covers, in days (two years: a year against the year before). */
export const MAX_REPORT_DAYS = 731;
