import { describe, expect, it } from 'vitest';
import type { TransportRecord } from '#functions/webhooks/transport-item.ts';
import { full, minimal } from './transport-records.ts';

// shared/config.ts copies the environment once, at its first read: set it before.
Object.assign(process.env, { TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' });
const { HttpTransportEntity } = await import('#functions/webhooks/http-transport.entity.ts');
const { transportKey, transportOf } = await import('#functions/webhooks/transport-item.ts');

const itemOf = (record: TransportRecord) =>
  HttpTransportEntity.create(record).params().Item as Record<string, unknown>;
const parsed = (item: Record<string, unknown>) => HttpTransportEntity.parse({ Item: item }).data;

// The delivery worker reads transports without ElectroDB: key and record must be the entity's.
describe('transport item against HttpTransportEntity', () => {
  it('builds the key the entity writes and reads', () => {
    const entityGet = HttpTransportEntity.get({ tenantUid: 'T1', httpTransportUid: 'H1' }).params();
    expect(transportKey('T1', 'H1')).toEqual(entityGet.Key);
    expect(transportKey('T1', 'H1')).toEqual({ pk: itemOf(full).pk, sk: itemOf(full).sk });
  });

  it.each([
    ['every attribute', full],
    ['no optional attribute', minimal],
    ['no headers', { ...full, headers: [] }],
  ])('returns the record the entity parses from an item with %s', (_name, record) => {
    const item = itemOf(record);
    expect(transportOf(item)).toStrictEqual(parsed(item));
    expect(transportOf(item)).toStrictEqual(record);
  });

  it('keeps what the entity keeps of an item it did not write itself', () => {
    // As DynamoDB may hold it: a member of no attribute, a null, a header with an unknown member
    // or without a value, no identifiers (the entity's parse accepts the item by its key).
    const item: Record<string, unknown> = {
      ...itemOf(full),
      username: null,
      legacy: 'x',
      headers: [{ key: 'a', value: 'b', extra: 1 }, { key: 'c' }],
    };
    delete item.__edb_e__;
    delete item.__edb_v__;
    expect(parsed(item)).not.toBeNull();
    expect(transportOf(item)).toStrictEqual(parsed(item));
  });
});
