import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShipmentRecord } from '#functions/shipping/shipment.schema.ts';
import { captureSends } from '#test/support/capture-sends.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { documentClient } = await import('#shared/db/client.ts');
const { countQuery } = await import('#shared/db/query.ts');
const { ShipmentEntity } = await import('#functions/shipping/shipment.entity.ts');
const { countShipments, createShipmentOp, eraseShipment, shipmentPage } = await import(
  '#functions/shipping/shipment.repository.ts'
);

// The shipping function stores, pages, counts and erases shipments without ElectroDB: every call
// must be the one ShipmentEntity makes. The entity's side of each test is the repository's code
// as it was on the entity.

const address = (over: Partial<ShipmentRecord['receiver']>): ShipmentRecord['receiver'] => ({
  address: 'Karl Johans gate 1',
  city: 'Oslo',
  companyName: '',
  countryCode: 'NO',
  email: '',
  firstname: '',
  lastname: '',
  mobile: '',
  postalCode: '0154',
  displayName: 'Nordlys Kaffe Sentrum',
  ...over,
});

/** A shipment of the local provider: two parcels, PDF and ZPL labels, the whole order. */
const local: ShipmentRecord = {
  tenantUid: 'T1',
  orderUid: 'o1',
  shipmentUid: 's1',
  storeUid: 'oslo',
  orderNumber: '1001',
  deliveryProviderUid: 'local',
  deliveryMethodUid: 'local-parcel',
  deliveryMethodName: 'Parcel',
  trackingNumber: '370701234500000017',
  parcels: [
    { parcelNumber: '370701234500000017', weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10 },
    { parcelNumber: '370701234500000024', weightGrams: 800, lengthCm: 0, widthCm: 0, heightCm: 0 },
  ],
  totalWeightGrams: 2000,
  orderItemUids: [],
  sender: address({}),
  receiver: address({
    displayName: 'Kari Nordmann',
    firstname: 'Kari',
    lastname: 'Nordmann',
    city: 'Bergen',
    postalCode: '5003',
    vatNumber: 'NO1',
  }),
  reference: 'Gift',
  labelPdf: 'JVBERi0xLjcK',
  labelZpl: '^XA^XZ',
  createdAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'u-kari',
};
/** A carrier's shipment: no ZPL, some lines, no reference. */
const bring: ShipmentRecord = {
  ...local,
  shipmentUid: 's2',
  deliveryProviderUid: 'bring',
  deliveryMethodUid: 'bring-pickup-parcel',
  trackingNumber: 'CONS1',
  parcels: [{ parcelNumber: 'PKG1', weightGrams: 500, lengthCm: 0, widthCm: 0, heightCm: 0 }],
  totalWeightGrams: 500,
  orderItemUids: ['l1', 'l2'],
  reference: '',
  labelZpl: null,
};
/** A shipment whose customer was erased: no documents, no reference. */
const erased: ShipmentRecord = {
  ...local,
  shipmentUid: 's3',
  receiver: address({ displayName: '', address: '', city: '', postalCode: '' }),
  reference: '',
  labelPdf: '',
  labelZpl: null,
};
const SHIPMENTS = [local, bring, erased];

/** The record as createShipmentOp stores it. */
const storedOf = (record: ShipmentRecord) => ({
  ...record,
  labelZpl: record.labelZpl ?? '',
  lastModifiedAt: record.createdAt,
  version: 1,
});
const itemOf = (record: ShipmentRecord) =>
  ShipmentEntity.create(storedOf(record)).params().Item as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

const capture = (responses: object[], call: () => Promise<unknown>) =>
  captureSends(documentClient, responses, call);

