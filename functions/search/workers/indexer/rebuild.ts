import { sql } from 'drizzle-orm';
import type { DocumentClient } from '#shared/db/client.ts';
import { ScanCommand } from '#shared/db/document-commands.ts';
import { applyChanges, purgeTombstones } from '#shared/search/indexer.ts';
import { migrate } from '#shared/search/migrations.ts';
import { feeds } from '#shared/search/projection.ts';
import type { SearchDb } from '#shared/search/rows.ts';
import { MIGRATIONS, PROJECTIONS } from './projections.ts';

/**
 * Rebuilds the read model from the table: a parallel Scan (the one place a Scan is right: every
 * item is wanted) whose items go through the same projections and ordered upserts as the stream,
 * so a rebuild can run while the service takes writes: a row never moves backwards, and a delete
 * the stream indexed wins over the scanned image of the same version.
 */
export type RebuildOptions = {
  db: SearchDb;
  documentClient: DocumentClient;
  tableName: string;
  /** Parallel Scan segments (default 4). */
  segments?: number;
  /** Drop every read-model table first and recreate it from the migrations. */
  fresh?: boolean;
  onProgress?: (scanned: number, rows: number) => void;
};

/** Drops the read-model tables (their views with them), their counts and the record of their migrations. */
export const dropReadModel = async (db: SearchDb): Promise<void> => {
  for (const p of PROJECTIONS) await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(p.table)} CASCADE`);
  await db.execute(sql`DROP TABLE IF EXISTS search_counts CASCADE`);
  await db.execute(sql`DROP TABLE IF EXISTS search_change_counts CASCADE`);
  await db.execute(sql`DROP TABLE IF EXISTS search_migrations`);
};

export const rebuildReadModel = async (
  options: RebuildOptions,
): Promise<{ scanned: number; rows: number }> => {
  const { db } = options;
  if (options.fresh) await dropReadModel(db);
  await migrate(db, MIGRATIONS);
  const segments = options.segments ?? 4;
  let scanned = 0;
  let rows = 0;
  const scanSegment = async (segment: number) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await options.documentClient.send(
        new ScanCommand({
          TableName: options.tableName,
          Segment: segment,
          TotalSegments: segments,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = (page.Items ?? []) as Record<string, unknown>[];
      const wanted = items.filter((item) => PROJECTIONS.some((p) => feeds(p, item)));
      const written = await applyChanges(
        db,
        PROJECTIONS,
        wanted.map((item) => ({ item, removed: false })),
      );
      scanned += items.length;
      rows += written;
      options.onProgress?.(scanned, rows);
      start = page.LastEvaluatedKey;
    } while (start);
  };
  await Promise.all(Array.from({ length: segments }, (_, s) => scanSegment(s)));
  await purgeTombstones(db, PROJECTIONS);
  return { scanned, rows };
};
