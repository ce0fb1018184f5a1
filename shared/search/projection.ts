import { type SQL, sql } from 'drizzle-orm';
import type { Migration } from './migrations.ts';

/**
 * How one kind of table item becomes one row of the read model. A projection names its table,
 * recognises its items in stream images, and maps an item to the row's own columns. The common
 * columns (tenant, uid, ordering, tombstone) are filled by the indexer from the item's audit
 * attributes, so every projection orders its versions the same way.
 */

/** Column types the read model uses; values are sent as text or numbers so both drivers agree. */
export type ColumnType = 'text' | 'integer' | 'bigint' | 'boolean' | 'timestamptz' | 'text[]' | 'jsonb';
export type ColumnValue =
  | string
  | number
  | boolean
  | readonly string[]
  | Record<string, unknown>
  | null
  | undefined;

export type Projection = {
  /** Table name (also the prefix of its policies and indexes). */
  table: string;
  /** The entity names (`__edb_e__`) or `recordType`s of the items that feed this table. */
  entities?: readonly string[];
  recordTypes?: readonly string[];
  /** The row's key; undefined when the item should not be indexed (the row is then removed). */
  key: (item: Record<string, unknown>) => { tenantUid: string; uid: string } | undefined;
  /** The table's own columns and their types. */
  columns: Readonly<Record<string, ColumnType>>;
  /** The values of those columns for an item. */
  row: (item: Record<string, unknown>) => Record<string, ColumnValue>;
  /**
   * Plain lists of this table promise read-your-writes: its writers put a pending marker
   * (pending.ts) in their transactions and the indexer clears it once the row is written.
   */
  readYourWrites?: boolean;
  /** The table's schema, in order; ids are unique across the read model. */
  migrations: readonly Migration[];
};

/** An item attribute as text: '' when absent or not a string (rows never hold undefined text). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** True when an item (a stream image or a scanned item) feeds this projection. */
export const feeds = (projection: Projection, item: Record<string, unknown>): boolean =>
  (projection.entities?.includes(String(item.__edb_e__ ?? '')) ?? false) ||
  (projection.recordTypes?.includes(String(item.recordType ?? '')) ?? false);

/**
 * `value` as PostgreSQL text can hold it: without NUL, and with any unpaired surrogate (which its
 * json refuses) replaced by U+FFFD. The API refuses both, but an item stored before that (or
 * written by other means) must not stop the indexer; queries apply the same, so they still match.
 */
export const withoutNul = (value: string): string =>
  value.replaceAll(String.fromCharCode(0), '').toWellFormed();
const noNul = (_key: string, v: unknown) => (typeof v === 'string' ? withoutNul(v) : v);

/** One value as a typed SQL expression. */
export const typed = (type: ColumnType, value: ColumnValue): SQL => {
  if (value === undefined || value === null) return sql`NULL`;
  switch (type) {
    case 'text[]':
      return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(value, noNul)}::jsonb))`;
    case 'jsonb':
      return sql`${JSON.stringify(value, noNul)}::jsonb`;
    case 'timestamptz':
      return sql`${String(value)}::timestamptz`;
    case 'integer':
      return sql`${Number(value)}::integer`;
    case 'bigint':
      return sql`${String(value)}::bigint`;
    case 'boolean':
      return sql`${Boolean(value)}::boolean`;
    default:
      return sql`${withoutNul(String(value))}::text`;
  }
};

const INTERNAL = /^(pk|sk|gsi\d+pk|gsi\d+sk|__edb_e__|__edb_v__|recordType|expiresAt)$/;

/** The record an item stores, without its keys and bookkeeping attributes (and `drop`). */
export const recordOf = (
  item: Record<string, unknown>,
  drop: readonly string[] = [],
): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL.test(k) && !drop.includes(k)));
