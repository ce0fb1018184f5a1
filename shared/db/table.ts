import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table, defined once: the CDK stateful stack and the local stack both build it from
 * this description, and ElectroDB entities name these indexes.
 *
 * Key convention: every partition key starts with `T#<tenantUid>#` (ElectroDB `template` with
 * `casing: 'none'`), so no query can cross tenants. The one exception is the integration-token
 * lookup (`ITOKEN#<sha256>`), whose item carries its tenant, and the sparse gsi5 of open
 * notifications (`NOTIFICATIONS#OPEN#<shard>`), which only the notification sweeper queries.
 *
 * gsi4 served only exact-match searches of customers, contacts and notifications; the search read
 * model answers those now, so the index is gone (gsi5 keeps its name: renaming an index is a
 * delete and a rebuild of it in DynamoDB).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Sparse and cross-tenant: open notifications only (NOT_STARTED/IN_PROGRESS), for the sweeper.
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ],
  ttlAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

/** CreateTable input for the local stack (on-demand, stream on). */
export const createTableInput = (tableName: string): CreateTableCommandInput => {
  const keys = [
    TABLE.partitionKey,
    TABLE.sortKey,
    ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
      IndexName: i.name,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' },
        { AttributeName: i.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamView },
  };
};
