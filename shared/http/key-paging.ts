import { ValidationError } from '#shared/errors.ts';
import type { PagedList } from '#shared/http/paging.ts';
import { type CursorPagingInput, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#shared/http/paging.ts';

/**
 * How many items a list in key order skips to reach a page by its number. Skipping reads the
 * items before the page (DynamoDB has no offset), so deeper pages are reached with the cursor,
 * whose page costs what the first page costs.
 */
export const OFFSET_MAX = 10_000;

/**
 * 10000 as "10,000", without `toLocaleString`: the note is built at import, and the first
 * locale-aware call in a process loads ICU's data, about 10 ms of every cold start for a
 * description that only the OpenAPI document reads.
 */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** A list in key order as its repository reads it. */
export type KeySeek<T> = {
  /** At most `limit` items after the key `after` (from the start when absent), and the key to go on from (null at the end). */
  page: (after: string | undefined, limit: number) => Promise<{ items: T[]; next: string | null }>;
  /** How many items the whole list holds (one Select COUNT query of the list's partition). */
  count: () => Promise<number>;
};

export type CursorPagedList<T> = PagedList<T> & {
  paging: PagedList<T>['paging'] & { nextCursor: string | null };
};

/** What a cursor carries: the key to go on from, the page it opens, its size and the list's total. */
type Cursor = { a: string; p: number; s: number; t: number };

const CURSOR_REFUSED = 'is not a cursor this list gave';

const encode = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const decode = (raw: string): Cursor => {
  let cursor: Partial<Cursor> | undefined;
  try {
    cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    cursor = undefined;
  }
  const whole = (n: unknown, min: number): n is number => Number.isInteger(n) && (n as number) >= min;
  if (
    cursor &&
    typeof cursor.a === 'string' &&
    whole(cursor.p, 2) &&
    whole(cursor.s, 1) &&
    cursor.s <= PAGE_SIZE_MAX &&
    whole(cursor.t, 0)
  )
    return cursor as Cursor;
  throw ValidationError.field('query.cursor', CURSOR_REFUSED);
};

/** A numeric key carried in a cursor (a movement's version, a ledger entry's sequence). */
export const cursorNumber = (after: string | undefined): number | undefined => {
  if (after === undefined) return undefined;
  const n = Number(after);
  if (!Number.isSafeInteger(n) || n < 0) throw ValidationError.field('query.cursor', CURSOR_REFUSED);
  return n;
};

/** The key after the first `skip` items, undefined for none skipped, null past the end. */
const skipTo = async <T>(seek: KeySeek<T>, skip: number): Promise<string | undefined | null> => {
  let after: string | undefined;
  for (let left = skip; left > 0; ) {
    const page = await seek.page(after, Math.min(left, PAGE_SIZE_MAX));
    left -= page.items.length;
    if (page.next === null) return null;
    after = page.next;
  }
  return after;
};

/**
 * One page of a list in key order in spec 2.1's envelope. Without a cursor the page is found by
 * its number (at most OFFSET_MAX items deep) and the total is counted; the page's `nextCursor`
 * carries that total on, so the pages after it are each one seek and the total stays the one of
 * the traversal's first page (stable, as a cursor is).
 */
export const keyPaged = async <T>(
  query: CursorPagingInput,
  seek: KeySeek<T>,
): Promise<CursorPagedList<T>> => {
  const from = query.cursor ? decode(query.cursor) : undefined;
  const pageSize = query.pageSize ?? from?.s ?? PAGE_SIZE_DEFAULT;
  const pageNumber = from?.p ?? query.pageNumber ?? 1;
  const answer = (items: T[], next: string | null, totalCount: number): CursorPagedList<T> => ({
    items,
    paging: {
      pageNumber,
      pageSize,
      totalCount,
      nextCursor: next === null ? null : encode({ a: next, p: pageNumber + 1, s: pageSize, t: totalCount }),
    },
  });
  if (from) {
    const page = await seek.page(from.a, pageSize);
    return answer(page.items, page.next, from.t);
  }
  const skip = (pageNumber - 1) * pageSize;
  if (skip > OFFSET_MAX)
    throw ValidationError.field(
      'query.pageNumber',
      `pages past item ${OFFSET_MAX} are reached with paging.nextCursor`,
    );
  const [totalCount, after] = await Promise.all([seek.count(), skipTo(seek, skip)]);
  if (after === null) return answer([], null, totalCount);
  const page = await seek.page(after, pageSize);
  return answer(page.items, page.next, totalCount);
};

/** The route description's paragraph on paging of a list in key order. */
export const KEY_PAGING_NOTE = `Paged by \`pageNumber\` (up to ${thousands(OFFSET_MAX)} items deep) or by \`cursor\`: pass \`paging.nextCursor\` as \`cursor\` for the next page, which costs what the first page costs; \`nextCursor\` is null on the last page (which may be empty). \`totalCount\` is counted with the first page and carried by the cursor.`;
