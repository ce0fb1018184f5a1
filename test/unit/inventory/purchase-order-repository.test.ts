import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderFilter } from '#functions/inventory/purchase-order.repository.ts';
import type { PurchaseOrderRecord } from '#functions/inventory/purchase-order.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PurchaseOrderEntity } = await import('#functions/inventory/purchase-order.entity.ts');
const repository = await import('#functions/inventory/purchase-order.repository.ts');
const { countQuery } = await import('#shared/db/query.ts');

// Purchase orders are read and written without ElectroDB: every call must be the one
// PurchaseOrderEntity makes, and the list's cursors must be the ones it handed out, since
// clients hold them between requests across the change (purchase-order-cursor.test.ts: cursors
// a client made).

const order = (
  uid: string,
  createdAt: string,
  extra: Partial<PurchaseOrderRecord> = {},
): PurchaseOrderRecord => ({
  tenantUid: 'T1',
  purchaseOrderUid: uid,
  type: 'PURCHASE_ORDER',
  purchaseOrderNumber: `PO-${uid}`,
  state: 'DRAFT',
  warehouseUid: 'w-1',
  supplierOrderReference: '',
  externalId: '',
  note: '',
  allowOverReceipt: false,
  items: [
    { purchaseOrderItemUid: 'i1', productUid: 'p1', sku: 'S1', quantityOrdered: 4, quantityReceived: 0 },
  ],
  createdBy: 'u-1',
  createdAt,
  lastModifiedAt: createdAt,
  version: 1,
  ...extra,
});
const bare = order('po-1', '2026-11-01T08:00:00.000Z');
const full = order('po-2', '2026-11-02T08:00:00.000Z', {
  type: 'INTERNAL_PURCHASE_ORDER',
  state: 'SENT',
  sourceWarehouseUid: 'w-2',
  supplierUid: 's-1',
  supplierCounted: true,
  expectedDeliveryDate: '2026-12-01',
  sentAt: '2026-11-03T08:00:00.000Z',
  receivedAt: '2026-11-04T08:00:00.000Z',
  cancelledAt: '2026-11-05T08:00:00.000Z',
  lastModifiedAt: '2026-11-05T08:00:00.000Z',
  version: 5,
});
const ORDERS = [bare, full];
const itemOf = (po: PurchaseOrderRecord) =>
  PurchaseOrderEntity.create(po as never).params().Item as Record<string, unknown>;
