import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, client, token, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';
import { ensureStore } from '#test/support/stores.ts';
import { card, cash, createOrder, createReceipt, line, newTenant } from '../fixtures.ts';

/** The version each receipt's settlement rows must have reached (its ETag after the last write). */
const versionOf = (res: ApiResponse) => ({
  uid: res.body.orderReceiptUid as string,
  version: Number(String(res.headers.get('etag')).replaceAll('"', '')),
});

/** Waits until `receipt_settlements` (read as the writer) holds each receipt at its version. */
const waitForSettlements = async (tenant: string, expected: ReturnType<typeof versionOf>[]) => {
  const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
  await db.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await db.query<{ uid: string; version: number }>(
        'SELECT uid, version FROM receipt_settlements WHERE tenant_uid = $1 AND uid = ANY($2)',
        [tenant, expected.map((e) => e.uid)],
      );
      const at = new Map(rows.map((r) => [r.uid, r.version]));
      const behind = expected.filter((e) => (at.get(e.uid) ?? 0) < e.version);
      if (behind.length === 0 || Date.now() >= deadline) {
        expect(behind, 'settlement rows not indexed within 10 s').toEqual([]);
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await db.end();
  }
};

const invoice = (amount: number, paymentAmount: number) =>
  card(amount, {
    storePaymentMethodUid: 'pm-invoice',
    settlementCode: 'INVOICE',
    settlementName: 'Invoice',
    status: 'CAPTURED',
    ledgerType: 'CUSTOMER_LEDGER',
    paymentCount: paymentAmount > 0 ? 1 : 0,
    paymentAmount,
  });

