import { notificationProjection } from '#functions/notifications/notification.projection.ts';
import { notificationDocProjection } from '#functions/notifications/notification-doc.projection.ts';
import {
  NOTIFICATION_DOCS_TABLE,
  NOTIFICATIONS_TABLE,
} from '#functions/notifications/notification-search.table.ts';
import type { Projection } from '#shared/search/projection.ts';
import { customerUidSql } from './scale-customers.ts';
import { NOISE_TENANT, RECEIPT_TENANT } from './scale-receipts-seed.ts';
import { bulkLoad, driftFromProjection, insertSelect, type SeedDb } from './scale-seed.ts';
import { createdItem } from './scale-template.ts';
import { draw, personColumns } from './scale-words.ts';
import type { BenchStack } from './stack.ts';

/**
 * Notifications of the scale bench, generated straight into the `notifications` table: one every
 * 30 seconds from 2024-11-26 (1M is about 347 days), 60% e-mail, most delivered, a few failed or
 * bounced with an error text, each with the references a shop's notifications carry.
 */
export const NOTIFICATIONS = 1_000_000;
export const FIRST_CREATED = '2024-11-26T00:00:00Z';

/** A notification as the API stores one: the template of every seeded row. */
export const notificationItem = async (bench: BenchStack): Promise<Record<string, unknown>> => {
  const call = bench.caller(await bench.token('t-scale-template'));
  return createdItem(
    () =>
      call('POST', '/tenants/t-scale-template/stores/store-7/notifications', {
        messageType: 'EMAIL',
        recipient: 'oscar12@gmail.com',
        subject: 'Din ordre er klar',
        message: 'Hei Oscar, ordre 3012345 er klar til henting.',
      }),
    'notification',
    'notificationUid',
  );
};

const list = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const MESSAGES = list([
  'Hei %s, ordre %o er klar til henting.',
  'Hei %s, takk for handelen! Kvittering for ordre %o er vedlagt.',
  'Hei %s, ordre %o er sendt og kommer om 2-3 dager.',
  'Hei %s, du har en ny faktura for ordre %o.',
  'Hei %s, din servicetime er bekreftet.',
]);
const SUBJECTS = list(['Din ordre er klar', 'Kvittering', 'Ordren er sendt', 'Ny faktura', 'Servicetime']);

