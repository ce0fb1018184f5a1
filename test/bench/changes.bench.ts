import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { awaitIndexedReceipts, receiptItemAs } from './receipts-seed.ts';
import { median, type Row, type Section } from './report.ts';
import { latencyRow, measure, tenantApi } from './scale-measure.ts';
import { receiptsOf } from './scale-receipts-seed.ts';
import { bulkLoad, countRows, type SeedDb, secondsSince, seedDb } from './scale-seed.ts';
import { benchStack } from './stack.ts';
import { writeAll } from './table-seed.ts';

/**
 * `npm run bench -- changes`: changes since on the receipt search (POST /receipts/search with
 * `updatedSince` and `cursor`) over BENCH_CHANGES_RECEIPTS receipts (1M by default) of one tenant,
 * seeded straight into the read model, one a minute from 2024-01-01 (their lastModifiedAt). The
 * issue's target is a page in 30 ms at 1M receipts; a cursor page is one range read of the changes
 * index at any depth, a first page also counts what it matches.
 */
const TENANT = 't-changes';
const PAGE_MS = 30;
const SIZE = Number(process.env.BENCH_CHANGES_RECEIPTS ?? 1_000_000);
const START = Date.parse('2024-01-01T00:00:00Z');

/** The lastModifiedAt of seeded receipt `n` (one a minute). */
const minute = (n: number) => new Date(START + n * 60_000).toISOString();

/**
 * The planning plus execution time and the plan of a cursor page's statement in the middle of the
 * tenant, through the tenant view as the API reads it (median of 5 after one).
 */
