import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { customerOrderRefOp } from '#functions/sales/orders/customer-order.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand, ScanCommand } from '#shared/db/document-commands.ts';
import { writeAll } from '#test/bench/table-seed.ts';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { ensureStore } from '#test/support/stores.ts';
import { PROGRAMME } from '../loyalty/helpers.ts';
import { cash, createOrder, createReceipt, line, receiptPath } from '../sales/fixtures.ts';

const hex = () => randomBytes(5).toString('hex');
const digits = () => String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');

/**
 * A customer with personal values found nowhere else in the table or the read model (random
 * tokens), seeded into every area that copies them: its addresses and consents, a contact of its
 * own, a ledger number in a store and one in a store without a store record, an order and a
 * receipt carrying its address, a pre-payment, a shipping label to its address, a settlement
 * (earning loyalty points), a delivery, a notification, a service order with a note.
 * `personal` lists the lower-case tokens the erase has to remove everywhere.
 */
export const seededCustomer = async () => {
  const tenant = uniqueTenant('gdpr');
  const bearer = await token({ tenant, permissions: 'all', access: 'ADMIN' });
  const api = client(bearer);
  const mobile = `9${digits()}`;
  const v = {
    firstname: `Fn${hex()}`,
    lastname: `Ln${hex()}`,
    email: `em${hex()}@example.com`,
    mobile: `+47${mobile}`,
    address: `Street${hex()} 5`,
    city: `City${hex()}`,
    contactFirst: `Cf${hex()}`,
    contactLast: `Cl${hex()}`,
    contactEmail: `ce${hex()}@example.com`,
  };
  const personal = [v.firstname, v.lastname, v.email.split('@')[0]!, mobile, v.address.split(' ')[0]!, v.city]
    .concat([v.contactFirst, v.contactLast, v.contactEmail.split('@')[0]!])
    .map((s) => s.toLowerCase());
  const customers = `/tenants/${tenant}/customers`;
  const created = await api.post(customers, {
    customerUid: uniqueUid('c'),
    firstname: v.firstname,
    lastname: v.lastname,
    email: v.email,
    mobile: v.mobile,
    address: v.address,
    city: v.city,
    addresses: [{ firstname: v.firstname, lastname: v.lastname, address: v.address, city: v.city }],
    consents: [{ name: 'NEWSLETTER', status: true, source: 'web' }],
  });
  if (created.status >= 300) throw new Error(`customer: ${created.status} ${created.text}`);
  const customerUid = created.body.customerUid as string;
  const contact = await api.post(`${customers}/${customerUid}/contacts`, {
    firstname: v.contactFirst,
    lastname: v.contactLast,
    email: v.contactEmail,
  });
  if (contact.status >= 300) throw new Error(`contact: ${contact.status} ${contact.text}`);

  const store = await api.post(`/tenants/${tenant}/stores`, {
    name: 'Oslo',
    number: uniqueUid('n'),
    currency: 'NOK',
    timezone: 'Europe/Oslo',
    // The sender of its shipping labels.
    address: { address: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0154', countryCode: 'NO' },
  });
  if (store.status >= 300) throw new Error(`store: ${store.status} ${store.text}`);
  const storeUid = store.body.storeUid as string;
  await givePaymentMethods(api, tenant, storeUid);
  const ledger = await api.put(
    `/tenants/${tenant}/stores/${storeUid}/accountingConfigs/customers/${customerUid}`,
    {
      ledgerNumber: '10001',
    },
  );
  if (ledger.status !== 200) throw new Error(`ledger: ${ledger.status} ${ledger.text}`);
  // A store whose record is gone keeps a ledger number too (deleted after the number was set, or a
  // storeUid used before stores were checked): the export finds it through the customer's index.
  const implicitStoreUid = await ensureStore(tenant, uniqueUid('implicit'));
  const implicit = await api.put(
    `/tenants/${tenant}/stores/${implicitStoreUid}/accountingConfigs/customers/${customerUid}`,
    { ledgerNumber: '20002' },
  );
  if (implicit.status !== 200) throw new Error(`ledger: ${implicit.status} ${implicit.text}`);
  const gone = await api.delete(`/tenants/${tenant}/stores/${implicitStoreUid}`);
  if (gone.status !== 204) throw new Error(`store delete: ${gone.status} ${gone.text}`);

  // A loyalty programme, so that settling the order earns the customer points.
  const programme = await api.put(`/tenants/${tenant}/loyalty/programme`, PROGRAMME);
  if (programme.status >= 300) throw new Error(`programme: ${programme.status} ${programme.text}`);
  const order = await createOrder(api, tenant, storeUid, {
    customerUid,
    items: [line(12500)],
    address: {
      firstname: v.firstname,
      lastname: v.lastname,
      email: v.email,
      mobile: v.mobile,
      address: v.address,
      city: v.city,
      postalCode: '5003',
      countryCode: 'NO',
    },
  });
  const orderPath = `/tenants/${tenant}/stores/${storeUid}/orders/${order.orderUid}`;
  const pspReference = `psp-${hex()}`;
  const prePaid = await api.post(`${orderPath}/pre-payments`, {
    amount: 2500,
    storePaymentMethodUid: 'pm-card',
    settlementCode: 'CARD',
    externalPaymentReference: pspReference,
  });
  if (prePaid.status >= 300) throw new Error(`pre-payment: ${prePaid.status} ${prePaid.text}`);
  // A shipping label to the order's address: the receiver, and the label printing it, are copies.
  const shipped = await api.post(`${orderPath}/deliveries/shiplabel`, {
    deliveryProviderUid: 'local',
    deliveryMethodUid: 'local-standard',
    parcels: [{ weightGrams: 1200 }],
  });
  if (shipped.status >= 300) throw new Error(`shiplabel: ${shipped.status} ${shipped.text}`);
  const receipt = await createReceipt(api, tenant, storeUid, order.orderUid, {
    address: { firstname: v.firstname, lastname: v.lastname, city: v.city },
  });
  if (receipt.status >= 300) throw new Error(`receipt: ${receipt.status} ${receipt.text}`);
  const receiptUid = receipt.body.orderReceiptUid as string;
  const settled = await api.post(`${receiptPath(tenant, storeUid, receiptUid)}/settlements`, cash(12500));
  if (settled.status >= 300) throw new Error(`settlement: ${settled.status} ${settled.text}`);
  const delivered = await api.post(
    `/tenants/${tenant}/stores/${storeUid}/orders/${order.orderUid}/deliveries`,
    {
      lines: [{ orderItemUid: order.items[0].orderItemUid, quantity: 1 }],
    },
  );
  if (delivered.status >= 300) throw new Error(`delivery: ${delivered.status} ${delivered.text}`);

  const sent = await api.post(`/tenants/${tenant}/stores/${storeUid}/notifications`, {
    messageType: 'EMAIL',
    recipient: v.email,
    subject: `Hello ${v.firstname}`,
    message: `Dear ${v.firstname} ${v.lastname}, your order is ready.`,
    customerUid,
  });
  if (sent.status >= 300) throw new Error(`notification: ${sent.status} ${sent.text}`);

  // A service order: it copies the customer's names and contact, and its free text names them.
  const serviceOrders = `/tenants/${tenant}/stores/${storeUid}/service-orders`;
  const serviced = await api.post(serviceOrders, {
    customerUid,
    items: [
      { description: 'Espresso machine', serialNumber: 'EM2-1', condition: `Dented by ${v.firstname}` },
    ],
    problemDescription: `${v.firstname} says it leaks; call ${v.mobile}`,
  });
  if (serviced.status >= 300) throw new Error(`service order: ${serviced.status} ${serviced.text}`);
  const serviceOrderUid = serviced.body.serviceOrderUid as string;
  const noted = await api.post(`${serviceOrders}/${serviceOrderUid}/notes`, {
    text: `Called ${v.firstname} ${v.lastname} at ${v.email}`,
  });
  if (noted.status >= 300) throw new Error(`service order note: ${noted.status} ${noted.text}`);

  return {
    tenant,
    api,
    bearer,
    customerUid,
    storeUid,
    orderUid: order.orderUid as string,
    receiptUid,
    deliveryUid: delivered.body.deliveryUid as string,
    implicitStoreUid,
    prePaymentUid: prePaid.body.prePaymentUid as string,
    pspReference,
    shipmentUid: shipped.body.shipmentUid as string,
    notificationUid: sent.body.notificationUid as string,
    serviceOrderUid,
    personal,
    values: v,
    path: `${customers}/${customerUid}`,
  };
};

/** Which of `tokens` a text contains (case-insensitive). */
export const found = (text: string, tokens: readonly string[]) => {
  const lower = text.toLowerCase();
  return tokens.filter((t) => lower.includes(t));
};

/**
 * Every item of the tenant that holds one of `tokens`, from a full Scan of the local table
 * (test-only inspection: request paths never scan), as `pk | sk | recordType | tokens found`.
 */
export const tableHits = async (tenant: string, tokens: readonly string[]) => {
  const hits: { key: string; recordType: string; expiresAt: unknown; tokens: string[] }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({ TableName: tableName(), ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    for (const item of page.Items ?? []) {
      if (!String(item.pk).startsWith(`T#${tenant}#`)) continue;
      const inItem = found(JSON.stringify(item), tokens);
      if (inItem.length > 0) {
        hits.push({
          key: `${item.pk} | ${item.sk}`,
          recordType: String(item.recordType ?? item.__edb_e__ ?? ''),
          expiresAt: item.expiresAt,
          tokens: inItem,
        });
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return hits;
};

/** Every row of every read-model table that holds one of `tokens` (read as the writer: no RLS). */
export const readModelHits = async (tokens: readonly string[]) => {
  const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
  await db.connect();
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const hits: string[] = [];
    for (const { name } of tables) {
      // Every column as text, so a value in any column (jsonb, arrays, words) is found.
      const pattern = tokens.map((t) => t.replace(/[\\%_]/g, '\\$&'));
      const { rows } = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM ${name} t WHERE lower(t::text) LIKE ANY ($1)`,
        [pattern.map((p) => `%${p}%`)],
      );
      for (const r of rows) hits.push(`${name}: ${found(r.row, tokens).join(',')}`);
    }
    return { tables: tables.map((t) => t.name), hits };
  } finally {
    await db.end();
  }
};

/** The stored item of an order, as the table holds it. */
export const orderItem = async (tenant: string, orderUid: string) => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `T#${tenant}#ORDER#${orderUid}`, sk: 'ORDER' } }),
  );
  if (!out.Item) throw new Error(`no order ${orderUid}`);
  return out.Item;
};

/**
 * `count` more orders of the seeded customer, each a copy of its order with a note of `noteChars`
 * characters, written straight into the table with their customer references (BatchWriteItem, 25
 * at a time): a long history in seconds instead of thousands of requests. Without receipts or
 * deliveries, so that the copies add orders only. Returns their uids.
 */
export const seedOrderHistory = async (
  s: { tenant: string; customerUid: string; orderUid: string },
  count: number,
  noteChars: number,
) => {
  const original = await orderItem(s.tenant, s.orderUid);
  const uids: string[] = [];
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const orderUid = uniqueUid('o');
    uids.push(orderUid);
    const { deliveries: _d, ...rest } = original;
    items.push({
      ...rest,
      pk: `T#${s.tenant}#ORDER#${orderUid}`,
      orderUid,
      orderNumber: String(100_000 + i),
      orderSeq: 100_000 + i,
      receipts: [],
      note: `History ${i} `.padEnd(noteChars, 'x'),
    });
    const ref = customerOrderRefOp(s.tenant, s.customerUid, orderUid, String(original.createdAt)).item;
    items.push((ref as { Put: { Item: Record<string, unknown> } }).Put.Item);
  }
  await writeAll(items);
  return uids;
};