/** The INSERT of `rows` notifications of `tenant` into the projection's table (rows or records). */
const notificationsOf = (
  projection: Projection,
  tenant: string,
  rows: number,
  offset: number,
  doc: unknown,
) => {
  const d = (salt: number, n: number) => draw(`n + ${offset}`, salt, n);
  const ref = (salt: number, percent: number, value: string) =>
    `CASE WHEN ${d(salt, 100)} < ${percent} THEN ${value} END`;
  const values: Record<string, string> = {
    tenant_uid: `'${tenant}'`,
    uid: 'uid',
    created_at: 'at_text',
    version: '1',
    modified_at: 'at_text',
    doc: `($tpl$${JSON.stringify(doc)}$tpl$::jsonb - 'subject') || jsonb_strip_nulls(jsonb_build_object(
      'tenantUid', '${tenant}', 'notificationUid', uid, 'storeUid', store, 'messageType', mtype,
      'recipient', recipient, 'subject', subject, 'message', message, 'state', state,
      'errorText', nullif(error, ''), 'organizationUid', org, 'customerUid', customer, 'orderUid', ordr,
      'serviceOrderUid', service, 'purchaseOrderUid', purchase, 'receivementUid', receivement,
      'supplierUid', supplier, 'tenantUserUid', tuser, 'createdAt', at_text, 'lastModifiedAt', at_text))`,
    store_uid: 'store',
    message_type: 'mtype',
    state: 'state',
    recipient: 'recipient',
    recipient_key: 'recipient',
    message_text: 'lower(message)',
    error_text: 'lower(error)',
    search_text: `lower(message || E'\\n' || coalesce(subject, '') || E'\\n' || recipient)`,
    organization_uid: 'org',
    customer_uid: 'customer',
    order_uid: 'ordr',
    service_order_uid: 'service',
    purchase_order_uid: 'purchase',
    receivement_uid: 'receivement',
    supplier_uid: 'supplier',
    tenant_user_uid: 'tuser',
  };
  return insertSelect(
    projection,
    values,
    `(
    SELECT md5('${tenant}#notification#' || n)::uuid::text AS uid,
      to_char(timestamp '2024-11-26' + n * interval '30 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at_text,
      'store-' || ${d(42, 50)} AS store,
      CASE WHEN sms THEN 'SMS' ELSE 'EMAIL' END AS mtype,
      CASE WHEN sms THEN mobile ELSE lower(firstname) || mail_no || '@' || mail_domain END AS recipient,
      CASE WHEN sms THEN NULL ELSE (${SUBJECTS})[1 + tpl] END AS subject,
      replace(replace((${MESSAGES})[1 + tpl], '%s', firstname), '%o', (3000000 + ${d(44, 1_000_000)})::text) AS message,
      CASE WHEN s < 70 THEN 'DELIVERED' WHEN s < 85 THEN 'SENT' WHEN s < 90 THEN 'FAILED' WHEN s < 94 THEN 'BOUNCED'
        WHEN s < 96 THEN 'NOT_STARTED' WHEN s < 98 THEN 'IN_PROGRESS' ELSE 'SPAM_COMPLAINT' END AS state,
      CASE WHEN s >= 85 AND s < 90 THEN (ARRAY['smtp timeout after 3 attempts', 'invalid phone number'])[1 + s % 2]
        WHEN s >= 90 AND s < 94 THEN (ARRAY['mailbox full', 'user unknown'])[1 + s % 2] ELSE '' END AS error,
      ${ref(45, 50, `'org-' || ${d(42, 50)} % 5`)} AS org,
      ${ref(46, 60, customerUidSql(tenant, `1 + ${d(47, 100_000)}`))} AS customer,
      ${ref(48, 40, `'order-' || ${d(49, 400_000)}`)} AS ordr,
      ${ref(50, 5, `'so-' || ${d(51, 20_000)}`)} AS service,
      ${ref(52, 3, `'po-' || ${d(53, 10_000)}`)} AS purchase,
      ${ref(54, 2, `'rec-' || ${d(55, 10_000)}`)} AS receivement,
      ${ref(56, 3, `'sup-' || ${d(57, 100)}`)} AS supplier,
      ${ref(58, 30, `'user-' || ${d(59, 200)}`)} AS tuser
    FROM (
      SELECT n, ${d(40, 100)} < 40 AS sms, ${d(41, 5)} AS tpl, ${d(43, 100)} AS s, ${personColumns(`n + ${offset}`)}
      FROM generate_series(1, ${rows}) AS n
    ) p
  ) q`,
  );
};

/** Seeds 1M notifications in the receipts' tenant and 1M in the noise tenant; returns notes. */
export const seedNotifications = async (db: SeedDb, template: Record<string, unknown>): Promise<string[]> => {
  const doc = notificationDocProjection.row(template).doc;
  // The same draws twice: the rows, then their records beside them (the same uids and values).
  const [rows, records] = [notificationProjection, notificationDocProjection].map((p) => [
    notificationsOf(p, RECEIPT_TENANT, NOTIFICATIONS, 30_000_000, doc),
    notificationsOf(p, NOISE_TENANT, NOTIFICATIONS, 32_000_000, doc),
  ]);
  const timing = [
    await bulkLoad(db, NOTIFICATIONS_TABLE, rows!),
    await bulkLoad(db, NOTIFICATION_DOCS_TABLE, records!),
  ];
  const drift = await driftFromProjection(
    db,
    notificationProjection,
    RECEIPT_TENANT,
    (d) => ({ ...d, __edb_e__: 'notification' }),
    NOTIFICATION_DOCS_TABLE,
  );
  return [...timing, ...drift];
};
