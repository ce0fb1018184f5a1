import { config } from '#shared/config.ts';
import { documentClient } from '#shared/db/client.ts';

/** The service name every ElectroDB entity uses (one table, one service). */
export const SERVICE = 'rcs';

/**
 * ElectroDB configuration shared by every entity: the one table and the one document client. The
 * table is read as the entity loads; the deployment tools load entities without one only to read
 * their key templates (shared/db/key-patterns.ts), and a function with table access always has it
 * (the API stack test checks TABLE_NAME).
 */
export const entityConfig = () => ({ table: config.tableNameIfSet, client: documentClient });

/**
 * The attributes every item carries (DESIGN section 5): spread them into an entity's attributes.
 * `version` backs the optimistic-concurrency conditions; `createdAt` never changes.
 */
export const auditAttributes = {
  createdAt: { type: 'string', required: true, readOnly: true },
  lastModifiedAt: { type: 'string', required: true },
  version: { type: 'number', required: true },
} as const;

/**
 * A string every item carries: a put without it fails. ElectroDB makes an attribute optional
 * unless it says `required: true`, so entities name one of these shapes instead of a local
 * shorthand whose meaning depends on the file it is in.
 */
export const requiredString = { type: 'string', required: true } as const;
/** A string an item may lack. */
export const optionalString = { type: 'string' } as const;
/** A required string that never changes after the put (tenantUid, uids, parts of a natural key). */
export const readOnlyString = { type: 'string', required: true, readOnly: true } as const;

/**
 * One key of an index: a template over its composite attributes, never re-cased (UIDs are
 * case-sensitive). Partition-key templates start with `T#${tenantUid}#` (tenant isolation).
 */
export const templateKey = <const F extends string, const C extends readonly string[]>(
  field: F,
  composite: C,
  template: string,
) => ({ field, composite, template, casing: 'none' }) as const;
