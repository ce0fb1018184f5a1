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

const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at `at` (ms since the epoch), in seconds (Intl: the IANA database). */
const offsetSeconds = (format: Intl.DateTimeFormat, at: number): number => {
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(name);
  if (!m) return Number.NaN;
  const seconds = Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
};

/**
 * Whether UTC hour buckets sum exactly into the local days, weeks and months of `timezone` over
 * the period [from, to] (calendar dates): every offset the zone has over it (with two days'
 * margin) is a whole number of hours and every change of offset happens on a whole UTC hour, so
 * each local midnight falls between two hours. False for zones such as Asia/Kolkata (+05:30),
 * Asia/Kathmandu (+05:45) or Australia/Lord_Howe (a half-hour DST shift), whose reports are summed
 * per order. The offset is sampled daily and a change is located to the millisecond by bisection;
 * it assumes no zone changes its offset twice within a day (none in the IANA database does).
 */
export const hourBucketsExact = (timezone: string, from: string, to: string): boolean => {
  const format = new Intl.DateTimeFormat('en', { timeZone: timezone, timeZoneName: 'longOffset' });
  const whole = (seconds: number) => Number.isInteger(seconds / 3600);
  const end = Date.parse(to) + 3 * DAY_MS;
  let at = Date.parse(from) - 2 * DAY_MS;
  let offset = offsetSeconds(format, at);
  if (!whole(offset)) return false;
  while (at < end) {
    const next = Math.min(at + DAY_MS, end);
    const nextOffset = offsetSeconds(format, next);
    if (!whole(nextOffset)) return false;
    if (nextOffset !== offset) {
      // The change lies in (lo, hi]: halve until hi is its first millisecond.
      let [lo, hi] = [at, next];
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetSeconds(format, mid) === offset) lo = mid;
        else hi = mid;
      }
      if (hi % HOUR_MS !== 0) return false;
    }
    [at, offset] = [next, nextOffset];
  }
  return true;
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
