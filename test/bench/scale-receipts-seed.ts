import { createHash } from 'node:crypto';
import { receiptProjection } from '#functions/sales/receipts/receipt.projection.ts';
import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { customerUidSql } from './scale-customers.ts';
import { bulkLoad, insertSelect, type SeedDb } from './scale-seed.ts';
import { draw, personColumns } from './scale-words.ts';

/**
 * Receipts of the scale bench, generated straight into the `receipts` table (its columns are the
 * projection's row of a receipt search item): one a minute from 2024-01-01 (1M is about two
 * years), 50 stores in 5 organisations, 200 sellers, 5,000 products, 6 payment methods, seven in
 * ten with one of 100,000 customers whose names are those of the tenant's seeded customers.
 */
export const RECEIPT_TENANT = 't-scale-1m';
export const NOISE_TENANT = 't-scale-noise';
export const RECEIPTS = 1_000_000;

/** Offset of the customers' name draws in t-scale-1m (scale-customers.ts: size index 2). */
const CUSTOMER_OFFSET = 2 * 2_000_000;

const PRODUCT_WORDS = (
  'kaffe melk brod ost smor egg juice te sjokolade kjeks pasta ris mel sukker salt pepper ' +
  'epler bananer appelsiner druer tomater agurk paprika poteter gulrot lok hvitlok laks torsk ' +
  'kylling skinke polse yoghurt flote is pizza taco chips brus vann'
).split(' ');

/** The uid that customerUidSql gives customer `n` of `tenant`, computed here for the filters. */
export const customerUidOf = (tenant: string, n: number): string => {
  const h = createHash('md5').update(`${tenant}#${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** The card payment reference of receipt `n` (every receipt paid by methods 0..3 has one). */
export const extRefOf = (tenant: string, n: number): string =>
  `psp-${createHash('md5').update(`${tenant}#ref#${n}`).digest('hex').slice(0, 16)}`;

const words = `ARRAY[${PRODUCT_WORDS.map((w) => `'${w}'`).join(',')}]`;
const product = (p: string) => `(${words})[1 + (${p}) % ${PRODUCT_WORDS.length}]`;

/** The INSERT of `rows` generated receipts of `tenant` (draws from `offset`), one a minute from 2024-01-01. */
export const receiptsOf = (tenant: string, rows: number, offset: number) => {
  const d = (salt: number, n: number) => draw(`n + ${offset}`, salt, n);
  const values: Record<string, string> = {
    tenant_uid: `'${tenant}'`,
    uid: `md5('${tenant}#receipt#' || n)::uuid::text`,
    created_at: 'at_text',
    version: '1',
    modified_at: 'at_text',
    store_uid: `'store-' || store`,
    organization_uid: `'org-' || (store % 5)`,
    customer_uid: `CASE WHEN k > 0 THEN ${customerUidSql(tenant, 'k')} ELSE '' END`,
    order_uid: `md5('${tenant}#order#' || n)::uuid::text`,
    order_number: '(3000000 + n)::text',
    order_seq: '3000000 + n',
    voucher_number: '(1000000 + n)::text',
    voucher_seq: '1000000 + n',
    user_uids: `ARRAY['user-' || seller]`,
    product_uids: `ARRAY['prod-' || p1, 'prod-' || p2]`,
    skus: `ARRAY['SKU-' || p1, 'SKU-' || p2]`,
    payment_method_uids: `ARRAY['spm-' || store || '-' || method, 'tpm-' || method]`,
    ext_refs: `CASE WHEN method < 4 THEN ARRAY['psp-' || left(md5('${tenant}#ref#' || n), 16)] ELSE ARRAY[]::text[] END`,
    delivery_state: 'delivery',
    settle_state: 'settle',
    order_state: `CASE WHEN status = 'OPEN' THEN 'IN_PROGRESS' ELSE 'COMPLETE' END`,
    order_status: 'status',
    grand_total: `100 + ${d(31, 500_000)}`,
    settled_at: 'settled',
    unpaid: `settle <> 'COMPLETE' OR ${d(32, 100)} = 0`,
    customer_words: `coalesce(cwords, '')`,
    words: `concat_ws(' ', (1000000 + n)::text, (3000000 + n)::text, cwords, 'oslo', ${product('p1')}, ${product('p2')},
      'sku-' || p1, 'sku-' || p2)`,
    facet_keys: `ARRAY['${tenant}#org#org-' || (store % 5), '${tenant}#pm#spm-' || store || '-' || method,
      '${tenant}#pm#tpm-' || method]`,
  };
  return insertSelect(
    receiptProjection,
    values,
    `(
    SELECT r.*, to_char(settled AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at_text,
      CASE WHEN k > 0 THEN lower(concat_ws(' ', firstname, lastname, lower(firstname) || mail_no || '@' ||
        mail_domain, mobile, substr(mobile, 2))) END AS cwords
    FROM (
      SELECT n, c.*, timestamptz '2024-01-01 00:00:00+00' + n * interval '1 minute' AS settled,
        p.firstname, p.lastname, p.mail_no, p.mail_domain, p.mobile
      FROM generate_series(1, ${rows}) AS n
      CROSS JOIN LATERAL (SELECT
        CASE WHEN ${d(20, 10)} < 7 THEN 1 + ${d(21, 100_000)} ELSE 0 END AS k,
        ${d(25, 200)} AS seller, ${d(22, 50)} AS store, ${d(26, 6)} AS method,
        ${d(23, 5000)} AS p1, ${d(24, 5000)} AS p2,
        CASE WHEN ${d(27, 100)} < 5 THEN 'NOT_STARTED' WHEN ${d(27, 100)} < 10 THEN 'IN_PROGRESS'
          ELSE 'COMPLETE' END AS delivery,
        CASE WHEN ${d(28, 100)} < 2 THEN 'NOT_STARTED' WHEN ${d(28, 100)} < 5 THEN 'IN_PROGRESS'
          ELSE 'COMPLETE' END AS settle,
        CASE WHEN ${d(30, 100)} < 8 THEN 'OPEN' ELSE 'SETTLED' END AS status) c
      CROSS JOIN LATERAL (SELECT ${personColumns(`c.k + ${CUSTOMER_OFFSET}`)}) p
    ) r
  ) q`,
  );
};

/** Seeds 1M receipts in RECEIPT_TENANT and 1M in NOISE_TENANT; returns a note. */
export const seedReceipts = async (db: SeedDb): Promise<string[]> => [
  await bulkLoad(db, RECEIPTS_TABLE, [
    receiptsOf(RECEIPT_TENANT, RECEIPTS, 20_000_000),
    receiptsOf(NOISE_TENANT, RECEIPTS, 22_000_000),
  ]),
];
