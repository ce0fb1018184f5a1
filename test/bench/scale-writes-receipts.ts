import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt.projection.ts';
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
 * receipts its BatchGet finds, in (a) as in (b) and (c), where the writer's receipts join them.
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
  const { seedReceipts, awaitIndexedReceipts } = await import('./receipts-seed.ts');
  await seedReceipts(tenant, 0, RECENT, 200, Date.now());
  await awaitIndexedReceipts(bench.stack.search.writerUrl, tenant, before + RECENT);
  await awaitIndexedReceipts(bench.stack.search.writerUrl, tenant, RECENT, { table: 'receipt_docs' });
  const call = bench.caller(await bench.token(tenant));
  const match = await call('POST', `/tenants/${tenant}/receipts/search?pageSize=1`, {
    query: 'oscar hansen',
  });
  notes.push(
    `seeded in ${secondsSince(started)} s (${RECENT.toLocaleString('en')} of them through DynamoDB and the indexer); 'oscar hansen' matches ${match.body.paging.totalCount} receipts`,
  );
  return notes;
};
