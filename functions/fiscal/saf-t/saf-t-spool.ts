import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fs } from '#shared/node-builtins.ts';

/**
 * Text written to a local file and read back in order: how the SAF-T export holds the cash
 * registers' events and transactions while it learns the articles and VAT codes they name, which
 * the schema places before them (docs/decisions/saf-t.md). Each spool is read from DynamoDB once;
 * memory holds one chunk, the file the rest (Lambda's /tmp, 512 MB unless the function's
 * ephemeral storage is raised).
 */
export type Spools = {
  /** Writes `chunks` to a new spool file and returns its id for `read`. */
  write: (chunks: AsyncIterable<string>) => Promise<number>;
  /** The text of a written spool, in chunks of 64 KB. */
  read: (id: number) => AsyncIterable<string>;
  /** Removes every spool file (always called, also when the export fails). */
  remove: () => Promise<void>;
};

export const openSpools = async (): Promise<Spools> => {
  const dir = await mkdtemp(join(tmpdir(), 'saf-t-'));
  let count = 0;
  const pathOf = (id: number) => join(dir, `${id}.xml`);
  return {
    write: async (chunks) => {
      const id = count++;
      const out = fs.createWriteStream(pathOf(id), { encoding: 'utf8' });
      try {
        for await (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
      } finally {
        out.end();
        await once(out, 'close');
      }
      return id;
    },
    read: (id) => fs.createReadStream(pathOf(id), { encoding: 'utf8', highWaterMark: 64 * 1024 }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
};
