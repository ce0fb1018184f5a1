import { type SQL, sql } from 'drizzle-orm';
import type { Migration } from './migrations.ts';
import type { ColumnValue } from './projection.ts';
import { tenantWall } from './tenant-view.ts';

/**
 * Exact metadata search in the read model (shared/schema/metadata.ts). A table that offers it has
 * a jsonb column `metadata` holding `{ "<tenantUid>": { key: value, ... } }` (NULL when the record
 * has none) in a GIN index with jsonb_path_ops, and a search asks `metadata @> { tenant: pairs }`.
 *
 * Why the tenant as the outer key: jsonb_path_ops keys each value by its whole path, so every
 * index entry is a (tenant, key, value) triple and a lookup reads only the tenant's matching rows.
 * An index over the bare pairs would share the entries of a common pair ("channel": "shopify")
 * across every tenant, and a (tenant_uid, pairs) btree_gin index intersects with the posting list
 * of the tenant, which holds every one of its rows (see trigrams.ts for the same reasoning).
 */

/** The read-model column of a record's metadata. */
export const METADATA_COLUMN = 'metadata';

/** The column's value for a stored item: its metadata under its tenant, NULL when it has none. */
export const metadataColumnOf = (item: Record<string, unknown>): ColumnValue => {
  const { tenantUid, metadata } = item;
  if (typeof tenantUid !== 'string' || metadata === null || typeof metadata !== 'object') return null;
  return Object.keys(metadata).length > 0 ? { [tenantUid]: metadata as Record<string, unknown> } : null;
};

/**
 * The migration that adds the column and its index to `table` and shows it in the tenant view.
 * No backfill: no record held metadata before the column existed.
 */
export const metadataMigration = (id: string, table: string): Migration => ({
  id,
  statements: [
    `ALTER TABLE ${table} ADD COLUMN ${METADATA_COLUMN} jsonb`,
    `CREATE INDEX ${table}_metadata ON ${table} USING gin (${METADATA_COLUMN} jsonb_path_ops) WHERE NOT deleted`,
    ...tenantWall(table),
  ],
});

/** Rows of the tenant holding every pair of `pairs` with exactly its value; undefined for none. */
export const metadataMatch = (
  tenantUid: string,
  pairs: Readonly<Record<string, string>> | undefined,
): SQL | undefined =>
  pairs && Object.keys(pairs).length > 0
    ? sql`${sql.identifier(METADATA_COLUMN)} @> ${JSON.stringify({ [tenantUid]: pairs })}::jsonb`
    : undefined;
