import { type SQL, sql } from 'drizzle-orm';
import { type ColumnType, type ColumnValue, feeds, type Projection, typed } from './projection.ts';
import type { SearchDb } from './rows.ts';

/**
 * Applies item changes to the read model: the stream indexer and the rebuild both go through
 * here. Each change becomes an upsert of its row guarded by the row's ordering (createdAt, then
 * version, then lastModifiedAt, then deleted), so duplicates, replays and out-of-order records
 * never move a row backwards, and a delete leaves a tombstone that an older image cannot undo.
 */

/** One item as it is now (`removed: false`) or as it was when it was deleted. */
export type ItemChange = { item: Record<string, unknown>; removed: boolean };

const COMMON: Readonly<Record<string, ColumnType>> = {
  tenant_uid: 'text',
  uid: 'text',
  created_at: 'text',
  version: 'integer',
  modified_at: 'text',
  deleted: 'boolean',
};

type Row = {
  projection: Projection;
  values: Record<string, ColumnValue>;
  order: [string, number, string, boolean];
};

const rowOf = (projection: Projection, change: ItemChange): Row | undefined => {
  const key = projection.key(change.item);
  if (!key) return undefined;
  const createdAt = String(change.item.createdAt ?? '');
  const version = Number(change.item.version ?? 0);
  if (!createdAt || !Number.isSafeInteger(version))
    throw new Error('item has no createdAt or integer version');
  const modifiedAt = String(change.item.lastModifiedAt ?? createdAt);
  return {
    projection,
    order: [createdAt, version, modifiedAt, change.removed],
    values: {
      tenant_uid: key.tenantUid,
      uid: key.uid,
      created_at: createdAt,
      version,
      modified_at: modifiedAt,
      deleted: change.removed,
      ...projection.row(change.item),
    },
  };
};

const later = (a: Row['order'], b: Row['order']): boolean => {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return (a[i] as never) > (b[i] as never);
  }
  return true;
};

/** The rows of a batch: one per (table, tenant, uid), the latest of them when a batch repeats one. */
export const rowsOfChanges = (
  projections: readonly Projection[],
  changes: readonly ItemChange[],
  onSkip?: (table: string, error: unknown) => void,
): Row[] => {
  const latest = new Map<string, Row>();
  for (const change of changes) {
    for (const projection of projections) {
      if (!feeds(projection, change.item)) continue;
      let row: Row | undefined;
      try {
        row = rowOf(projection, change);
      } catch (error) {
        // One unmappable item must not block the stream; the rebuild restores it once fixed.
        onSkip?.(projection.table, error);
        continue;
      }
      if (!row) continue;
      const id = `${projection.table}\u0000${row.values.tenant_uid}\u0000${row.values.uid}`;
      const seen = latest.get(id);
      if (!seen || later(row.order, seen.order)) latest.set(id, row);
    }
  }
  return [...latest.values()];
};

const compare = (a: ColumnValue | undefined, b: ColumnValue | undefined): number =>
  String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;

/** Statement size kept well under the Data API's request limit. */
const MAX_STATEMENT_BYTES = 48_000;

const upsert = (projection: Projection, rows: Row[]): SQL => {
  const types = { ...COMMON, ...projection.columns };
  const names = Object.keys(types);
  const values = rows.map(
    (r) =>
      sql`(${sql.join(
        names.map((n) => typed(types[n]!, r.values[n])),
        sql`, `,
      )})`,
  );
  const own = names.filter((n) => n !== 'tenant_uid' && n !== 'uid');
  const t = sql.identifier(projection.table);
  return sql`INSERT INTO ${t} (${sql.raw(names.join(', '))}) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (tenant_uid, uid) DO UPDATE SET ${sql.raw(own.map((n) => `${n} = EXCLUDED.${n}`).join(', '))}, indexed_at = now()
    WHERE (${t}.created_at, ${t}.version, ${t}.modified_at, ${t}.deleted)
      <= (EXCLUDED.created_at, EXCLUDED.version, EXCLUDED.modified_at, EXCLUDED.deleted)`;
};

/** Writes the rows of some changes; returns how many rows it wrote (one per table and record). */
export const applyChanges = async (
  db: SearchDb,
  projections: readonly Projection[],
  changes: readonly ItemChange[],
  onSkip?: (table: string, error: unknown) => void,
): Promise<number> => {
  const rows = rowsOfChanges(projections, changes, onSkip);
  // Tables in one order and rows in key order: concurrent writers (shards, a rebuild's segments)
  // lock rows and the tenants' count rows in the same order, so they wait but never deadlock.
  const byKey = (x: Row, y: Row) =>
    compare(x.values.tenant_uid, y.values.tenant_uid) || compare(x.values.uid, y.values.uid);
  for (const projection of projections) {
    const tableRows = rows.filter((r) => r.projection === projection).sort(byKey);
    let chunk: Row[] = [];
    let bytes = 0;
    for (const row of tableRows) {
      const size = JSON.stringify(row.values).length;
      if (chunk.length > 0 && bytes + size > MAX_STATEMENT_BYTES) {
        await db.execute(upsert(projection, chunk));
        chunk = [];
        bytes = 0;
      }
      chunk.push(row);
      bytes += size;
    }
    if (chunk.length > 0) await db.execute(upsert(projection, chunk));
  }
  return rows.length;
};

/** Removes tombstones older than the stream's 24 h retention: no replay can be older than that. */
export const purgeTombstones = async (db: SearchDb, projections: readonly Projection[]): Promise<void> => {
  for (const p of projections) {
    await db.execute(
      sql`DELETE FROM ${sql.identifier(p.table)} WHERE deleted AND indexed_at < now() - interval '25 hours'`,
    );
  }
};
