import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import pg from 'pg';

/** A customer item as the table stores it (the indexer reads these from stream images). */
export const customerItem = (tenantUid: string, customerUid: string, over: Record<string, unknown> = {}) => ({
  __edb_e__: 'customer',
  __edb_v__: '1',
  pk: `T#${tenantUid}#CUSTOMER#${customerUid}`,
  sk: 'CUSTOMER',
  tenantUid,
  customerUid,
  customerType: 'PERSON',
  displayName: 'Kari Nordmann',
  firstname: 'Kari',
  lastname: 'Nordmann',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

let sequence = 0;
/** A stream record of a change to an item, as the event source mapping hands it over. */
export const streamRecord = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', item: Record<string, unknown>) =>
  ({
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }),
      SequenceNumber: String(++sequence).padStart(21, '0'),
      ...(eventName === 'REMOVE'
        ? { OldImage: marshall(item) }
        : { NewImage: marshall(item, { removeUndefinedValues: true }) }),
    },
  }) as unknown as DynamoDBRecord;

export const uniqueTenant = (name: string) => `t-${name}-${randomUUID().slice(0, 8)}`;

/** A client of the given role's URL (the test's own connection, not the handlers'). */
export const pgClient = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};
