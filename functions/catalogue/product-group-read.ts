import { queryGroups, treeOf } from './product-group.repository.ts';
import { ancestorChain, subtreeOf } from './product-group-rules.ts';

/**
 * Reading the product-group tree from other areas: one strongly consistent Query of the tenant's
 * groups partition each.
 */

/**
 * `productGroupUid` and its ancestors, nearest first, up to its top-level group; empty when the
 * group does not exist. Accounting resolves product-group mappings along this chain (spec 2.8).
 */
export const productGroupAncestors = async (tenantUid: string, productGroupUid: string): Promise<string[]> =>
  ancestorChain(treeOf(await queryGroups(tenantUid)), productGroupUid);

/** The given groups and every group below them (unknown uids are left out). */
export const productGroupSubtrees = async (
  tenantUid: string,
  productGroupUids: readonly string[],
): Promise<string[]> => subtreeOf(treeOf(await queryGroups(tenantUid)), productGroupUids);

/** The tenant's product groups with their names and creation times, by uid. */
export const productGroupNames = async (
  tenantUid: string,
): Promise<Map<string, { name: string; createdAt: string }>> =>
  new Map(
    (await queryGroups(tenantUid)).map((g) => [g.productGroupUid, { name: g.name, createdAt: g.createdAt }]),
  );

/**
 * The tenant's product groups in one Query: their names by uid, and each group's chain of
 * ancestors (itself first, up to its top-level group; empty for an unknown uid), along which a
 * product-group account mapping applies (spec 2.8).
 */
export const productGroupIndex = async (
  tenantUid: string,
): Promise<{ names: Map<string, { name: string }>; chainOf: (productGroupUid: string) => string[] }> => {
  const groups = await queryGroups(tenantUid);
  const tree = treeOf(groups);
  return {
    names: new Map(groups.map((g) => [g.productGroupUid, { name: g.name }])),
    chainOf: (productGroupUid) => ancestorChain(tree, productGroupUid),
  };
};
