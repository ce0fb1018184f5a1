/**
 * The date of a till close's ledger voucher (pure): the store's local calendar day, since a
 * close after midnight UTC but before midnight in the store (or the reverse) belongs to the
 * store's day in its books.
 */

/** The calendar day (YYYY-MM-DD) of the instant `iso` in `timezone` (UTC when the zone is unknown). */
export const localDay = (iso: string, timezone: string): string => {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return iso.slice(0, 10);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};