const foreign = { ...itemOf(full), purchaseOrderUid: 'x', __edb_e__: 'supplier' };

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('purchase order writes and reads against PurchaseOrderEntity', () => {
  it.each(ORDERS)('create, replace and delete of $purchaseOrderUid: the entity’s Put and Delete', (po) => {
    const put = repository.createPurchaseOrderOp(po).item.Put!;
    expect(put).toStrictEqual(PurchaseOrderEntity.create(po as never).params());
    // Both index keys (gsi1 by creation, gsi2 by change) in the entity's order.
    expect(Object.keys(put.Item!)).toEqual(Object.keys(itemOf(po)));
    expect(repository.replacePurchaseOrderOp(po, po.version - 1).item.Put).toStrictEqual(
      PurchaseOrderEntity.put(po as never)
        .where(({ version }, { eq }) => eq(version, po.version - 1))
        .params(),
    );
    expect(repository.deletePurchaseOrderOp(po).item.Delete).toStrictEqual(
      PurchaseOrderEntity.delete({ tenantUid: 'T1', purchaseOrderUid: po.purchaseOrderUid })
        .where(({ version }, { eq }) => eq(version, po.version))
        .params(),
    );
  });

  it.each([
    ['an order', { Item: itemOf(full) }],
    ['an order without its optional attributes', { Item: itemOf(bare) }],
    ['an order of another version', { Item: { ...itemOf(full), __edb_v__: '2' } }],
    ['no item', {}],
    ['an item of another entity', { Item: foreign }],
  ])('get of %s: the entity’s consistent GetItem and parse', async (_case, response) => {
    const entity = await capture(
      [response],
      async () =>
        (
          await PurchaseOrderEntity.get({ tenantUid: 'T1', purchaseOrderUid: 'po-2' }).go({
            consistent: true,
          })
        ).data ?? undefined,
    );
    const plain = await capture([response], () => repository.getPurchaseOrder('T1', 'po-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });
});

/** The tenant's orders as the entity queried them, the filters applied to the items read. */
const entityQuery = (filter: PurchaseOrderFilter) =>
  PurchaseOrderEntity.query
    .byTenant({ tenantUid: 'T1' })
    .where((a, { eq }) =>
      [
        filter.state && eq(a.state, filter.state),
        filter.type && eq(a.type, filter.type),
        filter.warehouseUid && eq(a.warehouseUid, filter.warehouseUid),
        filter.supplierUid && eq(a.supplierUid, filter.supplierUid),
      ]
        .filter(Boolean)
        .join(' AND '),
    );

/** The list as it was read through the entity: `go({ order: 'desc', count, cursor })`. */
const entityPage = async (filter: PurchaseOrderFilter, after: string | undefined, count: number) => {
  const { data, cursor } = await entityQuery(filter).go({ order: 'desc', count, cursor: after ?? null });
  return { items: data, next: cursor ?? null };
};

describe('the purchase order list against the entity', () => {
  const third = order('po-3', '2026-11-03T08:00:00.000Z');
  const more = { pk: 'p', sk: 's', gsi1pk: 'g', gsi1sk: 'k' };
  const cases = [
    [
      'a page cut inside one answer',
      {},
      [{ Items: [itemOf(third), itemOf(full), itemOf(bare)], LastEvaluatedKey: more }],
      2,
    ],
    [
      'a short answer followed, foreign items skipped',
      { state: 'SENT' as const, supplierUid: 's-1' },
      [{ Items: [itemOf(third), foreign], LastEvaluatedKey: more }, { Items: [itemOf(full)] }],
      5,
    ],
    [
      'the partition ends on the page',
      { state: 'DRAFT' as const, type: 'PURCHASE_ORDER' as const, warehouseUid: 'w-1' },
      [{ Items: [itemOf(bare)] }],
      3,
    ],
  ] as const;

  it.each(cases)('%s: the same Queries, records and cursor', async (_case, filter, responses, count) => {
    const entity = await capture([...responses], () => entityPage(filter, undefined, count));
    const plain = await capture([...responses], () =>
      repository.purchaseOrderPage('T1', filter, undefined, count),
    );
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('a cursor the entity handed out starts the next page where the entity would', async () => {
    const first = await capture([{ Items: [itemOf(third), itemOf(full)], LastEvaluatedKey: more }], () =>
      entityPage({}, undefined, 1),
    );
    const cursor = (first.result as { next: string }).next;
    expect(cursor).toEqual(expect.any(String));
    const answer = [{ Items: [itemOf(bare)] }];
    const entity = await capture(answer, () => entityPage({}, cursor, 1));
    const plain = await capture(answer, () => repository.purchaseOrderPage('T1', {}, cursor, 1));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it.each<[string, PurchaseOrderFilter]>([
    ['no filter', {}],
    ['a filter', { state: 'SENT', supplierUid: 's-1' }],
  ])('count with %s: the entity’s Query of the tenant’s orders, Select COUNT', async (_case, filter) => {
    const answers = [{ Count: 2, LastEvaluatedKey: more }, { Count: 1 }];
    // As it was counted: the entity's Query params without table and Limit, to countQuery.
    const entity = await capture(answers, () => {
      const {
        TableName: _table,
        Limit: _limit,
        ...input
      } = entityQuery(filter).params() as Record<string, unknown>;
      return countQuery(input as Parameters<typeof countQuery>[0]);
    });
    const plain = await capture(answers, () => repository.countPurchaseOrders('T1', filter));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toBe(3);
    expect(entity.result).toBe(3);
  });
});