const statementMs = async (db: ReturnType<typeof seedDb>, at: string) => {
  const times: number[] = [];
  let nodes = '';
  const client = await db.connect();
  try {
    for (let i = 0; i < 6; i++) {
      await client.query('BEGIN');
      await client.query("SELECT set_config('app.tenant_uid', $1, true)", [TENANT]);
      const { rows } = await client.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];
      }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT uid, modified_at AS changes_at, uid AS changes_uid
          FROM tenant_receipts WHERE NOT deleted AND tenant_uid = $1 AND modified_at <= $2::text
          AND (modified_at, uid) > ($3::text, ''::text) ORDER BY modified_at, uid LIMIT 51`,
        [TENANT, new Date().toISOString(), at],
      );
      await client.query('COMMIT');
      const [result] = rows[0]!['QUERY PLAN'];
      if (i > 0) times.push(result['Planning Time'] + result['Execution Time']);
      const names = (n: PlanNode): string[] => [
        `${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''}`,
        ...(n.Plans ?? []).flatMap(names),
      ];
      nodes = names(result.Plan).join(' > ');
    }
  } finally {
    client.release();
  }
  return { ms: Math.round(median(times) * 100) / 100, nodes };
};

/**
 * Writes the receipt items of `count` rows of the tenant, from `from` on in (modified_at, uid)
 * order, or the newest ones (`newest`), so that the pages measured read and answer whole receipts
 * (two lines and a settlement each) as a real page does, not a page that finds nothing; the
 * indexer takes them in as the documents beside those rows. Returns their uids.
 */
const writeReceiptsOf = async (db: SeedDb, count: number, from: string | 'newest') => {
  const { rows } = await db.query<{ uid: string }>(
    from === 'newest'
      ? 'SELECT uid FROM receipts WHERE tenant_uid = $1 ORDER BY modified_at DESC, uid DESC LIMIT $2'
      : 'SELECT uid FROM receipts WHERE tenant_uid = $1 AND modified_at >= $3 ORDER BY modified_at, uid LIMIT $2',
    from === 'newest' ? [TENANT, count] : [TENANT, count, from],
  );
  await writeAll(rows.map((r, i) => receiptItemAs(TENANT, i, r.uid, START)));
  return rows.map((r) => r.uid);
};

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

export const benchChanges = async (): Promise<Section> => {
  const bench = await benchStack();
  const db = seedDb(bench.stack.search.writerUrl);
  try {
    const seeded = performance.now();
    const notes: string[] = [];
    if ((await countRows(db, RECEIPTS_TABLE, TENANT)) !== SIZE) {
      await db.query('DELETE FROM receipts WHERE tenant_uid = $1', [TENANT]);
      notes.push(await bulkLoad(db, RECEIPTS_TABLE, [receiptsOf(TENANT, SIZE, 40_000_000)]));
    }
    // The receipts of every page measured below (each page and the one after it).
    const written = new Set<string>();
    for (const from of [Math.floor(SIZE / 2), SIZE - 1000, Math.max(1, SIZE - 100_000), 0])
      for (const uid of await writeReceiptsOf(db, 100, minute(from))) written.add(uid);
    for (const uid of await writeReceiptsOf(db, 50, 'newest')) written.add(uid);
    await awaitIndexedReceipts(bench.stack.search.writerUrl, TENANT, written.size, { table: 'receipt_docs' });
    notes.push(`seeded in ${secondsSince(seeded)} s`);
    const call = await tenantApi(bench, TENANT);
    const path = `/tenants/${TENANT}/receipts/search`;
    const changes =
      (query: string, pageSize = 50) =>
      () =>
        call('POST', `${path}?pageSize=${pageSize}&${query}`, {});
    const since = (n: number) => `updatedSince=${encodeURIComponent(minute(n))}`;
    const row = (name: string, m: Awaited<ReturnType<typeof measure>>): Row =>
      latencyRow(name, m, PAGE_MS, SIZE);

    const middle = await changes(since(Math.floor(SIZE / 2)))();
    const cursor = String(middle.body?.paging?.nextCursor ?? '');
    const deep = await changes(since(SIZE - 1000))();
    const deepCursor = String(deep.body?.paging?.nextCursor ?? '');
    // A page whose receipts were not written to the table: what the read model and the request
    // cost without the transfer of the receipts (no documents; their BatchGet finds nothing).
    const bare = await changes(since(Math.floor(SIZE / 2) + 5000))();
    const bareCursor = String(bare.body?.paging?.nextCursor ?? '');
    // The middle page at 51 receipts, over the documents' page size: its receipts read from the
    // table by one BatchGet, as every page was before the documents (the cursor keeps its size).
    const table = await changes(since(Math.floor(SIZE / 2)), 51)();
    const tableCursor = String(table.body?.paging?.nextCursor ?? '');
    const rows: Row[] = [
      row(
        'cursor page in the middle of the tenant',
        await measure(changes(`cursor=${encodeURIComponent(cursor)}`)),
      ),
      row('cursor page near the end', await measure(changes(`cursor=${encodeURIComponent(deepCursor)}`))),
      {
        ...row(
          'cursor page in the middle, 51 receipts read from the table (BatchGet; for comparison)',
          await measure(changes(`cursor=${encodeURIComponent(tableCursor)}`)),
        ),
        target: undefined,
      },
      {
        ...row(
          'cursor page whose receipts are not in the table (read model and request only)',
          await measure(changes(`cursor=${encodeURIComponent(bareCursor)}`)),
        ),
        target: undefined,
      },
      row(
        'updatedSince, the last 1,000 changes (first page, counted)',
        await measure(changes(since(SIZE - 1000))),
      ),
      row(
        'updatedSince, the last 100,000 changes (first page, counted)',
        await measure(changes(since(Math.max(1, SIZE - 100_000)))),
      ),
      row('updatedSince, every change (first page, counts the tenant)', await measure(changes(since(0)))),
    ];
    // The same machine's load for comparison: a plain search page (settledAt order, counted from
    // the tenant's count row), and the cursor page's statement alone, in PostgreSQL.
    rows.push({
      ...row('plain search page 1, no filter (for comparison)', await measure(() => call('POST', path, {}))),
      target: undefined,
    });
    const plan = await statementMs(db, minute(Math.floor(SIZE / 2)));
    rows.push({
      name: 'PostgreSQL: the cursor page statement alone, planned and run (EXPLAIN ANALYZE)',
      value: plan.ms,
      unit: 'ms',
      target: { max: PAGE_MS },
      note: plan.nodes,
    });
    notes.push(
      'Through the API: the page of rows, their receipt documents and the count from PostgreSQL; a receipt',
      'without a document at its row version is read from the table (the measured pages have them all:',
      'their receipt items were written to the table and indexed, so each page answers 50 receipts).',
      'A cursor page carries the count of its first page; a first page counts its matches from the changes index.',
    );
    return {
      title: `Changes since: receipt pages by updatedSince and cursor (${SIZE.toLocaleString('en')} receipts; target ${PAGE_MS} ms)`,
      rows,
      notes,
    };
  } finally {
    await db.end();
  }
};
