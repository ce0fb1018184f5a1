import * as z from 'zod/mini';
import { emptyAsAbsent, SortDirection } from '#shared/schema/common.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size.ts';

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size.ts';

const intParam = (min: number, max: number) =>
  emptyAsAbsent(
    z.coerce
      .number({ error: 'must be an integer' })
      .check(
        z.int('must be an integer'),
        z.gte(min, `must be at least ${min}`),
        z.lte(max, `must be at most ${max}`),
      ),
  );

/**
 * Query schema for a paged list: `pageNumber` from 1, `pageSize` 1..500 (default 50), `sortBy`
 * from the list's allow-list, `sortDirection` ASC|DESC. Empty strings count as absent.
 */
export const pagingQuery = <const S extends readonly [string, ...string[]]>(sortable: S) =>
  z.object({
    pageNumber: intParam(1, 1_000_000),
    pageSize: intParam(1, PAGE_SIZE_MAX),
    sortBy: emptyAsAbsent(z.enum(sortable)),
    sortDirection: emptyAsAbsent(SortDirection),
  });

export type PagingInput = {
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
  sortBy?: string | undefined;
  sortDirection?: 'ASC' | 'DESC' | undefined;
};

export type Page = { pageNumber: number; pageSize: number; sortBy: string; sortDirection: 'ASC' | 'DESC' };

/** Fills the defaults of a paging input. */
export const resolvePage = (
  input: PagingInput,
  defaults: { sortBy: string; sortDirection?: 'ASC' | 'DESC' },
): Page => ({
  pageNumber: input.pageNumber ?? 1,
  pageSize: input.pageSize ?? PAGE_SIZE_DEFAULT,
  sortBy: input.sortBy ?? defaults.sortBy,
  sortDirection: input.sortDirection ?? defaults.sortDirection ?? 'ASC',
});

export type PagedList<T> = {
  items: T[];
  paging: { pageNumber: number; pageSize: number; totalCount: number };
};

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/**
 * Sorts (stable, by `sortBy` then by `tieBreak`) and slices a fully loaded list into the
 * requested page. Lists that are loaded with one bounded Query use this.
 */
export const pageOf = <T extends Record<string, unknown>>(
  all: readonly T[],
  page: Page,
  tieBreak?: keyof T,
): PagedList<T> => {
  const dir = page.sortDirection === 'DESC' ? -1 : 1;
  const sorted = [...all].sort(
    (a, b) =>
      dir * (compare(a[page.sortBy], b[page.sortBy]) || (tieBreak ? compare(a[tieBreak], b[tieBreak]) : 0)),
  );
  const start = (page.pageNumber - 1) * page.pageSize;
  return {
    items: sorted.slice(start, start + page.pageSize),
    paging: { pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount: all.length },
  };
};

/**
 * Query schema of a list in key order (prices, stock, movements, ...): `pageNumber` and `pageSize`
 * as spec 2.1, and `cursor`, the `paging.nextCursor` of the page before, for deep, stable paging.
 * Its order is fixed by its key, so it takes no `sortBy`.
 */
export const cursorPaging = (maxPageSize = PAGE_SIZE_MAX) =>
  z.object({
    pageNumber: intParam(1, 1_000_000),
    pageSize: intParam(1, maxPageSize),
    cursor: emptyAsAbsent(
      withMeta(z.string().check(z.maxLength(4096)), {
        description: 'The `paging.nextCursor` of the page before',
      }),
    ),
  });
export const cursorPagingQuery = cursorPaging();

export type CursorPagingInput = z.infer<typeof cursorPagingQuery>;
