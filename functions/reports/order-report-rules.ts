import type { FieldIssue } from '#shared/errors.ts';
import type { OrderReportRow, OrderReportValue } from './order-report.schema.ts';
import { MAX_REPORT_DAYS } from './report-enums.ts';

/** Pure rules of the order intake report: the period, the time zone and the CSV answer. */

const DAY_MS = 86_400_000;

/** Whether `timezone` is an IANA zone this runtime (and so PostgreSQL's tz database) knows. */
export const isTimeZone = (timezone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
};

/** Problems of a report's period and time zone, naming their fields; empty when it is valid. */
export const periodIssues = (from: string, to: string, timezone: string): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) issues.push({ path: 'body.to', message: 'must not be before from' });
  else if (days >= MAX_REPORT_DAYS)
    issues.push({ path: 'body.to', message: `a report covers at most ${MAX_REPORT_DAYS} days` });
  if (!isTimeZone(timezone))
    issues.push({ path: 'body.timezone', message: `unknown time zone '${timezone}'` });
  return issues;
};

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
const field = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const AMOUNTS = ['count', 'gross', 'net', 'vat', 'discount', 'cost', 'grossProfit'] as const;

/**
 * The report as CSV: a header row (the key column is named after groupBy), then one row per
 * group; amounts in minor units, as the JSON answer gives them. Lines end in CRLF (RFC 4180).
 */
export const reportCsv = (report: Pick<OrderReportValue, 'groupBy' | 'groups'>): string => {
  const header = [report.groupBy, 'currency', ...AMOUNTS].join(',');
  const row = (g: OrderReportRow) => [field(g.key), field(g.currency), ...AMOUNTS.map((a) => g[a])].join(',');
  return `${[header, ...report.groups.map(row)].join('\r\n')}\r\n`;
};

/** True when the Accept header asks for CSV (the JSON answer otherwise). */
export const wantsCsv = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/csv');
