import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '#test/support/api.ts';
import { found, seededCustomer } from './helpers.ts';

/**
 * An export that follows an erase never shows an erased value, however far behind the read model
 * is. The read model is held at its state before the erase deterministically: once the indexer
 * has re-projected the erased notification, its rows (the search row and the stored record beside
 * it) are put back as they were before the erase, which is what a reader sees while the indexer
 * has not reached the erase's stream records yet. The search still answers the old values then,
 * so the check can fail; the export must not.
 */
const NOTIFICATION_TABLES = ['notifications', 'notification_docs'] as const;

const writer = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
await writer.connect();
afterAll(() => writer.end());

/** The read-model row of a notification in `table`, every column, as JSON. */
const rowOf = async (table: string, tenantUid: string, uid: string) =>
  (
    await writer.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM ${table} t WHERE tenant_uid = $1 AND uid = $2`,
      [tenantUid, uid],
    )
  ).rows[0]?.row;

/** Writes `row` back over the row it was taken from: every column but the key and generated ones. */
const restore = async (table: string, row: Record<string, unknown>) => {
  const { rows } = await writer.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = $1 AND is_generated = 'NEVER' AND column_name NOT IN ('tenant_uid', 'uid')`,
    [table],
  );
  const columns = rows.map((r) => `"${r.column_name}"`).join(', ');
  const updated = await writer.query(
    `UPDATE ${table} SET (${columns}) = (SELECT ${columns} FROM jsonb_populate_record(NULL::${table}, $3))
      WHERE tenant_uid = $1 AND uid = $2`,
    [row.tenant_uid, row.uid, row],
  );
  expect(updated.rowCount).toBe(1);
};

describe('an export right after an erase', () => {
  it('shows no erased value while the read model still shows the notification as it was', async () => {
    const s = await seededCustomer();
    const uid = s.notificationUid;
    // The rows as the indexer wrote them before the erase.
    const before = await eventually(async () => {
      const rows = await Promise.all(NOTIFICATION_TABLES.map((t) => rowOf(t, s.tenant, uid)));
      return rows.every((r) => r !== undefined) ? (rows as Record<string, unknown>[]) : undefined;
    });
    expect(before[0]).toMatchObject({ recipient: s.values.email });

    const erased = await s.api.post(`${s.path}/erase`);
    expect(erased.status, erased.text).toBe(200);
    await eventually(async () =>
      (await rowOf('notifications', s.tenant, uid))?.recipient === 'Erased' ? true : undefined,
    );
    // The read model as it is while the indexer lags: the erase not re-projected yet.
    for (const [i, table] of NOTIFICATION_TABLES.entries()) await restore(table, before[i]!);
    const search = await s.api.post(`/tenants/${s.tenant}/notifications/search`, {
      customerUid: s.customerUid,
    });
    expect(search.status, search.text).toBe(200);
    expect(search.body.items).toMatchObject([{ notificationUid: uid, recipient: s.values.email }]);

    const exported = await s.api.get(`${s.path}/export`);
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.notifications).toMatchObject([
      { notificationUid: uid, recipient: 'Erased', message: 'Erased' },
    ]);
    expect(found(exported.text, s.personal)).toEqual([]);
  });
});
