import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptRecord } from '#functions/sales/receipts/receipt.types.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { batchGetItems } = await import('#shared/db/batch-get.ts');
const { ReceiptEntity } = await import('#functions/sales/receipts/receipt.entity.ts');
const { createReceiptOp, deleteReceiptOp, getReceipt, getReceipts, receiptKey, receiptOf, replaceReceiptOp } =
  await import('#functions/sales/receipts/receipt.repository.ts');

// The sales and privacy functions read and write receipt items without ElectroDB: every call
// must be the one ReceiptEntity makes, and every item must parse as the entity's parse did.

/** A receipt of a sale without a till: none of the optional attributes. */
const sale = {
  tenantUid: 'T1',
  orderReceiptUid: 'r-1',
  storeUid: 's1',
  orderUid: 'o-1',
  voucherNumber: '1001',
  voucherSeq: 1001,
  externalVoucherNumber: '',
  sellerDisplayName: 'Kari Nordmann',
  note: '',
  settledAt: '',
  settleState: 'NOT_STARTED',
  deliveryState: 'NOT_STARTED',
  grandTotal: 14950,
  currency: 'NOK',
  customerUid: '',
  settlementTotals: {
    change: 0,
    remaining: 14950,
    remainingRounded: 15000,
    totals: 0,
    remainingPrePayment: 14950,
    remainingAuthorizedAmount: 0,
  },
  settlements: [],
  items: [{ orderItemUid: 'line-1', name: 'Wool "sweater"', quantity: 1, vatRate: 2500 }],
  address: { name: '', street: '', city: '', countryCode: '' },
  createdAt: '2026-11-28T10:00:00.000Z',
  lastModifiedAt: '2026-11-28T10:00:00.000Z',
  version: 1,
} as unknown as ReceiptRecord;
/** A settled receipt signed at a till: every optional attribute set. */
const fiscal = {
  ...sale,
  orderReceiptUid: 'r-2',
  voucherNumber: '1002',
  voucherSeq: 1002,
  note: 'Gift',
  settledAt: '2026-11-28T10:05:00.000Z',
  settleState: 'COMPLETE',
  customerUid: 'c-1',
  settlements: [
    { settlementUid: 'st-1', amount: 15000, tenantPaymentMethodUid: 'pm-cash', state: 'COMPLETE' },
  ],
  metadata: { channel: 'web', campaign: '' },
  tillUid: 'till-1',
  receiptKind: 'SALE',
  fiscalNumber: 77,
  lastModifiedAt: '2026-11-28T10:05:00.000Z',
  version: 3,
} as unknown as ReceiptRecord;
/** A record built field by field holds its unset optional attributes as undefined. */
const unset = {
  ...fiscal,
  orderReceiptUid: 'r-3',
  metadata: undefined,
  tillUid: undefined,
  receiptKind: undefined,
  fiscalNumber: undefined,
} as unknown as ReceiptRecord;
const RECEIPTS = [sale, fiscal, unset];

