import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { receiptsOf } from './scale-receipts-seed.ts';
import { bulkLoad, countRows, type SeedDb, secondsSince } from './scale-seed.ts';
import type { UnderWrites } from './scale-writes.ts';
import { timed } from './scale-writes-floor.ts';
import type { BenchStack } from './stack.ts';

/**
 * The receipt half of the lists-under-writes section. The tenant's receipts are generated
 * straight into the read model (scale-receipts-seed.ts, settled one a minute from 2024-01-01),
 * and RECENT more are written through DynamoDB as the API leaves them (receipts-seed.ts, settled
 * in the last 180 days) and indexed by the stream: page 1, newest first, is then made of
 * receipts with their documents in the read model, in (a) as in (b) and (c), where the writer's
 * receipts join them; the selective search's matches are given theirs (seedWritesReceipts).
 * The receipt search has no read-your-writes markers (docs/decisions/search.md): what the
 * writes can cost its reader is the indexer's load on PostgreSQL and the machine's CPU.
 */

const RECENT = 1_000;
/** Draw offset of the generated receipts (scale-receipts-seed.ts uses 20M and 22M). */
const OFFSET = 24_000_000;

/** The receipt half on `tenant` (`rows` generated receipts and RECENT written ones). */
export const receiptsUnderWrites = (
  tenant: string,
  rows: number,
  notes: readonly string[] = [],
): UnderWrites => ({
  holds: `${(rows + RECENT).toLocaleString('en')} receipts`,
  tenant,
  kind: 'receipts',
  probes: (reader) => ({
    'list page 1': () => reader('POST', 'receipts/search?pageSize=50', {}),
    "search 'oscar hansen'": () => reader('POST', 'receipts/search?pageSize=50', { query: 'oscar hansen' }),
  }),
  parts: async () => {
    // Imported once the stack is up: the read model's and the table's endpoints come from it.
    const { findReceiptRowPage } = await import('#functions/sales/receipts/receipt-search.repository.ts');
    const { getReceipts } = await import('#functions/sales/receipts/receipt.repository.ts');
    const page = { pageNumber: 1, pageSize: 50, sortBy: 'settledAt', sortDirection: 'DESC' } as const;
    const uids = async () =>
      (await findReceiptRowPage(tenant, { query: 'oscar hansen' }, page)).items.map((r) => r.uid);
    const firstPage = await uids();
    return {
      "search 'oscar hansen': its read-model query alone": () => timed(uids),
      "search 'oscar hansen': its page's BatchGet alone": () => timed(() => getReceipts(tenant, firstPage)),
    };
  },
  notes: [
    ...notes,
    "The receipt list is the search without filters (spec 4.1 has no GET list); 'oscar hansen' a customer's name (about 0.07% of the receipts).",
  ],
});

/**
 * Seeds `rows` generated receipts of `tenant` into the read model (none when 0: the scale
 * section's tenant has its million already) and RECENT through DynamoDB; returns notes.
 */
export const seedWritesReceipts = async (
  bench: BenchStack,
  db: SeedDb,
  tenant: string,
  rows: number,
): Promise<string[]> => {
  const started = performance.now();
  const notes: string[] = [];
  if (rows > 0) notes.push(await bulkLoad(db, RECEIPTS_TABLE, [receiptsOf(tenant, rows, OFFSET)]));
  const before = await countRows(db, RECEIPTS_TABLE, tenant);
  // Imported once the stack is up: the table's name and endpoint come from it.
  const { seedReceipts, awaitIndexedReceipts, receiptItemAs } = await import('./receipts-seed.ts');
  const { writeAll } = await import('./table-seed.ts');
  await seedReceipts(tenant, 0, RECENT, 200, Date.now());
  await awaitIndexedReceipts(bench.stack.search.writerUrl, tenant, before + RECENT);
  const call = bench.caller(await bench.token(tenant));
  const match = await call('POST', `/tenants/${tenant}/receipts/search?pageSize=1`, {
    query: 'oscar hansen',
  });
  // The generated rows have no receipt item, so no document: the selective search's matches get
  // theirs (written to the table at the rows' version and indexed), as receipts written through
  // the API have, so that its pages answer whole receipts from the read model.
  const { findReceiptRowPage } = await import('#functions/sales/receipts/receipt-search.repository.ts');
  const matched: string[] = [];
  for (let pageNumber = 1; matched.length < match.body.paging.totalCount; pageNumber++) {
    const page = { pageNumber, pageSize: 500, sortBy: 'settledAt', sortDirection: 'DESC' } as const;
    const found = await findReceiptRowPage(tenant, { query: 'oscar hansen' }, page);
    if (found.items.length === 0) break;
    matched.push(...found.items.map((r) => r.uid));
  }
  const { rows: kept } = await db.query<{ uid: string }>(
    'SELECT uid FROM receipt_docs WHERE tenant_uid = $1 AND uid = ANY($2)',
    [tenant, matched],
  );
  const have = new Set(kept.map((r) => r.uid));
  const missing = matched.filter((uid) => !have.has(uid));
  await writeAll(missing.map((uid, i) => receiptItemAs(tenant, i, uid, Date.parse('2024-01-01T00:00:00Z'))));
  await awaitIndexedReceipts(bench.stack.search.writerUrl, tenant, RECENT + missing.length, {
    table: 'receipt_docs',
  });
  notes.push(
    `seeded in ${secondsSince(started)} s (${RECENT.toLocaleString('en')} of them through DynamoDB and the indexer); 'oscar hansen' matches ${match.body.paging.totalCount} receipts, ${missing.length} of them given their receipt item (and so their document) for the search to answer`,
  );
  return notes;
};
