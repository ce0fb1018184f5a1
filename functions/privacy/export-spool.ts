import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fs } from '#shared/node-builtins.ts';

/**
 * The rows of one collection of the export that arrive while another collection is being written
 * (a page of sales holds orders, receipts, settlements and deliveries at once), kept in a file of
 * the function's temporary storage until their turn comes: the document stays one valid JSON
 * object with each collection in one array, every record is read once, and memory holds a page.
 */
export class ExportSpool {
  #dir: string | undefined;
  #file: FileHandle | undefined;
  #path = '';
  #rows = 0;

  /** Appends one page of rows, as the comma-separated JSON of an array's members. */
  async add(rows: readonly unknown[]): Promise<void> {
    if (rows.length === 0) return;
    if (!this.#file) {
      this.#dir = await mkdtemp(join(tmpdir(), 'export-'));
      this.#path = join(this.#dir, 'rows.json');
      this.#file = await open(this.#path, 'w');
    }
    const text = rows.map((row) => JSON.stringify(row)).join(',');
    await this.#file.write(this.#rows === 0 ? text : `,${text}`);
    this.#rows += rows.length;
  }

  /** The rows written so far, a block of the file at a time. */
  async *text(): AsyncGenerator<string> {
    if (!this.#file) return;
    await this.#file.close();
    this.#file = undefined;
    for await (const chunk of fs.createReadStream(this.#path, {
      encoding: 'utf8',
      highWaterMark: 64 * 1024,
    })) {
      yield chunk as string;
    }
  }

  /** Removes the file; called whatever happened to the export. */
  async dispose(): Promise<void> {
    await this.#file?.close();
    this.#file = undefined;
    if (this.#dir) await rm(this.#dir, { recursive: true, force: true });
    this.#dir = undefined;
  }
}
