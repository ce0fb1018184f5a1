import { PreconditionFailedError, ValidationError } from '#shared/errors.ts';

/**
 * Optimistic concurrency over HTTP for every resource with a `version`: the ETag is the version
 * as a strong entity tag, and If-Match names the version the client last read (RFC 9110 13.1.1).
 */

/** A use case's result together with the version of the record it shows. */
export type Versioned<T> = { body: T; version: number };

/** Strong ETag of a record version: `"3"`. */
export const etagOf = (record: { version: number }): string => `"${record.version}"`;

/** The operation result of a versioned record: its body and its ETag header. */
export const withEtag = <T>(versioned: Versioned<T>) => ({
  body: versioned.body,
  headers: { ETag: etagOf(versioned) },
});

/**
 * Parses an If-Match header (`"3"`, `W/"3"` or `3`); absent or `*` means any version. A value
 * that is no version of ours is a 400 naming the header, not a silent match.
 */
export const ifMatchVersion = (header: string | undefined, what = 'record'): number | undefined => {
  if (header === undefined || header.trim() === '*') return undefined;
  const version = Number(header.trim().replace(/^W\//, '').replaceAll('"', ''));
  if (!/^\s*(W\/)?"?\d+"?\s*$/.test(header) || !Number.isSafeInteger(version) || version < 1) {
    throw ValidationError.field('headers.if-match', `must be a ${what} ETag such as "3"`);
  }
  return version;
};

/** 412 when the client's If-Match names another version than the stored one. */
export const assertVersion = (
  expected: number | undefined,
  record: { version: number },
  what: string,
): void => {
  if (expected !== undefined && record.version !== expected) {
    throw new PreconditionFailedError(`${what} is at version ${record.version}, not ${expected}`);
  }
};
