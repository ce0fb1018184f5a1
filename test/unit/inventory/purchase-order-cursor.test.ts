import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderRecord } from '#functions/inventory/purchase-order.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { PurchaseOrderEntity } = await import('#functions/inventory/purchase-order.entity.ts');
const repository = await import('#functions/inventory/purchase-order.repository.ts');
const { ValidationError } = await import('#shared/errors.ts');

// The list's cursor sits inside the key-paged cursor (shared/http/key-paging.ts), which is not
// sealed: whatever a client puts there must start the Query the entity started, and fail where
// the entity failed. The changes page reads its items through the entity's parse.

type Item = Record<string, unknown>;

const order = (uid: string, createdAt: string, extra: Partial<PurchaseOrderRecord> = {}) =>
  ({
    tenantUid: 'T1',
    purchaseOrderUid: uid,
    type: 'PURCHASE_ORDER',
    purchaseOrderNumber: `PO-${uid}`,
    state: 'SENT',
    warehouseUid: 'w-1',
    supplierOrderReference: '',
    externalId: '',
    note: '',
    allowOverReceipt: false,
    items: [],
    createdBy: 'u-1',
    createdAt,
    lastModifiedAt: createdAt,
    version: 1,
    ...extra,
  }) as PurchaseOrderRecord;
const bare = order('po-1', '2026-11-01T08:00:00.000Z');
const full = order('po-2', '2026-11-02T08:00:00.000Z', {
  type: 'INTERNAL_PURCHASE_ORDER',
  sourceWarehouseUid: 'w-2',
  supplierUid: 's-1',
  supplierCounted: true,
  expectedDeliveryDate: '2026-12-01',
  sentAt: '2026-11-03T08:00:00.000Z',
  receivedAt: '2026-11-04T08:00:00.000Z',
  cancelledAt: '2026-11-05T08:00:00.000Z',
});
const itemOf = (po: PurchaseOrderRecord) => PurchaseOrderEntity.create(po as never).params().Item as Item;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);
const b64 = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');
const keys = { gsi1pk: 'T#T1#PURCHASEORDERS', gsi1sk: `${full.createdAt}#po-2` };
const primary = { pk: 'T#T1#PURCHASEORDER#po-2', sk: 'PURCHASEORDER' };

describe('a list cursor against the entity’s', () => {
  it.each([
    ['empty', ''],
    ['JSON null', b64(null)],
    ['JSON 0', b64(0)],
    ['JSON false', b64(false)],
    ['JSON ""', b64('')],
    ['a JSON string', b64('x')],
    ['a JSON array', b64([1, 2])],
    ['an empty object', b64({})],
    ['a key with another attribute', b64({ ...keys, ...primary, extra: 'x' })],
    ['a key in another order', b64({ ...primary, ...keys })],
    ['a partial key', b64({ pk: primary.pk })],
  ])('%s: the same Query and page', async (_case, cursor) => {
    const answer = [{ Items: [itemOf(full), itemOf(bare)] }];
    const entity = await capture(answer, async () => {
      const { data, cursor: next } = await PurchaseOrderEntity.query
        .byTenant({ tenantUid: 'T1' })
        .go({ order: 'desc', count: 1, cursor });
      return { items: data, next: next ?? null };
    });
    const plain = await capture(answer, () => repository.purchaseOrderPage('T1', {}, cursor, 1));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
  });

  it('not base64url JSON: a 400 naming query.cursor before any request, where the entity could not parse it', async () => {
    const entity = await capture([], () =>
      PurchaseOrderEntity.query
        .byTenant({ tenantUid: 'T1' })
        .go({ order: 'desc', count: 1, cursor: 'not-a-cursor' }),
    );
    expect(entity).toMatchObject({
      sent: [],
      result: { failed: { message: expect.stringMatching(/Unable to parse cursor/) } },
    });
    const plain = await capture([], () => repository.purchaseOrderPage('T1', {}, 'not-a-cursor', 1));
    expect(plain.sent).toEqual([]);
    expect((plain.result as { failed: unknown }).failed).toBeInstanceOf(ValidationError);
  });

  it('a key DynamoDB refuses as a start key: a 400 naming query.cursor', async () => {
    const refused = Object.assign(new Error('The provided starting key is invalid'), {
      name: 'ValidationException',
    });
    const plain = await capture([refused], () => repository.purchaseOrderPage('T1', {}, b64([1]), 1));
    const failed = (plain.result as { failed: unknown }).failed;
    expect(failed).toBeInstanceOf(ValidationError);
    expect(failed).toMatchObject({ errors: [expect.objectContaining({ path: 'query.cursor' })] });
  });
});

describe('the changes page against the entity’s parse', () => {
  const { __edb_e__: _e, __edb_v__: _v, ...unmarked } = itemOf(full);
  const items: Item[] = [
    itemOf(bare),
    itemOf(full),
    { ...itemOf(full), __edb_v__: '2' },
    { ...itemOf(bare), __edb_e__: 'supplier', pk: 'T#T1#SUPPLIER#s-1', sk: 'SUPPLIER' },
    unmarked,
    { ...itemOf(bare), extra: 'not in the model' },
  ];
  const request = {
    updatedSince: '2026-01-01T00:00:00.000Z',
    cursor: undefined,
    pageNumber: 1,
    pageSize: 10,
  };

  it.each([
    ['no filter', {}],
    ['a filter', { state: 'SENT' as const, supplierUid: 's-1' }],
  ])('%s: the records parse picks, in order, optional attributes set and unset', async (_case, filter) => {
    const plain = await capture([{ Items: items }], () =>
      repository.purchaseOrderChangesPage('T1', filter, request),
    );
    const { items: records, paging } = plain.result as { items: unknown[]; paging: object };
    expect(records).toStrictEqual(PurchaseOrderEntity.parse({ Items: items }).data);
    expect(records).toHaveLength(items.length - 1);
    expect(paging).toStrictEqual({ pageNumber: 1, pageSize: 10, totalCount: items.length, nextCursor: null });
  });
});
