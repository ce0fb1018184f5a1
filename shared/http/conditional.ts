import { createHash } from 'node:crypto';
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

/**
 * Strong ETag of a resource made of several versioned records (a view over entries): a digest of
 * each record's identity and version, so that any change to any of them, or one more or one
 * fewer, changes it. Opaque to clients, like every ETag.
 */
export const etagOfParts = (parts: readonly { id: string; version: number }[]): string => {
  const canonical = parts
    .map((p) => `${p.id}@${p.version}`)
    .sort()
    .join('\n');
  return `"${createHash('sha256').update(canonical).digest('base64url').slice(0, 22)}"`;
};

/**
 * 412 unless the If-Match header (absent or `*`: any) lists `current`. A `W/` prefix is ignored,
 * as ifMatchVersion ignores it: proxies weaken tags they compress.
 */
export const assertTagMatches = (header: string | undefined, current: string, what: string): void => {
  if (header === undefined || header.trim() === '*') return;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes(current)) {
    throw new PreconditionFailedError(`${what} changed since the ETag in If-Match was read`);
  }
};
