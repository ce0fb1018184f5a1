import { UnprocessableError } from '#shared/errors.ts';

/**
 * DynamoDB refuses items over 400 KB. Orders and receipts keep their lines (and receipts their
 * settlements) inside one item, so a large enough request could build a record that cannot be
 * stored. We measure the record as JSON (a close upper estimate of DynamoDB's item size) and
 * refuse with a 422 before anything is written, with room left for keys and index attributes.
 */
export const MAX_RECORD_BYTES = 380_000;

/** Throws a 422 naming `path` when `record` would not fit in one item. */
export const assertRecordFits = (kind: 'order' | 'receipt', record: unknown, path: string): void => {
  const bytes = Buffer.byteLength(JSON.stringify(record));
  if (bytes > MAX_RECORD_BYTES) {
    const message = `the ${kind} would take ${Math.ceil(bytes / 1000)} KB; a ${kind} holds at most ${MAX_RECORD_BYTES / 1000} KB`;
    throw new UnprocessableError(message, { errors: [{ path, message }] });
  }
};
