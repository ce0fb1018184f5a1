import { PayloadTooLargeError } from '#shared/errors.ts';

/**
 * Pure rules of the GDPR export and erase. No I/O.
 */

/**
 * The most an export answers in one response. API Gateway REST and Lambda buffer a response and
 * refuse one above 6 MB; the rest is headroom for headers and the JSON of the document's frame.
 */
export const EXPORT_INLINE_LIMIT_BYTES = 5_000_000;

/**
 * Counts the bytes of the JSON the export has collected and stops it, with a 413, as soon as the
 * document cannot fit one response: the export never holds more than the limit in memory.
 */
export class ExportBudget {
  #used = 0;
  readonly limit: number;
  constructor(limit = EXPORT_INLINE_LIMIT_BYTES) {
    this.limit = limit;
  }

  /** Adds the rows of one page; throws once the document is over the limit. */
  add(rows: readonly unknown[]): void {
    for (const row of rows) this.#used += Buffer.byteLength(JSON.stringify(row)) + 1;
    if (this.#used > this.limit) {
      throw new PayloadTooLargeError(
        `the export of this customer is larger than one response can carry (${this.limit} bytes); an asynchronous export to a file is not available yet`,
      );
    }
  }

  get used(): number {
    return this.#used;
  }
}
