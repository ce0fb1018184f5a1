import { describe, expect, it } from 'vitest';
import { client, eventually, token, uniqueUid } from '#test/support/api.ts';
import { outboxEvents } from '#test/support/outbox.ts';
import { cash, createOrder, createReceipt, line, newTenant, receiptPath } from '../sales/fixtures.ts';
import { emit, sampleStockChange, webhookTenant } from './helpers.ts';

/** The events list of `path` once it holds `count` events. */
const listed = (api: ReturnType<typeof client>, path: string, count: number) =>
  eventually(
    async () => {
      const res = await api.get(path);
      return res.status === 200 && res.body.items.length >= count ? res : undefined;
    },
    30_000,
    200,
  );

/** Every page of a list from `first` on, following nextCursor. */
const allPages = async (api: ReturnType<typeof client>, first: string) => {
  const pages: any[] = [];
  let res = await api.get(first);
  for (;;) {
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (!res.body.paging.nextCursor) return pages;
    res = await api.get(`${first.split('?')[0]}?cursor=${encodeURIComponent(res.body.paging.nextCursor)}`);
  }
};

describe('events API', () => {
  it('lists and reads the events real changes produce, by action, entity and time', async () => {
    const { tenant, api, store } = await newTenant();
    const customerUid = uniqueUid('c');
    expect((await api.post(`/tenants/${tenant}/customers`, { customerUid, firstname: 'Ada' })).status).toBe(
      201,
    );
    const order = await createOrder(api, tenant, store, { items: [line(9975, 1)] });
    const receipt = (await createReceipt(api, tenant, store, order.orderUid)).body;
    const paid = await api.post(
      `${receiptPath(tenant, store, receipt.orderReceiptUid)}/settlements`,
      cash(10000),
    );
    expect(paid.status).toBe(201);

    const produced = await outboxEvents(tenant);
    expect(produced.map((e) => e.action).sort()).toEqual([
      'CUSTOMER_CREATE',
      'ORDER_RECEIPT_SETTLED',
      'ORDER_SETTLED',
      'ORDER_STATE_CHANGE',
    ]);
    const base = `/tenants/${tenant}/events`;
    const all = (await listed(api, base, produced.length)).body;
    // Newest first, each produced event once, with the data its deliveries carry.
    expect(all.items.map((e: any) => e.id)).toEqual(produced.map((e) => e.eventId).reverse());
    expect(all.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 4, nextCursor: null });
    for (const e of all.items) {
      const source = produced.find((p) => p.eventId === e.id)!;
      expect(e).toEqual({
        id: source.eventId,
        action: source.action,
        occurredAt: source.occurredAt,
        tenant: { id: expect.any(Number), uid: tenant },
        entity:
          e.action === 'CUSTOMER_CREATE'
            ? { type: 'CUSTOMER', uid: customerUid }
            : { type: 'ORDER', uid: order.orderUid },
        data: source.data,
      });
    }

    const customerEvent = all.items.find((e: any) => e.action === 'CUSTOMER_CREATE');
    const one = await api.get(`${base}/${customerEvent.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(customerEvent);
    expect(one.body.data.customer).toMatchObject({ uid: customerUid, displayName: expect.any(String) });

    const ids = async (query: string) =>
      (await api.get(`${base}?${query}`)).body.items.map((e: any) => e.action);
    expect(await ids('actions=CUSTOMER_CREATE')).toEqual(['CUSTOMER_CREATE']);
    expect((await ids('actions=ORDER_SETTLED,ORDER_RECEIPT_SETTLED')).sort()).toEqual([
      'ORDER_RECEIPT_SETTLED',
      'ORDER_SETTLED',
    ]);
    expect(await ids(`entityType=ORDER&entityUid=${order.orderUid}`)).toHaveLength(3);
    expect(await ids(`entityType=ORDER&entityUid=${order.orderUid}&actions=ORDER_SETTLED`)).toEqual([
      'ORDER_SETTLED',
    ]);
    expect(await ids(`entityType=CUSTOMER&entityUid=${order.orderUid}`)).toEqual([]);
    const customerAt = customerEvent.occurredAt;
    const after = new Date(Date.parse(customerAt) + 1).toISOString();
    expect(await ids(`createdTo=${after}`)).toEqual(['CUSTOMER_CREATE']);
    expect(await ids(`createdFrom=${after}`)).not.toContain('CUSTOMER_CREATE');
    expect(await ids(`createdFrom=${after}`)).toHaveLength(3);
    expect(await ids(`createdFrom=${customerAt}&createdTo=${after}`)).toEqual(['CUSTOMER_CREATE']);

    // Another tenant sees none of them; a tenant's token does not reach another tenant's path.
    const other = await webhookTenant();
    expect((await other.api.get(`${other.base}/events`)).body.items).toEqual([]);
    const stranger = await other.api.get(`${other.base}/events/${customerEvent.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.errors[0].path).toBe('params.eventId');
    expect((await other.api.get(`${base}/${customerEvent.id}`)).status).toBe(403);
  });

  it('pages by cursor in both directions without skipping or repeating, over one or several actions', async () => {
    const t = await webhookTenant();
    const emitted: string[] = [];
    for (let i = 0; i < 5; i++) emitted.push((await emit(t.tenant)).eventId);
    for (let i = 0; i < 2; i++)
      emitted.push((await emit(t.tenant, 'STOCK_CHANGE', sampleStockChange)).eventId);
    const base = `${t.base}/events`;
    await listed(t.api, base, 7);

    const newest = await allPages(t.api, `${base}?pageSize=3`);
    expect(newest.flatMap((p) => p.items.map((e: any) => e.id))).toEqual([...emitted].reverse());
    expect(newest.map((p) => [p.paging.pageNumber, p.paging.totalCount])).toEqual([
      [1, 3],
      [2, 6],
      [3, 7],
    ]);
    const oldest = await allPages(t.api, `${base}?pageSize=2&sortDirection=ASC`);
    expect(oldest.flatMap((p) => p.items.map((e: any) => e.id))).toEqual(emitted);

    const both = await allPages(t.api, `${base}?pageSize=2&actions=STOCK_CHANGE,PRODUCT_CREATE`);
    expect(both.flatMap((p) => p.items.map((e: any) => e.id))).toEqual([...emitted].reverse());
    const stock = await allPages(t.api, `${base}?pageSize=1&actions=STOCK_CHANGE&sortDirection=ASC`);
    expect(stock.flatMap((p) => p.items.map((e: any) => e.id))).toEqual(emitted.slice(5));
    const product = await allPages(t.api, `${base}?pageSize=10&entityType=PRODUCT&entityUid=p-9`);
    expect(product.flatMap((p) => p.items.map((e: any) => e.id))).toEqual(emitted.slice(5).reverse());
  });

  it('refuses malformed filters and cursors naming the parameter, and answers 404 for an unknown id', async () => {
    const t = await webhookTenant();
    const path = (res: { body: any }) => res.body.errors?.[0]?.path;
    const base = `${t.base}/events`;
    const cases: Array<[string, string]> = [
      ['entityType=ORDER', 'query.entityUid'],
      ['entityUid=o-1', 'query.entityType'],
      ['actions=CUSTOMER_CREATE,NOT_AN_ACTION', 'query.actions.1'],
      ['cursor=bm9wZQ', 'query.cursor'],
      ['createdFrom=2026-11-27T10:00:00Z&createdTo=2026-11-27T09:00:00Z', 'query.createdTo'],
      ['createdFrom=yesterday', 'query.createdFrom'],
      ['pageSize=501', 'query.pageSize'],
    ];
    for (const [query, field] of cases) {
      const res = await t.api.get(`${base}?${query}`);
      expect([query, res.status, path(res)]).toEqual([query, 400, field]);
    }
    const unknown = await t.api.get(`${base}/evt_${'0'.repeat(28)}`);
    expect(unknown.status).toBe(404);
    expect((await t.api.get(`${base}/not-an-event`)).status).toBe(400);
    const noWebhook = client(await token({ tenant: t.tenant, permissions: ['CUSTOMER'] }));
    expect((await noWebhook.get(base)).status).toBe(403);
  });
});
