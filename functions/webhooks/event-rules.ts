import { ValidationError } from '#shared/errors.ts';

/**
 * The smallest event id of an instant: ids are `evt_` + 12 hex digits of epoch milliseconds + 16
 * more (events/outbox.ts), so every id of an event at or after `iso` sorts at or after this one,
 * and every id of an earlier event before it.
 */
export const eventIdBound = (iso: string): string => `evt_${Date.parse(iso).toString(16).padStart(12, '0')}`;

/** Bounds of the whole log: below and above every event id. */
export const FIRST_EVENT_ID = 'evt_';
export const PAST_LAST_EVENT_ID = 'evt_~';

/** What a cursor of the events list carries: the last id shown, the next page's number and size, and how many came before. */
export type EventCursor = { a: string; p: number; s: number; n: number; d: 'ASC' | 'DESC' };

const REFUSED = 'is not a cursor this list gave';

export const encodeEventCursor = (cursor: EventCursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export const decodeEventCursor = (raw: string): EventCursor => {
  let c: Partial<EventCursor> | undefined;
  try {
    c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<EventCursor>;
  } catch {
    c = undefined;
  }
  const whole = (n: unknown, min: number) => Number.isInteger(n) && (n as number) >= min;
  if (
    c &&
    typeof c.a === 'string' &&
    /^evt_[0-9a-f]{28}$/.test(c.a) &&
    whole(c.p, 2) &&
    whole(c.s, 1) &&
    whole(c.n, 0) &&
    (c.d === 'ASC' || c.d === 'DESC')
  )
    return c as EventCursor;
  throw ValidationError.field('query.cursor', REFUSED);
};

/**
 * The first `limit` ids of several logs, each already in the list's order, merged in that order:
 * a page of several actions is the page of each action's log, merged and cut.
 */
export const mergeOrdered = <T extends { eventId: string }>(
  lists: readonly (readonly T[])[],
  limit: number,
  newestFirst: boolean,
): T[] =>
  lists
    .flat()
    .sort((a, b) => (newestFirst ? b.eventId.localeCompare(a.eventId) : a.eventId.localeCompare(b.eventId)))
    .slice(0, limit);
