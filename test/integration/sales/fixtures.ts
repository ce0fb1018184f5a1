import pg from 'pg';
import { expect } from 'vitest';
import { type ApiResponse, client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';

/**
 * Shared set-up of the order and receipt tests: a fresh tenant, a client and builders, and a store
 * that takes `pm-cash` and `pm-card` (what `cash` and `card` pay with).
 */
export const newTenant = async (permissions: Parameters<typeof token>[0]['permissions'] = 'all') => {
  const tenant = uniqueTenant('rcpt');
  const api = client(await token({ tenant, permissions }));
  const store = uniqueUid('store');
  await givePaymentMethods(api, tenant, store);
  return { tenant, api, store };
};

/** An order line: unit price (VAT included), quantity, VAT rate in basis points. */
export const line = (itemPrice: number, quantityOrdered = 1, extra: Record<string, unknown> = {}) => ({
  productUid: uniqueUid('p'),
  sku: `SKU-${uniqueUid('s')}`,
  name: 'Blue wool sweater',
  quantityOrdered,
  itemPrice,
  vatCodeUid: 'vat-25',
  vatRate: 2500,
  ...extra,
});

export type Api = ReturnType<typeof client>;

export const createOrder = async (api: Api, tenant: string, store: string, body: Record<string, unknown>) => {
  const res = await api.post(`/tenants/${tenant}/stores/${store}/orders`, body);
  if (res.status !== 201) throw new Error(`order: ${res.status} ${res.text}`);
  return res.body;
};

export const createReceipt = async (
  api: Api,
  tenant: string,
  store: string,
  orderUid: string,
  body: Record<string, unknown> = {},
) => api.post(`/tenants/${tenant}/stores/${store}/orders/${orderUid}/receipts`, body);

/** Path of a receipt. */
export const receiptPath = (tenant: string, store: string, uid: string) =>
  `/tenants/${tenant}/stores/${store}/receipts/${uid}`;

export const cash = (amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-cash',
  settlementCode: 'CASH',
  settlementName: 'Cash',
  amount,
  status: 'CAPTURED',
  ...extra,
});

export const card = (amount: number, extra: Record<string, unknown> = {}) => ({
  storePaymentMethodUid: 'pm-card',
  settlementCode: 'CARD',
  settlementName: 'Card',
  amount,
  ...extra,
});

export { outboxEvents } from '#test/support/outbox.ts';

export const countActions = (events: Record<string, any>[]) => {
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.action] = (counts[e.action] ?? 0) + 1;
  return counts;
};

/**
 * What the search row of a receipt must show: at least `version` and `modifiedAt` (the receipt's
 * ETag and lastModifiedAt after a write), or a tombstone (`deleted`) after a cancellation.
 */
export type IndexedAs = { uid: string; version?: number; modifiedAt?: string; deleted?: boolean };

/** The row state a receipt response (body and ETag) must have reached in the search index. */
export const indexedAs = (res: ApiResponse): IndexedAs => ({
  uid: res.body.orderReceiptUid,
  version: Number(String(res.headers.get('etag')).replaceAll('"', '')),
  modifiedAt: res.body.lastModifiedAt,
});

/**
 * Waits until the search index (the `receipts` table, read as the writer) holds every expected
 * row state, polling up to `timeoutMs`; then asserts that it does. The receipt search is
 * eventually consistent, so a test that searches right after writing waits here first.
 */
export const waitForSearchIndex = async (
  tenant: string,
  expected: readonly IndexedAs[],
  timeoutMs = 10_000,
) => {
  const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{
        uid: string;
        version: number;
        modified_at: string;
        deleted: boolean;
      }>('SELECT uid, version, modified_at, deleted FROM receipts WHERE tenant_uid = $1 AND uid = ANY($2)', [
        tenant,
        expected.map((e) => e.uid),
      ]);
      const byUid = new Map(rows.map((r) => [r.uid, r]));
      const behind = expected.filter((e) => {
        const row = byUid.get(e.uid);
        return (
          !row ||
          row.deleted !== (e.deleted ?? false) ||
          row.version < (e.version ?? 0) ||
          row.modified_at < (e.modifiedAt ?? '')
        );
      });
      if (behind.length === 0 || Date.now() >= deadline) {
        expect(behind, `search rows of tenant ${tenant} not indexed within ${timeoutMs} ms`).toEqual([]);
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await db.end();
  }
};