describe('shipment writes against ShipmentEntity', () => {
  it.each(SHIPMENTS)('create of $shipmentUid: the entity’s Put and not-exists condition', (record) => {
    const put = createShipmentOp(record).item.Put!;
    const entity = ShipmentEntity.create(storedOf(record)).params();
    expect(put).toStrictEqual(entity);
    expect(Object.keys(put.Item!)).toEqual(Object.keys(entity.Item));
  });

  it('a record without a required attribute is refused, as the entity refuses it', () => {
    const { trackingNumber: _, ...partial } = local;
    const record = partial as ShipmentRecord;
    expect(() => ShipmentEntity.create(storedOf(record)).params()).toThrow();
    expect(() => createShipmentOp(record)).toThrow('shipment item without trackingNumber');
  });

  /** The repository's code as it was: the entity's patch. */
  const entityErase = (record: ShipmentRecord, now: string) => {
    const { tenantUid, orderUid, shipmentUid, receiver } = record;
    return ShipmentEntity.patch({ tenantUid, orderUid, shipmentUid })
      .set({ receiver, reference: '', labelPdf: '', labelZpl: '', lastModifiedAt: now })
      .add({ version: 1 })
      .go({ response: 'none' });
  };
  const NOW = '2026-12-01T12:00:00.000Z';

  it.each(SHIPMENTS)('erase of $shipmentUid: the entity’s UpdateItem, no values returned', async (record) => {
    const plain = await capture([{}], () => eraseShipment(record, NOW));
    const entity = await capture([{}], () => entityErase(record, NOW));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent).toMatchObject([{ command: 'UpdateCommand', input: { ReturnValues: 'NONE' } }]);
    expect(plain.result).toBeUndefined();
  });

  it('an erase of a shipment that is gone fails with DynamoDB’s error (the entity’s cause)', async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: {},
    });
    const plain = await capture([failed], () => eraseShipment(local, NOW));
    const entity = await capture([failed], () => entityErase(local, NOW));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual({ failed });
    expect((entity.result as { failed: Error }).failed.cause).toBe(failed);
  });
});

describe('shipment reads against ShipmentEntity', () => {
  /** The repository's code as it was: one page of the entity's query, its records. */
  const entityPage = async (orderUid: string, after: string | undefined, limit: number) => {
    const query = ShipmentEntity.query.byOrder({ tenantUid: 'T1', orderUid });
    const { data } = await (after ? query.gt({ shipmentUid: after }) : query).go({ limit, consistent: true });
    return data.map(({ lastModifiedAt: _m, version: _v, ...item }) => ({
      ...item,
      labelZpl: item.labelZpl === '' ? null : item.labelZpl,
    }));
  };

  const foreign = { ...itemOf(bring), shipmentUid: 'x1', __edb_e__: 'order' };
  const otherVersion = { ...itemOf(bring), shipmentUid: 'x2', __edb_v__: '2' };
  const page = {
    Items: [itemOf(local), foreign, itemOf(bring), otherVersion, itemOf(erased)],
    LastEvaluatedKey: { pk: 'T#T1#SHIPMENT#o1', sk: 'SHIPMENT#s3' },
  };

  it.each([
    ['the first page', undefined],
    ['a page after a shipment', 's0'],
    ['an empty cursor, as the first page', ''],
  ] as const)('%s: the entity’s one consistent Query, its shipments only', async (_, after) => {
    // A second answer is there to show that neither follows LastEvaluatedKey.
    const responses = [page, { Items: [itemOf(local)] }];
    const plain = await capture(responses, () => shipmentPage('T1', 'o1', after, 5));
    const entity = await capture(responses, () => entityPage('o1', after, 5));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent).toHaveLength(1);
    const [sentPlain, sentEntity] = [plain.sent[0]!.input, entity.sent[0]!.input] as object[];
    expect(Object.keys(sentPlain!)).toEqual(Object.keys(sentEntity!));
    expect(plain.result).toStrictEqual(entity.result);
    expect(plain.result).toStrictEqual(SHIPMENTS);
  });

  it('an empty page: the same Query, no shipments', async () => {
    const plain = await capture([{ Items: [] }], () => shipmentPage('T1', 'o2', 's9', 10));
    const entity = await capture([{ Items: [] }], () => entityPage('o2', 's9', 10));
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.result).toStrictEqual([]);
    expect(entity.result).toStrictEqual([]);
  });

  it('count: the COUNT Query built from the entity’s query, over every page', async () => {
    /** The repository's code as it was: the entity's query params without table and limit. */
    const entityCount = () => {
      const {
        TableName: _table,
        Limit: _limit,
        ...input
      } = ShipmentEntity.query.byOrder({ tenantUid: 'T1', orderUid: 'o1' }).params() as Record<
        string,
        unknown
      >;
      return countQuery(input as Parameters<typeof countQuery>[0]);
    };
    const responses = [{ Count: 3, LastEvaluatedKey: { pk: 'p', sk: 's' } }, { Count: 2 }];
    const plain = await capture(responses, () => countShipments('T1', 'o1'));
    const entity = await capture(responses, entityCount);
    expect(plain.sent).toStrictEqual(entity.sent);
    expect(plain.sent).toHaveLength(2);
    for (const [i, sent] of plain.sent.entries())
      expect(Object.keys(sent.input as object)).toEqual(Object.keys(entity.sent[i]!.input as object));
    expect(plain.result).toBe(5);
    expect(entity.result).toBe(5);
  });
});
