import { Entity } from 'electrodb';
import { config } from '#shared/config.ts';
import { documentClient } from '#shared/db/client.ts';

/** The service name every ElectroDB entity uses (one table, one service). */
export const SERVICE = 'rcs';

// Entities load where no table is named yet: the deployment tools import them for their key
// templates (shared/db/key-patterns.ts) and the local stack names the table after loading the
// registry. So a query reads the name when it runs, and fails there if the function has none.
const entityPrototype = Entity.prototype as unknown as { getTableName(this: unknown): string | undefined };
const namedTable = entityPrototype.getTableName;
entityPrototype.getTableName = function (this: unknown) {
  return namedTable.call(this) ?? config.tableName;
};

/** ElectroDB configuration shared by every entity: the one document client; the table is read per query. */
export const entityConfig = () => ({ client: documentClient });

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
