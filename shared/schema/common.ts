import * as z from 'zod/mini';
import type { FieldIssue } from '#shared/errors.ts';
import { preprocess, withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * Common schemas of spec section 2.1. The specification writes the UID pattern without an end
 * anchor; we anchor it (a UID is made only of these characters) and cap it at 128 characters.
 */
export const UID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const UID_MAX = 128;

export const Uid = withMeta(
  z
    .string()
    .check(z.maxLength(UID_MAX), z.regex(UID_PATTERN, 'must contain only letters, digits, "-" and "_"')),
  { id: 'UID', description: 'Identifier matching ^[A-Za-z0-9-_]+', example: 'a1b2-c3d4' },
);

export const OptionalUid = withMeta(
  z
    .string()
    .check(
      z.maxLength(UID_MAX),
      z.regex(/^[A-Za-z0-9_-]*$/, 'must contain only letters, digits, "-" and "_"'),
    ),
  { id: 'OptionalUID', description: 'Identifier matching ^[A-Za-z0-9-_]*; may be empty' },
);

export const DateTime = withMeta(z.iso.datetime({ offset: true }), {
  id: 'DateTime',
  description: 'ISO 8601 date-time',
  example: '2026-11-23T10:15:00.000Z',
});

/** Integer amount in minor units (cents, øre). */
export const Amount = withMeta(z.int(), { description: 'Integer amount in minor units' });

export const SortDirection = withMeta(z.enum(['ASC', 'DESC']), { id: 'SortDirection' });

/** Free text with a sane cap; the specification leaves string lengths open. */
export const text = (max = 1000) => z.string().check(z.maxLength(max));

/**
 * C0 control characters other than tab, line feed and carriage return. No field of the API takes
 * them; the HTTP kernel refuses them in every body and query value (controlCharacterIssues).
 * Written as the complement of what is allowed: anything below U+0020 but \t \n \r.
 */
const FORBIDDEN_CONTROLS = /[^\t\n\r\x20-\uFFFF]/;

/**
 * One-line text: no C0 control at all, tab and line breaks included (URLs, subjects, names that
 * end up in headers or single-line displays). Multi-line fields use `text`, which keeps \t \n \r.
 */
export const singleLine = (max = 1000) =>
  z
    .string()
    .check(
      z.maxLength(max),
      z.regex(/^[\x20-\uFFFF]*$/, 'must not contain control characters (line breaks included)'),
    );

/**
 * Every string (and object key) under `value` holding a C0 control other than \t \n \r or an
 * unpaired surrogate, as field issues at their dotted path (`body.lines.0.note`). One check for
 * every field of every route.
 */
export const controlCharacterIssues = (location: string, value: unknown): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (FORBIDDEN_CONTROLS.test(node))
        issues.push({ path, message: 'must not contain control characters' });
      // A lone surrogate (`"\ud800"` in JSON) is no Unicode text: PostgreSQL's json refuses it,
      // and a stored one stalled the search indexer's stream on every retry.
      else if (!node.isWellFormed()) issues.push({ path, message: 'must not contain unpaired surrogates' });
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, `${path}.${i}`);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (FORBIDDEN_CONTROLS.test(key) || !key.isWellFormed()) {
          issues.push({
            path,
            message: 'must not contain a key with control characters or unpaired surrogates',
          });
        } else walk(item, `${path}.${key}`);
      }
    }
  };
  walk(value, location);
  return issues;
};

/** Turns '' into undefined: empty query and body values count as absent (spec 4.1). */
export const emptyAsAbsent = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === '' ? undefined : value), z.optional(schema));

export const PagingMeta = withMeta(
  z.object({ pageNumber: z.int(), pageSize: z.int(), totalCount: z.int() }),
  { id: 'Paging' },
);

/** The paging of a list in key order: spec 2.1's three members and the cursor of the next page. */
export const CursorPagingMeta = withMeta(
  z.extend(PagingMeta, {
    nextCursor: withMeta(z.nullable(z.string()), {
      description: 'Pass as `cursor` for the next page; null on the last page',
    }),
  }),
  { id: 'CursorPaging' },
);

/** `{ items, paging }` of spec 2.1 with `paging.nextCursor`, for lists in key order. */
export const cursorPagedList = <T extends z.ZodMiniType>(item: T, id: string) =>
  withMeta(z.object({ items: z.array(item), paging: CursorPagingMeta }), { id });

/** `{ items, paging }` of spec 2.1. */
export const pagedList = <T extends z.ZodMiniType>(item: T, id?: string) => {
  const schema = z.object({ items: z.array(item), paging: PagingMeta });
  return id ? withMeta(schema, { id }) : schema;
};

/** Problem details (RFC 9457) as returned by every error. */
export const Problem = withMeta(
  z.object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    instance: z.string(),
    requestId: z.optional(z.string()),
    errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
  { id: 'Problem' },
);
