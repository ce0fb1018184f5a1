import { NotFoundError, UnprocessableError, ValidationError } from '#shared/errors.ts';

/**
 * Pure rules of the product-group tree. The tree is the map of every group of a tenant to its
 * parent (undefined for a top-level group), as one Query loads it (product-group.repository.ts).
 */
export type GroupTree = ReadonlyMap<string, string | undefined>;

/** A chain deeper than this is refused: ancestor walks and subtree filters stay bounded. */
export const MAX_GROUP_DEPTH = 32;

/**
 * `groupUid` and its ancestors, nearest first, up to the top-level group. Stops at a group the
 * tree does not hold and at a repeated group, so that a damaged tree can never loop.
 */
export const ancestorChain = (tree: GroupTree, groupUid: string): string[] => {
  const chain: string[] = [];
  let at: string | undefined = groupUid;
  while (at !== undefined && tree.has(at) && !chain.includes(at)) {
    chain.push(at);
    at = tree.get(at);
  }
  return chain;
};

/** The children of every group, from the parent pointers. */
const childrenOf = (tree: GroupTree): Map<string, string[]> => {
  const children = new Map<string, string[]>();
  for (const [uid, parent] of tree) {
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), uid]);
  }
  return children;
};

/** The given groups with every group below them (each once), in breadth-first order. */
export const subtreeOf = (tree: GroupTree, roots: readonly string[]): string[] => {
  const children = childrenOf(tree);
  const seen = new Set<string>();
  const queue = roots.filter((r) => tree.has(r));
  while (queue.length > 0) {
    const uid = queue.shift()!;
    if (seen.has(uid)) continue;
    seen.add(uid);
    queue.push(...(children.get(uid) ?? []));
  }
  return [...seen];
};

/** How many levels the subtree of `groupUid` spans (1 for a leaf). */
const heightOf = (tree: GroupTree, groupUid: string): number => {
  const children = childrenOf(tree);
  const height = (uid: string, seen: Set<string>): number => {
    if (seen.has(uid)) return 0;
    seen.add(uid);
    return 1 + Math.max(0, ...(children.get(uid) ?? []).map((c) => height(c, seen)));
  };
  return height(groupUid, new Set());
};

/**
 * Placing `groupUid` (and with it its subtree) under `parentUid`: the parent must exist, must be
 * neither the group itself nor one of its descendants (a cycle), and the deepest group of the
 * moved subtree must stay within MAX_GROUP_DEPTH. A missing parent is a 404, the group as its own
 * parent a 400 (the request alone says so), a cycle or a tree too deep a 422 (the stored tree
 * refuses it); each names the field.
 */
export const assertPlacement = (
  tree: GroupTree,
  groupUid: string,
  parentUid: string | undefined,
  path = 'body.parentProductGroupUid',
): void => {
  if (parentUid === undefined) return;
  if (!tree.has(parentUid)) throw NotFoundError.record('product group', parentUid, path);
  if (parentUid === groupUid) throw ValidationError.field(path, 'a product group cannot be its own parent');
  if (tree.has(groupUid) && subtreeOf(tree, [groupUid]).includes(parentUid)) {
    throw UnprocessableError.field(
      path,
      `product group '${parentUid}' is below '${groupUid}'; the move would make a cycle`,
    );
  }
  const depth = ancestorChain(tree, parentUid).length + (tree.has(groupUid) ? heightOf(tree, groupUid) : 1);
  if (depth > MAX_GROUP_DEPTH) {
    throw UnprocessableError.field(
      path,
      `the tree would be ${depth} levels deep; at most ${MAX_GROUP_DEPTH}`,
    );
  }
};
