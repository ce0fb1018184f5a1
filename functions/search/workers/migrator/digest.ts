import { createHash } from 'node:crypto';
import type { Migration } from '#shared/search/migrations.ts';

/**
 * A digest of the migration ids, in order. The stack passes it to the migrator's custom resource,
 * so a deploy that adds a migration changes the resource and runs the migrator; the migrator
 * compares it with its own list to recognise a rollback (an older list than its code's).
 */
export const migrationsDigest = (migrations: readonly Pick<Migration, 'id'>[]): string =>
  createHash('sha256')
    .update(migrations.map((m) => m.id).join('\n'))
    .digest('hex');
