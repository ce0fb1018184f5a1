import { contactProjection } from '#functions/customers/contact.projection.ts';
import { contactLinkProjection } from '#functions/customers/contact-link.projection.ts';
import { customerUidSql } from './scale-customers.ts';
import { SIZES } from './scale-people.ts';
import { bulkLoad, driftFromProjection, insertSelect, type SeedDb } from './scale-seed.ts';
import { tableItem } from './scale-template.ts';
import { draw, isoText, personColumns } from './scale-words.ts';
import type { BenchStack } from './stack.ts';

/** A contact of one customer as the API writes it: its contact item and its link item. */
export const contactItems = async (bench: BenchStack, customerUid: string) => {
  const call = bench.caller(await bench.token('t-scale-template'));
  const res = await call('POST', '/tenants/t-scale-template/customer-contacts', {
    firstname: 'Kari',
    lastname: 'Hansen',
    email: 'kari12@gmail.com',
    mobile: '+4791234567',
    customers: [{ customerUid, role: 'CONTACT' }],
  });
  const uid = String(res.body.customerContactUid);
  return {
    contact: await tableItem('customerContact', 'customerContactUid', uid),
    link: await tableItem('customerContactLink', 'customerContactUid', uid),
  };
};

const json = (doc: unknown) => `$tpl$${JSON.stringify(doc)}$tpl$::jsonb`;

/**
 * Generated contacts 1..`rows` of a tenant: four in five belong to one customer of the same
 * tenant (customer_count 1, which the list's "gone with its customer" test looks up), the rest
 * to none.
 */
const contactsOf = (tenant: string, rows: number, offset: number, doc: unknown) =>
  insertSelect(
    contactProjection,
    {
      tenant_uid: `'${tenant}'`,
      uid: 'uid',
      created_at: 'created_text',
      version: '1',
      modified_at: 'created_text',
      doc: `${json(doc)} || jsonb_build_object('tenantUid', '${tenant}', 'customerContactUid', uid,
        'firstname', firstname, 'lastname', lastname, 'displayName', firstname || ' ' || lastname,
        'email', email, 'mobile', mobile, 'customerCount', customers,
        'createdAt', created_text, 'lastModifiedAt', created_text)`,
      search_text: `lower(concat_ws(' ', firstname, lastname, email, mobile))`,
      display_name: `firstname || ' ' || lastname`,
      firstname: 'firstname',
      lastname: 'lastname',
      email: 'email',
      mobile: 'mobile',
      email_key: 'email',
      customer_count: 'customers',
    },
    `(
    SELECT p.*, md5('${tenant}#contact#' || n)::uuid::text AS uid,
      lower(firstname) || mail_no || '@' || mail_domain AS email,
      CASE WHEN ${draw(`n + ${offset}`, 11, 5)} = 0 THEN 0 ELSE 1 END AS customers,
      ${isoText('created')} AS created_text
    FROM (SELECT n, ${personColumns(`n + ${offset}`)} FROM generate_series(1, ${rows}) AS n) p
  ) q`,
  );

/** The link of every contact with a customer, to a customer of the same tenant drawn by its uid. */
const linksOf = (tenant: string, rows: number, doc: unknown) =>
  insertSelect(
    contactLinkProjection,
    {
      tenant_uid: 'tenant_uid',
      uid: `uid || '#' || customer_uid`,
      created_at: 'created_at',
      version: '1',
      modified_at: 'modified_at',
      contact_uid: 'uid',
      customer_uid: 'customer_uid',
      doc: `${json(doc)} || jsonb_build_object('tenantUid', tenant_uid, 'customerContactUid', uid,
        'customerUid', customer_uid, 'createdAt', created_at, 'lastModifiedAt', modified_at)`,
    },
    `(
    SELECT tenant_uid, uid, created_at, modified_at,
      ${customerUidSql(tenant, `1 + ((hashtext(uid)::bigint + 2147483648) % ${rows})`)} AS customer_uid
    FROM ${contactProjection.table} WHERE tenant_uid = '${tenant}' AND customer_count = 1
  ) c`,
  );

/** Seeds the contacts and their links in the three tenants of SIZES; returns notes. */
export const seedContacts = async (
  db: SeedDb,
  items: { contact: Record<string, unknown>; link: Record<string, unknown> },
): Promise<string[]> => {
  const contactDoc = contactProjection.row(items.contact).doc;
  const linkDoc = contactLinkProjection.row(items.link).doc;
  const contacts = await bulkLoad(
    db,
    contactProjection.table,
    SIZES.map((s, i) => contactsOf(s.tenant, s.rows, 10_000_000 + i * 2_000_000, contactDoc)),
  );
  const links = await bulkLoad(
    db,
    contactLinkProjection.table,
    SIZES.map((s) => linksOf(s.tenant, s.rows, linkDoc)),
  );
  const drift = await driftFromProjection(db, contactProjection, SIZES[0].tenant, (d) => ({
    ...d,
    __edb_e__: 'customerContact',
  }));
  return [contacts, links, ...drift];
};