describe('settlement search', () => {
  let tenant: string;
  let api: ReturnType<typeof client>;
  const [s1, s2] = [uniqueUid('s1'), uniqueUid('s2')];
  /** Settlement uids by name. */
  const u = {
    cash: uniqueUid('cash'),
    card: uniqueUid('card'),
    owed: uniqueUid('owed'),
    paid: uniqueUid('paid'),
  };
  let between = '';
  const search = (body: Record<string, unknown>, query = '') =>
    api.post(`/tenants/${tenant}/settlements/search${query}`, body);
  const expectFound = async (body: Record<string, unknown>, names: Array<keyof typeof u>) => {
    const res = await search(body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((s: { settlementUid: string }) => s.settlementUid).sort()).toEqual(
      names.map((n) => u[n]).sort(),
    );
    expect(res.body.paging.totalCount).toBe(names.length);
    return res;
  };

  beforeAll(async () => {
    ({ tenant, api } = await newTenant());
    // One store at a time (two creates of one tenant in flight can conflict).
    for (const s of [s1, s2]) await ensureStore(tenant, s);
    await Promise.all(
      [s1, s2].map((s) =>
        givePaymentMethods(api, tenant, s, ['pm-cash', 'pm-card', 'pm-invoice', 'pm-late', 'pm-void']),
      ),
    );
    const o1 = await createOrder(api, tenant, s1, { items: [line(10000)] });
    const r1 = await createReceipt(api, tenant, s1, o1.orderUid, {
      settlements: [cash(10000, { settlementUid: u.cash })],
    });
    await new Promise((r) => setTimeout(r, 20));
    between = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const o2 = await createOrder(api, tenant, s2, { items: [line(20000)] });
    const r2 = await createReceipt(api, tenant, s2, o2.orderUid, {
      settlements: [
        invoice(15000, 5000),
        card(5000, { settlementUid: u.card, tenantPaymentMethodUid: 'tpm-card' }),
      ].map((s, i) => (i === 0 ? { ...s, settlementUid: u.owed } : s)),
    });
    const o3 = await createOrder(api, tenant, s1, { items: [line(8000)] });
    const r3 = await createReceipt(api, tenant, s1, o3.orderUid, {
      settlements: [{ ...invoice(8000, 8000), settlementUid: u.paid }],
    });
    for (const r of [r1, r2, r3]) expect(r.status, r.text).toBe(200);
    await waitForSettlements(tenant, [r1, r2, r3].map(versionOf));

    // Another tenant with look-alike settlements: never in the results.
    const other = await newTenant();
    await ensureStore(other.tenant, s1);
    const ox = await createOrder(other.api, other.tenant, s1, { items: [line(10000)] });
    const rx = await createReceipt(other.api, other.tenant, s1, ox.orderUid, {
      settlements: [{ ...invoice(10000, 0), settlementUid: u.owed }],
    });
    await waitForSettlements(other.tenant, [versionOf(rx)]);
  });

  it('returns every settlement of the tenant, newest first, as spec 2.3 settlements with their receipt', async () => {
    const res = await expectFound({}, ['cash', 'card', 'owed', 'paid']);
    const created = res.body.items.map((s: { createdAt: string }) => s.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const owed = res.body.items.find((s: { settlementUid: string }) => s.settlementUid === u.owed);
    expect(owed).toMatchObject({
      storeUid: s2,
      amount: 15000,
      paymentAmount: 5000,
      ledgerType: 'CUSTOMER_LEDGER',
    });
    expect(owed.orderReceiptUid).toEqual(expect.any(String));
    expect(owed).not.toHaveProperty('tenantPaymentMethodUid');
  });

  it.each([
    ['storeUids', () => ({ storeUids: [s1] }), ['cash', 'paid']],
    ['storePaymentMethodUids', () => ({ storePaymentMethodUids: ['pm-invoice'] }), ['owed', 'paid']],
    ['tenantPaymentMethodUids', () => ({ tenantPaymentMethodUids: ['tpm-card'] }), ['card']],
    ['statuses', () => ({ statuses: ['NEW'] }), ['card']],
    ['states', () => ({ states: ['COMPLETE'] }), ['cash', 'owed', 'paid']],
    ['createdAtFrom', () => ({ createdAtFrom: between }), ['card', 'owed', 'paid']],
    ['createdAtTo', () => ({ createdAtTo: between }), ['cash']],
    [
      'settledAtFrom (never settled left out)',
      () => ({ settledAtFrom: '2000-01-01T00:00:00Z' }),
      ['cash', 'owed', 'paid'],
    ],
    ['settledAtTo', () => ({ settledAtTo: between }), ['cash']],
    ['amountRange', () => ({ amountRange: { from: 5000, to: 10000 } }), ['cash', 'card', 'paid']],
    ['hasPaymentBalanceOutstanding: true', () => ({ hasPaymentBalanceOutstanding: true }), ['owed']],
    ['HasPaymentBalanceOutstanding: true', () => ({ HasPaymentBalanceOutstanding: true }), ['owed']],
    [
      'hasPaymentBalanceOutstanding: false',
      () => ({ hasPaymentBalanceOutstanding: false }),
      ['cash', 'card', 'paid'],
    ],
    [
      'both spellings agreeing',
      () => ({ hasPaymentBalanceOutstanding: true, HasPaymentBalanceOutstanding: true }),
      ['owed'],
    ],
    ['filters together', () => ({ storeUids: [s1], storePaymentMethodUids: ['pm-invoice'] }), ['paid']],
    [
      'empty values as absent',
      () => ({ storeUids: [], statuses: [''], createdAtFrom: '' }),
      ['cash', 'card', 'owed', 'paid'],
    ],
  ] as const)('filters by %s', async (_name, body, expected) => {
    await expectFound(body() as Record<string, unknown>, [...expected] as Array<keyof typeof u>);
  });

  it('pages and sorts through the query', async () => {
    const first = await search({}, '?pageSize=3&sortBy=amount');
    expect(first.status).toBe(200);
    expect(first.body.items.map((s: { amount: number }) => s.amount)).toEqual([5000, 8000, 10000]);
    expect(first.body.paging).toEqual({ pageNumber: 1, pageSize: 3, totalCount: 4 });
    const second = await search({}, '?pageSize=3&pageNumber=2&sortBy=amount&sortDirection=ASC');
    expect(second.body.items.map((s: { amount: number }) => s.amount)).toEqual([15000]);
  });

  it.each([
    ['statuses', { statuses: ['PAID'] }],
    ['HasPaymentBalanceOutstanding', { HasPaymentBalanceOutstanding: 'yes' }],
    [
      'HasPaymentBalanceOutstanding',
      { hasPaymentBalanceOutstanding: true, HasPaymentBalanceOutstanding: false },
    ],
    ['createdAtFrom', { createdAtFrom: '2026-02-01T00:00:00Z', createdAtTo: '2026-01-01T00:00:00Z' }],
    ['amountRange', { amountRange: { from: 10, to: 1 } }],
    ['storeUids', { storeUids: ['a b'] }],
  ])('refuses a bad %s with a 400 naming it', async (field, body) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toMatch(new RegExp(`^body\\.${field}`));
  });

  it('refuses a bad sortBy with a 400 naming the query parameter', async () => {
    const res = await search({}, '?sortBy=voucherNumber');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('query.sortBy');
  });

  it('keeps tenants apart and asks for SALES_ORDER or RETURN_ORDER', async () => {
    const stranger = await newTenant();
    const foreign = await stranger.api.post(`/tenants/${tenant}/settlements/search`, {});
    expect(foreign.status).toBe(403);
    const own = await stranger.api.post(`/tenants/${stranger.tenant}/settlements/search`, {});
    expect(own.body.paging.totalCount).toBe(0);
    const customers = client(await token({ tenant, permissions: ['CUSTOMER'] }));
    expect((await customers.post(`/tenants/${tenant}/settlements/search`, {})).status).toBe(403);
    const returns = client(await token({ tenant, permissions: ['RETURN_ORDER'] }));
    const res = await returns.post(`/tenants/${tenant}/settlements/search`, {
      hasPaymentBalanceOutstanding: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { settlementUid: string }) => s.settlementUid)).toEqual([u.owed]);
  });

  it('follows a settlement whose status changes, and drops the settlements of a cancelled receipt', async () => {
    const o = await createOrder(api, tenant, s2, { items: [line(4000)] });
    const created = await createReceipt(api, tenant, s2, o.orderUid, {
      settlements: [card(4000, { settlementUid: 'later', storePaymentMethodUid: 'pm-late' })],
    });
    const path = `/tenants/${tenant}/stores/${s2}/receipts/${created.body.orderReceiptUid}`;
    const captured = await api.put(`${path}/settlements/later`, { status: 'CAPTURED' });
    expect(captured.status, captured.text).toBe(200);
    await waitForSettlements(tenant, [versionOf(captured)]);
    const found = await search({ storePaymentMethodUids: ['pm-late'], states: ['COMPLETE'] });
    expect(found.body.items).toMatchObject([{ settlementUid: 'later', status: 'CAPTURED' }]);

    const o2 = await createOrder(api, tenant, s2, { items: [line(4000)] });
    const open = await createReceipt(api, tenant, s2, o2.orderUid, {
      settlements: [card(4000, { settlementUid: 'void', storePaymentMethodUid: 'pm-void' })],
    });
    await waitForSettlements(tenant, [versionOf(open)]);
    expect((await search({ storePaymentMethodUids: ['pm-void'] })).body.paging.totalCount).toBe(1);
    const receiptPath = `/tenants/${tenant}/stores/${s2}/receipts/${open.body.orderReceiptUid}`;
    expect((await api.delete(receiptPath)).status).toBe(204);
    const db = new pg.Client({ connectionString: process.env.SEARCH_WRITER_URL });
    await db.connect();
    try {
      const deadline = Date.now() + 10_000;
      let deleted = false;
      while (!deleted && Date.now() < deadline) {
        const { rows } = await db.query(
          'SELECT deleted FROM receipt_settlements WHERE tenant_uid = $1 AND uid = $2',
          [tenant, open.body.orderReceiptUid],
        );
        deleted = rows[0]?.deleted === true;
        if (!deleted) await new Promise((r) => setTimeout(r, 25));
      }
      expect(deleted).toBe(true);
    } finally {
      await db.end();
    }
    expect((await search({ storePaymentMethodUids: ['pm-void'] })).body.paging.totalCount).toBe(0);
  });
});
