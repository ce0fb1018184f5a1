import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A drizzle statement as PostgreSQL receives it: its text with $n placeholders, and its parameters. */
export const renderSql = (statement: SQL): { sql: string; params: unknown[] } => {
  const { sql, params } = dialect.sqlToQuery(statement);
  return { sql, params };
};
