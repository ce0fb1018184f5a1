import { migrate, setReaderPassword } from '#shared/search/migrations.ts';
import type { SearchDb } from '#shared/search/search-db.ts';
import { MIGRATIONS } from './projections.ts';

/**
 * Brings a read model up to date: applies the migrations not yet applied and lets the reader role
 * log in with its password. Run at local start and, in AWS, by the deploy-time migrator.
 */
export const prepareReadModel = async (db: SearchDb, readerPassword: string): Promise<string[]> => {
  const applied = await migrate(db, MIGRATIONS);
  await setReaderPassword(db, readerPassword);
  return applied;
};
