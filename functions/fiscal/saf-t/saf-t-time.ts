import { createHash } from 'node:crypto';
import type { FieldIssue } from '#shared/errors.ts';

/** Pure helpers of the SAF-T export: the period, local times, identifiers, the file name. */

const DAY_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Problems of a period of calendar dates (from and to inclusive, at most one year), by field. */
export const periodIssues = (from: string, to: string): FieldIssue[] => {
  // A date the format refused has its own issue already (zod runs this refinement after a
  // failed format check too); comparing it would only throw.
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return [];
  if (to < from) return [{ path: 'query.to', message: 'must not be before from' }];
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const yearLater = new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
  return to < yearLater ? [] : [{ path: 'query.to', message: 'a SAF-T export covers at most one year' }];
};

const PARTS = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timezone: string) => {
  let f = PARTS.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      hourCycle: 'h23',
      ...{
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      },
    });
    PARTS.set(timezone, f);
  }
  return f;
};

/** The local date (YYYY-MM-DD) and time (HH:MM:SS) of an instant in `timezone`. */
export const localDateTime = (at: string | number, timezone: string): { date: string; time: string } => {
  const p = Object.fromEntries(
    formatOf(timezone)
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
};

/** The instant at which the local calendar date `date` begins in `timezone` (ISO, UTC). */
export const startOfLocalDate = (date: string, timezone: string): string => {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let at = midnight;
  // Two corrections settle any offset, also across a change of it near midnight.
  for (let i = 0; i < 2; i++) {
    const local = localDateTime(at, timezone);
    const shown = Date.parse(`${local.date}T${local.time}Z`);
    at -= shown - midnight;
  }
  return new Date(at).toISOString();
};

/** The period as instants: [start of `from`, start of the day after `to`) in `timezone`. */
export const periodInstants = (from: string, to: string, timezone: string) => ({
  fromIso: startOfLocalDate(from, timezone),
  toIso: startOfLocalDate(
    new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10),
    timezone,
  ),
});

/**
 * An identifier within the schema's length (IdentificationString35 and the like): the value when
 * it fits, else a digest of it, which is as unique and the same wherever the value is named.
 */
export const idOf = (value: string, max = 35): string =>
  value.length <= max
    ? value
    : `H${createHash('sha256')
        .update(value)
        .digest('base64url')
        .slice(0, max - 1)}`;

/** The organisation number of a Norwegian VAT number ("NO 999 999 999 MVA" or the nine digits). */
export const orgNumberOf = (vatNumber: string | undefined): string | undefined => {
  const digits = (vatNumber ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits : undefined;
};

/**
 * The file name Skatteetaten's guide gives a SAF-T Cash Register file:
 * `SAF-T Cash Register_<organisation number>_<created, yyyymmddhhmmss>_<file>_<of files>.xml`.
 */
export const safTFileName = (
  orgNumber: string,
  created: { date: string; time: string },
  n = 1,
  m = 1,
): string =>
  `SAF-T Cash Register_${orgNumber}_${created.date.replaceAll('-', '')}${created.time.replaceAll(':', '')}_${n}_${m}.xml`;