const keyOf = (r: ReceiptRecord) => ({ tenantUid: r.tenantUid, orderReceiptUid: r.orderReceiptUid });
const itemOf = (r: ReceiptRecord) => ReceiptEntity.create(r).params().Item as Record<string, unknown>;
/** What a read answers of a record: its defined attributes (DynamoDB stores no undefined). */
const readBack = (r: ReceiptRecord) =>
  Object.fromEntries(Object.entries(r).filter(([, value]) => value !== undefined)) as ReceiptRecord;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('receipt writes against ReceiptEntity', () => {
  it('the records cover the optional attributes set and unset', () => {
    expect(itemOf(fiscal)).toMatchObject({ tillUid: 'till-1', receiptKind: 'SALE', fiscalNumber: 77 });
    for (const name of ['metadata', 'tillUid', 'receiptKind', 'fiscalNumber']) {
      expect(Object.keys(itemOf(sale))).not.toContain(name);
      expect(Object.keys(itemOf(unset))).not.toContain(name);
    }
  });

  it.each(RECEIPTS)('create of $orderReceiptUid: the entity’s Put and not-exists condition', (r) => {
    const put = createReceiptOp(r).item.Put!;
    const entity = ReceiptEntity.create(r).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(RECEIPTS)('replace of $orderReceiptUid: the entity’s Put and version condition', (r) => {
    const put = replaceReceiptOp(r, r.version - 1).item.Put!;
    const entity = ReceiptEntity.put(r)
      .where((attr, op) => op.eq(attr.version, r.version - 1))
      .params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it.each(RECEIPTS)('delete of $orderReceiptUid: the entity’s Delete at the record’s version', (r) => {
    const entity = ReceiptEntity.delete(keyOf(r))
      .where((attr, op) => op.eq(attr.version, r.version))
      .params();
    expect(deleteReceiptOp(r).item.Delete).toStrictEqual(entity);
  });

  it('refuses a record without a required attribute, as the entity does', () => {
    const record = { ...fiscal, grandTotal: undefined } as unknown as ReceiptRecord;
    expect(() => ReceiptEntity.create(record).params()).toThrow();
    expect(() => createReceiptOp(record)).toThrow('receipt item without grandTotal');
    expect(() => replaceReceiptOp(record, 2)).toThrow('receipt item without grandTotal');
  });

  it('receiptKey is the entity’s key', () => {
    expect(receiptKey('T1', 'r-1')).toStrictEqual(
      ReceiptEntity.get({ tenantUid: 'T1', orderReceiptUid: 'r-1' }).params().Key,
    );
  });
});

describe('receipt reads against ReceiptEntity', () => {
  it.each(RECEIPTS)('get of $orderReceiptUid: the entity’s consistent GetItem and parse', async (r) => {
    const responses = [{ Item: itemOf(r) }];
    const entity = await capture(
      responses,
      async () => (await ReceiptEntity.get(keyOf(r)).go({ consistent: true })).data,
    );
    const plain = await capture(responses, () => getReceipt('T1', r.orderReceiptUid));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent[0]!.input).toStrictEqual(ReceiptEntity.get(keyOf(r)).params({ consistent: true }));
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(readBack(r));
  });

  it.each([
    ['no item', {}],
    ['an item of another entity', { Item: { ...itemOf(fiscal), __edb_e__: 'order' } }],
    ['an item of another version', { Item: { ...itemOf(fiscal), __edb_v__: '2' } }],
  ])('get answers undefined for %s, where the entity answers null', async (_, response) => {
    const entity = await capture([response], () => ReceiptEntity.get(keyOf(fiscal)).go({ consistent: true }));
    const plain = await capture([response], () => getReceipt('T1', 'r-2'));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(entity.result).toEqual({ data: null });
    expect(plain.result).toBeUndefined();
  });
});

// The entity's parse keeps an item at a receipt's key whatever its identifiers, and another item
// only with the receipt's identifiers: these are the cases either way.
const body = { tenantUid: 'T1', orderReceiptUid: 'r-1', note: 'n', retired: 'x' };
const PARSE_CASES: [string, Record<string, unknown>, boolean][] = [
  ['a receipt item', itemOf(fiscal), true],
  ['a search document with its key, no identifiers', { ...receiptKey('T1', 'r-1'), ...body }, true],
  [
    'a receipt key with another entity’s identifiers',
    { ...receiptKey('T1', 'r-1'), ...body, __edb_e__: 'order' },
    true,
  ],
  ['a receipt key, lower case', { pk: 't#T1#receipt#r-1', sk: 'receipt', ...body }, true],
  ['a uid holding the template', { pk: 'T#T1#RECEIPT#r#RECEIPT#q', sk: 'RECEIPT', ...body }, true],
  ['another sort key', { pk: 'T#T1#RECEIPT#r-1', sk: 'RECEIPTX', ...body }, false],
  ['another partition', { pk: 'T#T1#ORDER#o-1', sk: 'RECEIPT', ...body }, false],
  ['an empty uid', { pk: 'T#T1#RECEIPT#', sk: 'RECEIPT', ...body }, false],
  ['no tenant', { pk: 'T#RECEIPT#r-1', sk: 'RECEIPT', ...body }, false],
  ['another prefix', { pk: 'X#T1#RECEIPT#r-1', sk: 'RECEIPT', ...body }, false],
  ['a line break in a uid', { pk: 'T#T1#RECEIPT#r\n1', sk: 'RECEIPT', ...body }, false],
  ['no keys', body, false],
  [
    'another key with the receipt’s identifiers',
    { pk: 'T#T1#ORDER#o-1', sk: 'ORDER', ...body, __edb_e__: 'receipt', __edb_v__: '1' },
    true,
  ],
  [
    'another key with another version',
    { pk: 'T#T1#ORDER#o-1', sk: 'ORDER', ...body, __edb_e__: 'receipt', __edb_v__: '2' },
    false,
  ],
  ['a numeric key', { pk: 7, sk: 'RECEIPT', ...body }, false],
  ['an empty item', {}, false],
];

describe('receiptOf against ReceiptEntity.parse', () => {
  it.each(PARSE_CASES)('%s (kept: %s)', (_, item, kept) => {
    const parsed = ReceiptEntity.parse({ Item: item })?.data;
    expect(parsed === null).toBe(!kept);
    expect(receiptOf(item)).toStrictEqual(parsed);
  });

  it('a search document reads back as the item does', () => {
    const { pk: _pk, sk: _sk, __edb_e__: _e, __edb_v__: _v, ...doc } = itemOf(fiscal);
    expect(receiptOf({ ...receiptKey('T1', 'r-2'), ...doc })).toStrictEqual(readBack(fiscal));
  });
});

describe('getReceipts against the entity’s parse', () => {
  // getReceipts as it was: the same hand-built keys, each item through the entity's parse.
  const entityGetReceipts = async (uids: readonly string[]) => {
    const items = await batchGetItems(uids.map((uid) => receiptKey('T1', uid)));
    return items
      .map((item) => ReceiptEntity.parse({ Item: item }).data as unknown as ReceiptRecord | null)
      .filter((r): r is ReceiptRecord => r !== null && r !== undefined);
  };

  it('the same BatchGets, the same records, in the order read', async () => {
    const uids = ['r-1', 'r-2', 'r-3', 'r-x', 'r-y', 'r-z'];
    // An item read at a receipt key is the receipt's, whatever identifiers it carries.
    const relabelled = {
      ...itemOf(unset),
      orderReceiptUid: 'r-y',
      pk: 'T#T1#RECEIPT#r-y',
      __edb_e__: 'order',
    };
    const responses = [
      {
        Responses: { 'unit-table': [itemOf(fiscal), relabelled] },
        UnprocessedKeys: { 'unit-table': { Keys: [receiptKey('T1', 'r-1')], ConsistentRead: false } },
      },
      { Responses: { 'unit-table': [itemOf(sale)] } },
    ];
    const plain = await capture(responses, () => getReceipts('T1', uids));
    const entity = await capture(responses, () => entityGetReceipts(uids));
    expect(plain.sent).toHaveLength(2);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual([
      readBack(fiscal),
      { ...readBack(unset), orderReceiptUid: 'r-y' },
      readBack(sale),
    ]);
  });

  it('no receipts found: an empty list', async () => {
    const responses = [{ Responses: { 'unit-table': [] } }];
    const plain = await capture(responses, () => getReceipts('T1', ['r-9']));
    const entity = await capture(responses, () => entityGetReceipts(['r-9']));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual([]);
    expect(entity.result).toStrictEqual([]);
  });
});
