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

/** The instants within [start, end) (ms) at which the zone's offset changes, and its offsets. */
const offsetChanges = (format: Intl.DateTimeFormat, start: number, end: number) => {
  const offsets = new Set<number>();
  const changes: number[] = [];
  let [at, offset] = [start, offsetSeconds(format, start)];
  offsets.add(offset);
  while (at < end) {
    const next = Math.min(at + DAY_MS, end);
    const nextOffset = offsetSeconds(format, next);
    if (nextOffset !== offset) {
      // The change lies in (lo, hi]: halve until hi is its first millisecond.
      let [lo, hi] = [at, next];
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetSeconds(format, mid) === offset) lo = mid;
        else hi = mid;
      }
      changes.push(hi);
      offsets.add(nextOffset);
    }
    [at, offset] = [next, nextOffset];
  }
  return { offsets: [...offsets], changes };
};

/** Whether a report grouped by `groupBy` starts a group on the calendar date at `date` (ms, UTC midnight). */
const startsGroup = (groupBy: string, date: number): boolean => {
  const d = new Date(date);
  if (groupBy === 'day') return true;
  if (groupBy === 'week') return d.getUTCDay() === 1;
  return groupBy === 'month' && d.getUTCDate() === 1;
};

/**
 * The UTC hours (hours since the epoch) of a report's period that the hour buckets cannot place
 * in one group, because a group begins inside them: a local midnight that opens a day (a week's
 * Monday, a month's first day; for stores, only the period's first day and the day after its
 * last) or a change of the zone's offset that is not on a whole UTC hour. The report sums the
 * orders of these hours per quarter hour and every other hour from its bucket. None in zones whose
 * offsets are whole hours and change on whole UTC hours (Europe, the Americas, UTC); one a day by
 * day in Asia/Kolkata (+05:30) or Asia/Kathmandu (+05:45). Undefined when an offset over the
 * period is not a multiple of 15 minutes (local mean time before 1972): the quarter hours are not
 * exact either, and the report sums the orders as such. Offsets come from the runtime's IANA data,
 * sampled daily over the period and two days each side; a change is located to the millisecond
 * by bisection (no zone changes its offset twice within a day).
 */
export const splitHours = (
  timezone: string,
  from: string,
  to: string,
  groupBy: string,
): number[] | undefined => {
  const format = new Intl.DateTimeFormat('en', { timeZone: timezone, timeZoneName: 'longOffset' });
  const [first, last] = [Date.parse(from), Date.parse(to) + DAY_MS];
  const { offsets, changes } = offsetChanges(format, first - 2 * DAY_MS, last + 2 * DAY_MS);
  if (!offsets.every((o) => Number.isInteger(o / 900))) return undefined;
  const hours = new Set(changes.filter((at) => at % HOUR_MS !== 0).map((at) => Math.floor(at / HOUR_MS)));
  for (let date = first; date <= last; date += DAY_MS) {
    if (date !== first && date !== last && !startsGroup(groupBy, date)) continue;
    // Every instant whose local time is 00:00 on this date, under each offset the zone has.
    for (const offset of offsets) {
      const at = date - offset * 1000;
      if (at % HOUR_MS !== 0 && offsetSeconds(format, at) === offset) hours.add(Math.floor(at / HOUR_MS));
    }
  }
  return [...hours].sort((a, b) => a - b);
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
