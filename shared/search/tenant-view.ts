/**
 * The tenant wall of the read model: the reader role and the per-tenant view it reads each table
 * through. Migrations build the wall (migrations.ts, each projection) and every reader names the
 * view, so this module holds plain names and pure functions only: readers import it without the
 * migrations, whose lists are built as their module loads and would land in every bundle that
 * reached them (test/infra/bundles-load.test.ts).
 */

/** The role the API functions search as; it sees each table only through its tenant view. */
export const READER_ROLE = 'search_reader';

/** The view through which the reader role sees `table`: the rows of the transaction's tenant. */
export const tenantView = (table: string): string => `tenant_${table}`;

/**
 * The statements that make a table tenant-walled. The reader role has no access to the table
 * itself, only to its view, which holds the rows of the tenant the transaction is scoped to
 * (`app.tenant_uid`, set by readTenant) and nothing when none is set. A view rather than a
 * row-level security policy: under a policy PostgreSQL may use an index only for leakproof
 * operators, and LIKE and && are not, so every trigram and array search would read the whole
 * tenant (seconds at a million rows). The view is not a security barrier: it walls off a query
 * that forgets its tenant condition; statements are always parameterised, never built from input.
 * CREATE OR REPLACE: a migration that adds a column runs it again to show the column.
 */
export const tenantWall = (table: string): string[] => [
  `CREATE OR REPLACE VIEW ${tenantView(table)} AS SELECT * FROM ${table} WHERE tenant_uid = current_setting('app.tenant_uid', true)`,
  `REVOKE ALL ON ${table} FROM ${READER_ROLE}`,
  `GRANT SELECT ON ${tenantView(table)} TO ${READER_ROLE}`,
];
