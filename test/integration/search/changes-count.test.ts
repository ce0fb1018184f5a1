import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { type ChangesQuery, countChangesBy } from '#shared/search/changes-page.ts';
import { rowsOf } from '#shared/search/rows.ts';
import { closeSearchDb, readTenant } from '#shared/search/search-db.ts';
import { tenantView } from '#shared/search/tenant-view.ts';
import {
  createOrder,
  createReceipt,
  indexedAs,
  line,
  newTenant,
  waitForSearchIndex,
} from '../sales/fixtures.ts';

/**
 * The count of a first changes page (shared/search/changes-page.ts): row by row, or from the
 * per-hour counts the count triggers keep and the rows of the range's first and last hour. Both
 * must give the same number for any range (the rows here are all of one hour, so ranges from an
 * earlier hour take their count from the hours), also when rows are newer than the horizon and
 * after a row is deleted.
 */
describe('changes since: the count of a first page', () => {
  let tenant: string;
  const at: string[] = [];

  beforeAll(async () => {
    let store: string;
    let api: Awaited<ReturnType<typeof newTenant>>['api'];
    ({ tenant, api, store } = await newTenant());
    const order = await createOrder(api, tenant, store, {
      items: [1, 2, 3, 4, 5].map((i) => line(i * 1000)),
    });
    const written = [];
    for (const item of order.items) {
      const res = await createReceipt(api, tenant, store, order.orderUid, {
        orderItemUids: [item.orderItemUid],
      });
      expect(res.status, res.text).toBe(200);
      written.push(res);
    }
    await waitForSearchIndex(tenant, written.map(indexedAs));
    // Each receipt row's lastModifiedAt, oldest first (a later receipt also touches earlier rows
    // through its order's state, so the rows are read, not taken from the answers).
    const rows = await readTenant(tenant, (db) =>
      rowsOf<{ modified_at: string }>(
        db,
        sql`SELECT modified_at FROM ${sql.identifier(tenantView(RECEIPTS_TABLE))} ORDER BY modified_at`,
      ),
    );
    at.push(...rows.map((r) => r.modified_at));
    expect(at).toHaveLength(5);
  });
  afterAll(closeSearchDb);

  const query = (): ChangesQuery<unknown> => ({
    list: RECEIPTS_TABLE,
    tenantUid: tenant,
    from: sql.identifier(tenantView(RECEIPTS_TABLE)),
    where: sql`tenant_uid = ${tenant}`,
    select: sql`uid`,
    map: (row) => row,
    request: { updatedSince: undefined, cursor: undefined, pageSize: 2, pageNumber: 1 },
    hourCounted: true,
  });

  it.each([
    ['every row', () => '2000-01-01T00:00:00.000Z', () => '2999-01-01T00:00:00.000Z', 5],
    ['every row up to a horizon in their hour', () => '2000-01-01T00:00:00.000Z', () => at[2]!, 3],
    ['from the third row', () => at[2]!, () => '2999-01-01T00:00:00.000Z', 3],
    ['from the second row, the last two past the horizon', () => at[1]!, () => at[2]!, 2],
    ['no row', () => '2999-01-01T00:00:00.000Z', () => '2999-01-01T00:00:00.000Z', 0],
  ])('counts %s the same row by row and by the hour', async (_name, since, horizon, expected) => {
    const first = { since: since(), horizon: horizon() };
    const byRows = await readTenant(tenant, (db) => countChangesBy(db, query(), first, 'rows'));
    const byHours = await readTenant(tenant, (db) => countChangesBy(db, query(), first, 'hours'));
    expect(byRows).toBe(expected);
    expect(byHours).toBe(expected);
  });

  it('keeps the hours when a row is deleted', async () => {
    const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
    await db.connect();
    try {
      await db.query(
        `UPDATE ${RECEIPTS_TABLE} SET deleted = true WHERE tenant_uid = $1 AND modified_at = $2`,
        [tenant, at[3]],
      );
    } finally {
      await db.end();
    }
    const first = { since: '2000-01-01T00:00:00.000Z', horizon: '2999-01-01T00:00:00.000Z' };
    expect(await readTenant(tenant, (db) => countChangesBy(db, query(), first, 'hours'))).toBe(4);
    expect(await readTenant(tenant, (db) => countChangesBy(db, query(), first, 'rows'))).toBe(4);
  });
});
