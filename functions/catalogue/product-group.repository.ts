import { tableName } from '#shared/db/client.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import { ProductGroupEntity } from './product-group.entity.ts';
import type { ProductGroupRecord } from './product-group.schema.ts';
import type { GroupTree } from './product-group-rules.ts';

/** Every product group of the tenant: one strongly consistent Query of its groups partition. */
export const queryGroups = async (tenantUid: string): Promise<ProductGroupRecord[]> => {
  const { data } = await ProductGroupEntity.query
    .byTenant({ tenantUid })
    .go({ pages: 'all', consistent: true });
  return data as ProductGroupRecord[];
};

/** The tree of parent pointers of those groups. */
export const treeOf = (groups: readonly ProductGroupRecord[]): GroupTree =>
  new Map(groups.map((g) => [g.productGroupUid, g.parentProductGroupUid || undefined]));

const concurrent = (uid: string) =>
  new ConflictError(`product group '${uid}' was changed concurrently; read it again and retry`);

/** Put of a new group; a used uid is a 409 naming it. */
export const createGroupOp = (record: ProductGroupRecord): TransactOp => ({
  item: { Put: ProductGroupEntity.create(record).params() },
  onConditionFailed: () =>
    new ConflictError(`product group '${record.productGroupUid}' already exists`, {
      errors: [{ path: 'body.productGroupUid', message: `'${record.productGroupUid}' already exists` }],
    }),
});

/** Replacement of a group, conditional on the version that was read. */
export const replaceGroupOp = (record: ProductGroupRecord, expectedVersion: number): TransactOp => ({
  item: {
    Put: ProductGroupEntity.put(record)
      .where(({ version }, { eq }) => eq(version, expectedVersion))
      .params(),
  },
  onConditionFailed: () => concurrent(record.productGroupUid),
});

/** Delete of a group, conditional on the version that was read. */
export const deleteGroupOp = (g: ProductGroupRecord): TransactOp => ({
  item: {
    Delete: ProductGroupEntity.delete({ tenantUid: g.tenantUid, productGroupUid: g.productGroupUid })
      .where(({ version }, { eq }) => eq(version, g.version))
      .params(),
  },
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
      Key: { pk: `T#${g.tenantUid}#PRODUCT_GROUPS`, sk: `PG#${g.productGroupUid}` },
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': g.version },
    },
  },
  onConditionFailed: () => concurrent(g.productGroupUid),
});

/** Which of the given groups exist: one BatchGet (keys only). */
export const existingGroups = async (tenantUid: string, uids: readonly string[]): Promise<Set<string>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Set();
  const { data } = await ProductGroupEntity.get(
    unique.map((productGroupUid) => ({ tenantUid, productGroupUid })),
  ).go({
    consistent: true,
    attributes: ['productGroupUid'],
  });
  return new Set(data.map((g) => g.productGroupUid));
};
