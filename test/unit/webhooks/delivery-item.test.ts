import { describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#functions/webhooks/delivery-record.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { DeliveryEntity } = await import('#functions/webhooks/delivery.entity.ts');
const { newDelivery } = await import('#functions/webhooks/delivery-record.ts');
const { deliveryItem, deliveryKey, DELIVERY_IDENTIFIERS } = await import(
  '#functions/webhooks/delivery-item.ts'
);

const fresh = newDelivery(
  {
    tenantUid: 'T1',
    webhookUid: 'W1',
    deliveryUid: 'dlv_01',
    httpTransportUid: 'H1',
    eventId: 'evt_01',
    action: 'PRODUCT_CREATE',
    occurredAt: '2026-11-28T10:00:00.000Z',
    data: { productUid: 'P1', name: 'Kaffe', price: { amount: 12.5 }, tags: [] },
  },
  new Date('2026-11-28T10:00:01.000Z'),
);

/** The item the entity puts for `record`. */
const entityItem = (record: DeliveryRecord) =>
  DeliveryEntity.create(record).params().Item as Record<string, unknown>;

// The worker creates delivery items without ElectroDB: the item (and the order of its attributes,
// which names the claim's update) must be the entity's, or the API would read them differently.
describe('delivery item against DeliveryEntity', () => {
  it('builds the key the entity writes and reads', () => {
    const key = { tenantUid: 'T1', webhookUid: 'W1', deliveryUid: 'dlv_01' };
    expect(deliveryKey(key)).toEqual(DeliveryEntity.get(key).params().Key);
    expect(deliveryKey(key)).toEqual({ pk: entityItem(fresh).pk, sk: entityItem(fresh).sk });
  });

  it('builds the item of a new delivery, attribute for attribute and in the same order', () => {
    const item = deliveryItem(fresh);
    expect(item).toStrictEqual(entityItem(fresh));
    expect(Object.keys(item)).toEqual(Object.keys(entityItem(fresh)));
    expect(item).toMatchObject(DELIVERY_IDENTIFIERS);
  });

  it('builds the item of a test redelivery, whose optional attributes are set', () => {
    const record: DeliveryRecord = { ...fresh, test: true, redeliveryOf: 'dlv_00', deliveryUid: 'dlv_02' };
    expect(deliveryItem(record)).toStrictEqual(entityItem(record));
    expect(Object.keys(deliveryItem(record))).toEqual(Object.keys(entityItem(record)));
  });

  it('leaves out unset attributes, attempt properties and members of no attribute, as the entity does', () => {
    // Some members undefined, one the model does not know, all in the reverse of the model's order.
    const members = Object.entries({
      ...fresh,
      state: 'RETRYING',
      attemptCount: 2,
      nextRetryAt: '2026-11-28T10:05:00.000Z',
      redeliveryOf: undefined,
      test: false,
      owner: 'msg-1',
      attempts: [
        {
          attempt: 1,
          at: '2026-11-28T10:00:02.000Z',
          latencyMs: 31,
          statusCode: 503,
          errorClass: 'SERVER_ERROR',
        },
        { attempt: 2, at: '2026-11-28T10:01:02.000Z', latencyMs: 5, error: undefined, extra: 'x' },
      ],
      unknown: 'dropped',
    });
    const record = Object.fromEntries(members.reverse()) as unknown as DeliveryRecord;
    expect(deliveryItem(record)).toStrictEqual(entityItem(record));
    expect(Object.keys(deliveryItem(record))).toEqual(Object.keys(entityItem(record)));
  });

  it.each(['eventId', 'data', 'expiresAt'])('refuses a record without %s, as the entity does', (name) => {
    const record = { ...fresh, [name]: undefined } as DeliveryRecord;
    expect(() => entityItem(record)).toThrow();
    expect(() => deliveryItem(record)).toThrow(`webhookDelivery item without ${name}`);
  });
});
