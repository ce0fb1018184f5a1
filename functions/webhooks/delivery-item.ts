import type { DeliveryRecord } from './delivery-record.ts';

/**
 * A delivery item as DeliveryEntity writes it, built without the entity's module: the delivery
 * worker claims and records deliveries with plain DocumentClient calls and bundles no ElectroDB
 * (168 KB of its cold start, docs/decisions/bundles.md). test/unit/webhooks/delivery-item.test.ts
 * builds the same items through the entity and compares, so the two cannot drift.
 */

export type DeliveryKey = { tenantUid: string; webhookUid: string; deliveryUid: string };

/** A delivery item as the table holds it (keys and ElectroDB's own attributes included). */
export type StoredDelivery = Record<string, unknown> & {
  owner: string;
  version: number;
  attempts?: unknown[];
};

/** ElectroDB's identifiers of a delivery item (its model's entity name and version). */
export const DELIVERY_IDENTIFIERS = { __edb_e__: 'webhookDelivery', __edb_v__: '1' } as const;

/** The partition of a webhook's deliveries: DeliveryEntity's primary partition-key template. */
export const deliveriesPartition = (tenantUid: string, webhookUid: string): string =>
  `T#${tenantUid}#WEBHOOK#${webhookUid}#DELIVERIES`;

/** The delivery item's key: DeliveryEntity's primary templates. */
export const deliveryKey = (key: DeliveryKey) => ({
  pk: deliveriesPartition(key.tenantUid, key.webhookUid),
  sk: key.deliveryUid,
});

/**
 * DeliveryEntity's attributes in its model's order (the entity writes an item's attributes in
 * this order, and the claim names them in the order of the item), each as the model marks it.
 * Naming every member of the record type, so an attribute added to the entity fails here first.
 */
const ATTRIBUTES = {
  tenantUid: 'required',
  webhookUid: 'required',
  deliveryUid: 'required',
  httpTransportUid: 'required',
  eventId: 'required',
  action: 'required',
  occurredAt: 'required',
  data: 'required',
  test: 'optional',
  redeliveryOf: 'optional',
  state: 'required',
  skipReason: 'optional',
  attemptCount: 'required',
  nextRetryAt: 'optional',
  movedToDlq: 'optional',
  owner: 'optional',
  attempts: 'optional',
  createdAt: 'required',
  lastModifiedAt: 'required',
  version: 'required',
  expiresAt: 'required',
} as const satisfies Record<keyof DeliveryRecord, 'required' | 'optional'>;

/** The properties of an attempt (the entity's map); the entity writes no other. */
const ATTEMPT_PROPERTIES = [
  'attempt',
  'at',
  'latencyMs',
  'statusCode',
  'errorClass',
  'error',
  'responseExcerpt',
  'nextRetryAt',
] as const;

/** The members of `value` named in `names` that are set, in the order of `names`. */
const definedOf = (value: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((n) => value[n] !== undefined).map((n) => [n, value[n]]));

/**
 * The item `DeliveryEntity.create(record)` puts: the model's attributes that are set, each attempt
 * with its known properties, then the keys and ElectroDB's identifiers. Like the entity, it
 * refuses a record without a required attribute (the claim fails and its message is retried);
 * it does not check the attributes' types again: the record is typed by the model
 * (delivery-record.ts) and built by this area's code.
 */
export const deliveryItem = (record: DeliveryRecord): Record<string, unknown> => {
  const names = Object.keys(ATTRIBUTES) as Array<keyof typeof ATTRIBUTES>;
  const missing = names.find((n) => ATTRIBUTES[n] === 'required' && record[n] === undefined);
  if (missing) throw new Error(`webhookDelivery item without ${missing}`);
  const item = definedOf(record, names);
  if (Array.isArray(item.attempts))
    item.attempts = item.attempts.map((a: Record<string, unknown>) => definedOf(a, ATTEMPT_PROPERTIES));
  return { ...item, ...deliveryKey(record), ...DELIVERY_IDENTIFIERS };
};

/**
 * DeliveryEntity's item for the shared plain reads (shared/db/plain-entity.ts), which keep the
 * entity's items and their model's attributes; deliveryOf then shapes the attempts.
 */
export const DELIVERY_ITEM = { identifiers: DELIVERY_IDENTIFIERS, attributes: ATTRIBUTES, key: deliveryKey };

/**
 * The record the entity returns for one of its items (given as the model's attributes the item
 * holds): each attempt with its known properties that are set, in the model's order, as the
 * entity's map attribute returns it.
 */
export const deliveryOf = (record: DeliveryRecord): DeliveryRecord =>
  Array.isArray(record.attempts)
    ? {
        ...record,
        attempts: record.attempts.map((a) => definedOf(a, ATTEMPT_PROPERTIES) as typeof a),
      }
    : record;
