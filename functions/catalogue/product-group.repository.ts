import { tableName } from '#shared/db/client.ts';
import { createPut, type PlainEntity, replacePut, versionedDelete } from '#shared/db/plain-entity.ts';
import { batchGetRecords } from '#shared/db/plain-entity-batch.ts';
import { listPartition } from '#shared/db/plain-entity-where.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { ProductGroupRecord } from './product-group.schema.ts';
import type { GroupTree } from './product-group-rules.ts';

/**
 * I/O of product groups. The items are ProductGroupEntity's (product-group.entity.ts), read and
 * written with plain DocumentClient calls so that the catalogue and the areas that read the
 * group tree (tills, saf-t, accounting) bundle no ElectroDB (docs/decisions/bundles.md);
 * test/unit/catalogue/product-group-repository.test.ts compares every call with the entity's.
 */

type GroupKey = 'tenantUid' | 'productGroupUid';

/** The tenant's groups partition (PRODUCT_GROUPS_PK). */
const groupsPk = (tenantUid: string) => `T#${tenantUid}#PRODUCT_GROUPS`;

/** ProductGroupEntity's item: its identifiers, attributes and key template. */
const GROUP_ITEM: PlainEntity<ProductGroupRecord, GroupKey> & { keyAttributes: readonly GroupKey[] } = {
  identifiers: { __edb_e__: 'productGroup', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    productGroupUid: 'required',
    parentProductGroupUid: 'optional',
    name: 'required',
    description: 'optional',
    externalId: 'optional',
    sortOrder: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, productGroupUid }) => ({ pk: groupsPk(tenantUid), sk: `PG#${productGroupUid}` }),
  keyAttributes: ['tenantUid', 'productGroupUid'],
};

/** Every product group of the tenant: one strongly consistent Query of its groups partition. */
export const queryGroups = (tenantUid: string): Promise<ProductGroupRecord[]> =>
  listPartition(GROUP_ITEM, { pk: groupsPk(tenantUid), skPrefix: 'PG#' });

/** The tree of parent pointers of those groups. */
export const treeOf = (groups: readonly ProductGroupRecord[]): GroupTree =>
  new Map(groups.map((g) => [g.productGroupUid, g.parentProductGroupUid || undefined]));

const concurrent = (uid: string) =>
  new ConflictError(`product group '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new group; a used uid is a 409 naming it. */
export const createGroupOp = (record: ProductGroupRecord): TransactOp => ({
  item: { Put: createPut(GROUP_ITEM, record) },
  onConditionFailed: () =>
    new ConflictError(`product group '${record.productGroupUid}' already exists`, {
      errors: [{ path: 'body.productGroupUid', message: `'${record.productGroupUid}' already exists` }],
    }),
});

/** Replacement of a group, conditional on the version that was read. */
export const replaceGroupOp = (record: ProductGroupRecord, expectedVersion: number): TransactOp => ({
  item: { Put: replacePut(GROUP_ITEM, record, expectedVersion) },
  onConditionFailed: () => concurrent(record.productGroupUid),
});

/** Delete of a group, conditional on the version that was read. */
export const deleteGroupOp = (g: ProductGroupRecord): TransactOp => ({
  item: { Delete: versionedDelete(GROUP_ITEM, g, g.version) },
  onConditionFailed: () => concurrent(g.productGroupUid),
});

/**
 * The group was not changed since it was read. A move checks the new parent's ancestors with it:
 * two concurrent moves (A under B, B under A) could otherwise close a cycle neither saw alone.
 */
export const unchangedGroupOp = (g: ProductGroupRecord): TransactOp => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: GROUP_ITEM.key(g),
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': g.version },
    },
  },
  onConditionFailed: () => concurrent(g.productGroupUid),
});

/**
 * Which of the given groups exist: BatchGets of 100 projected on the uid. As ElectroDB's batch get
 * did, keys DynamoDB leaves unprocessed are not asked again (those groups count as missing).
 */
export const existingGroups = async (tenantUid: string, uids: readonly string[]): Promise<Set<string>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Set();
  const { data } = await batchGetRecords(
    GROUP_ITEM,
    unique.map((productGroupUid) => ({ tenantUid, productGroupUid })),
    ['productGroupUid'],
  );
  return new Set(data.flatMap((g) => (g ? [g.productGroupUid] : [])));
};
