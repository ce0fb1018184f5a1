import * as z from 'zod/mini';
import { ValidationError } from '#shared/errors.ts';
import { OFFSET_MAX } from '#shared/http/key-paging.ts';
import {
  cursorPagingQuery,
  type PagedList,
  type PagingInput,
  pagingQuery,
  resolvePage,
} from '#shared/http/paging.ts';
import { emptyAsAbsent, PagingMeta } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * "Changes since" on a list served by the read model (docs/decisions/changes-since.md): with
 * `updatedSince` or `cursor` the list answers the records changed at or after a time, ordered by
 * (lastModifiedAt, uid), paged by a cursor that holds the last answered position. A record
 * changed while a client pages moves behind that position and is answered again, later; one that
 * did not change is answered once.
 */

/** The one sort of a changes page; any other `sortBy` with `updatedSince` or `cursor` is a 400. */
export const CHANGES_SORT = 'lastModifiedAt';

/** The `updatedSince` query parameter of a list that answers its changes since a time. */
export const UpdatedSince = emptyAsAbsent(
  withMeta(z.iso.datetime({ offset: true, error: 'must be an RFC 3339 date-time' }), {
    description:
      'Only records changed at or after this time (RFC 3339), ordered by (lastModifiedAt, uid) and paged by `cursor`',
    example: '2026-11-23T10:15:00.000Z',
  }),
);

const ChangesCursor = emptyAsAbsent(
  withMeta(z.string().check(z.maxLength(4096)), {
    description: 'The `paging.nextCursor` of the page before (changes since)',
  }),
);

/** The query of a list in key order (cursorPaging) with `updatedSince`: `cursor` then takes either kind. */
export const keyChangesPagingQuery = z.extend(cursorPagingQuery, { updatedSince: UpdatedSince });

/** A list's paging and sort query with `updatedSince` and `cursor`. */
export const changesPagingQuery = <const S extends readonly [string, ...string[]]>(sortable: S) =>
  z.extend(pagingQuery(sortable), { updatedSince: UpdatedSince, cursor: ChangesCursor });

export type ChangesPagingInput = PagingInput & {
  updatedSince?: string | undefined;
  cursor?: string | undefined;
};

/** What a changes page is asked for; the position comes from `cursor` when one is given. */
export type ChangesRequest = {
  updatedSince: string | undefined;
  cursor: string | undefined;
  pageNumber: number;
  pageSize: number;
};

/**
 * The changes request of a list query, or undefined for a plain page. A sort other than
 * (lastModifiedAt, ascending; `sortName` where the list calls it otherwise) is a 400 naming it, as is a page number that would skip more than
 * OFFSET_MAX records (deeper pages are reached with the cursor).
 */
export const changesRequest = (
  query: ChangesPagingInput,
  sortName: string = CHANGES_SORT,
): ChangesRequest | undefined => {
  if (query.updatedSince === undefined && query.cursor === undefined) return undefined;
  const why = 'with updatedSince or cursor the order is (lastModifiedAt, uid), ascending';
  if (query.sortBy !== undefined && query.sortBy !== sortName)
    throw ValidationError.field('query.sortBy', why);
  if (query.sortDirection === 'DESC') throw ValidationError.field('query.sortDirection', why);
  const page = resolvePage(query, { sortBy: CHANGES_SORT });
  if ((page.pageNumber - 1) * page.pageSize > OFFSET_MAX)
    throw ValidationError.field(
      'query.pageNumber',
      `pages past item ${OFFSET_MAX} are reached with paging.nextCursor`,
    );
  return {
    updatedSince: query.updatedSince === undefined ? undefined : new Date(query.updatedSince).toISOString(),
    cursor: query.cursor,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
};

/** A page of a list that takes `updatedSince`: a changes page carries `nextCursor`. */
export type ChangesPagedList<T> = PagedList<T> & { paging: { nextCursor?: string | null } };

/** The paging of a list that takes `updatedSince`: spec 2.1's three members, and `nextCursor` on a changes page. */
export const ChangesPagingMeta = withMeta(
  z.extend(PagingMeta, {
    nextCursor: withMeta(z.optional(z.nullable(z.string())), {
      description:
        'On a page asked with `updatedSince` or `cursor`: pass as `cursor` for the next page; null on the last page',
    }),
  }),
  { id: 'ChangesPaging' },
);

/** `{ items, paging }` of spec 2.1 whose paging carries `nextCursor` on a changes page. */
export const changesPagedList = <T extends z.ZodMiniType>(item: T, id: string) =>
  withMeta(z.object({ items: z.array(item), paging: ChangesPagingMeta }), { id });

/**
 * The route description's paragraph on changes since; `sortName` where the list calls
 * lastModifiedAt otherwise, null for a list that takes no sort.
 */
export const changesNote = (sortName: string | null = CHANGES_SORT): string =>
  'Changes since: with `updatedSince` (RFC 3339) the list answers the records changed at or after that time, ' +
  'ordered by (lastModifiedAt, uid) ascending; pass `paging.nextCursor` as `cursor` for the next page. Paging ' +
  'while records change skips nothing and repeats nothing unchanged: a record changed meanwhile is answered ' +
  'again on a later page, at its new lastModifiedAt. A page holds the changes older than a few seconds ' +
  '(newer ones follow on a later request). ' +
  (sortName === null
    ? ''
    : `\`sortBy\` other than ${sortName} or \`sortDirection=DESC\` with them is a 400. `) +
  'Deleted records are not answered.';
