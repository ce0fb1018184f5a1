import { customerProjection } from '#functions/customers/customer.projection.ts';
import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import { SIZES } from './scale-people.ts';
import { bulkLoad, driftFromProjection, insertSelect, type SeedDb } from './scale-seed.ts';
import { createdItem } from './scale-template.ts';
import { isoText, personColumns } from './scale-words.ts';
import type { BenchStack } from './stack.ts';

/** A customer as the API writes one: the template of every seeded customer and indexer record. */
export const customerItem = async (bench: BenchStack): Promise<Record<string, unknown>> => {
  const call = bench.caller(await bench.token('t-scale-template'));
  return createdItem(
    () =>
      call('POST', '/tenants/t-scale-template/customers', {
        firstname: 'Oscar',
        lastname: 'Hansen',
        email: 'oscar12@gmail.com',
        mobile: '+4791234567',
        address: 'Storgata 1',
        postalCode: '0155',
        city: 'Oslo',
        countryCode: 'NO',
      }),
    'customer',
    'customerUid',
  );
};

/**
 * The uid of the tenant's customer number `n` (1..size), UUID-shaped like the API's: contacts of
 * the same tenant link to customers by it.
 */
export const customerUidSql = (tenant: string, n: string): string =>
  `md5('${tenant}#' || (${n}))::uuid::text`;

/**
 * Generated customers 1..`rows` of a tenant, their names drawn for row numbers from `offset`
 * on: one in five a company.
 */
const customersOf = (tenant: string, rows: number, offset: number, doc: Record<string, unknown>) =>
  insertSelect(
    customerProjection,
    {
      tenant_uid: `'${tenant}'`,
      uid: 'uid',
      created_at: 'created_text',
      version: '1',
      modified_at: 'created_text',
      doc: `$tpl$${JSON.stringify(doc)}$tpl$::jsonb || jsonb_strip_nulls(jsonb_build_object(
        'tenantUid', '${tenant}', 'customerUid', uid, 'customerType', ctype, 'displayName', display,
        'firstname', firstname, 'lastname', lastname, 'companyName', org, 'email', email,
        'mobile', mobile, 'createdAt', created_text, 'lastModifiedAt', created_text))`,
      search_text: `lower(concat_ws(' ', firstname, lastname, org, email, mobile))`,
      display_name: 'display',
      company_name: `coalesce(org, '')`,
      firstname: 'firstname',
      lastname: 'lastname',
      customer_type: 'ctype',
      email_key: 'email',
      mobile_key: 'mobile',
      // Seeded customers hold no metadata (the metadata section sets its own afterwards).
      metadata: 'NULL',
    },
    `(
    SELECT p.*, ${customerUidSql(tenant, 'n')} AS uid,
      CASE WHEN is_company THEN 'COMPANY' ELSE 'PERSON' END AS ctype,
      CASE WHEN is_company THEN company END AS org,
      CASE WHEN is_company THEN company ELSE firstname || ' ' || lastname END AS display,
      lower(firstname) || mail_no || '@' || mail_domain AS email,
      ${isoText('created')} AS created_text
    FROM (SELECT n, ${personColumns(`n + ${offset}`)} FROM generate_series(1, ${rows}) AS n) p
  ) q`,
  );

/** Seeds one tenant of `rows` generated customers (the lists-under-writes section's own). */
export const seedCustomerTenant = async (
  db: SeedDb,
  template: Record<string, unknown>,
  tenant: string,
  rows: number,
): Promise<string> => {
  const doc = customerProjection.row(template).doc as Record<string, unknown>;
  return bulkLoad(db, CUSTOMERS_TABLE, [customersOf(tenant, rows, 7_000_000, doc)]);
};

/** Seeds the three customer tenants (separate tenants, one table); returns notes. */
export const seedCustomers = async (db: SeedDb, template: Record<string, unknown>): Promise<string[]> => {
  const doc = customerProjection.row(template).doc as Record<string, unknown>;
  const statements = SIZES.map((s, i) => customersOf(s.tenant, s.rows, i * 2_000_000, doc));
  const timing = await bulkLoad(db, CUSTOMERS_TABLE, statements);
  const drift = await driftFromProjection(db, customerProjection, SIZES[0].tenant, (d) => ({
    ...d,
    __edb_e__: 'customer',
  }));
  return [timing, ...drift];
};
