import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import {
  createGroupOp,
  deleteGroupOp,
  queryGroups,
  replaceGroupOp,
  treeOf,
  unchangedGroupOp,
} from './product-group.repository.ts';
import {
  type CreateProductGroupInput,
  type ProductGroupRecord,
  type ProductGroupResponseValue,
  toProductGroupResponse,
  type UpdateProductGroupInput,
} from './product-group.schema.ts';
import { ancestorChain, assertPlacement } from './product-group-rules.ts';
import { productInGroup } from './product-search.repository.ts';

/**
 * Product-group use cases. Product groups have no webhook action (spec 6.3), so their
 * transactions carry no event. Every use case reads the whole tree with one Query.
 */

const notFound = (uid: string) => NotFoundError.record('product group', uid, 'params.productGroupUid');

const loadTree = async (tenantUid: string) => {
  const groups = await queryGroups(tenantUid);
  return { groups: new Map(groups.map((g) => [g.productGroupUid, g])), tree: treeOf(groups) };
};
type Loaded = Awaited<ReturnType<typeof loadTree>>;

/** Condition checks that the new parent's chain is still as read (see unchangedGroupOp). */
const chainUnchanged = (loaded: Loaded, parentUid: string | undefined) =>
  parentUid === undefined
    ? []
    : ancestorChain(loaded.tree, parentUid).map((uid) => unchangedGroupOp(loaded.groups.get(uid)!));

const textOrUndefined = (v: string | undefined, base: string | undefined) =>
  v === undefined ? base : v === '' ? undefined : v;

const merged = (
  base: ProductGroupRecord | undefined,
  input: UpdateProductGroupInput,
  ctx: { tenantUid: string; productGroupUid: string; now: string },
): ProductGroupRecord => ({
  tenantUid: ctx.tenantUid,
  productGroupUid: ctx.productGroupUid,
  parentProductGroupUid: textOrUndefined(input.parentProductGroupUid, base?.parentProductGroupUid),
  name: input.name ?? base?.name ?? '',
  description: textOrUndefined(input.description, base?.description),
  externalId: textOrUndefined(input.externalId, base?.externalId),
  sortOrder: input.sortOrder ?? base?.sortOrder,
  createdAt: base?.createdAt ?? ctx.now,
  lastModifiedAt: ctx.now,
  version: (base?.version ?? 0) + 1,
});

export const createProductGroup = async (tenantUid: string, input: CreateProductGroupInput) => {
  const productGroupUid = input.productGroupUid ?? randomUUID();
  const loaded = await loadTree(tenantUid);
  const record = merged(undefined, input, { tenantUid, productGroupUid, now: nowIso() });
  if (!loaded.groups.has(productGroupUid))
    assertPlacement(loaded.tree, productGroupUid, record.parentProductGroupUid);
  await commit([createGroupOp(record), ...chainUnchanged(loaded, record.parentProductGroupUid)]);
  return toProductGroupResponse(record);
};

export const readProductGroup = async (
  tenantUid: string,
  productGroupUid: string,
): Promise<Versioned<ProductGroupResponseValue>> => {
  const { groups } = await loadTree(tenantUid);
  const group = groups.get(productGroupUid);
  if (!group) throw notFound(productGroupUid);
  return { body: toProductGroupResponse(group), version: group.version };
};

/** The tenant's groups, a page at a time; `parentProductGroupUid` ('' = top level) narrows to one level. */
export const listProductGroups = async (
  tenantUid: string,
  query: PagingInput & { parentProductGroupUid?: string | undefined },
) => {
  const all = (await queryGroups(tenantUid))
    .filter(
      (g) =>
        query.parentProductGroupUid === undefined ||
        (g.parentProductGroupUid ?? '') === query.parentProductGroupUid,
    )
    .map(toProductGroupResponse);
  return pageOf(all, resolvePage(query, { sortBy: 'name' }), 'productGroupUid');
};

const SAME_FIELDS = ['parentProductGroupUid', 'name', 'description', 'externalId', 'sortOrder'] as const;

/**
 * Partial update. A new parent moves the group with its whole subtree (children keep pointing at
 * it); a parent below the group is a cycle: 400 naming body.parentProductGroupUid. An update that
 * changes nothing writes nothing.
 */
export const updateProductGroup = async (
  tenantUid: string,
  productGroupUid: string,
  input: UpdateProductGroupInput,
  expectedVersion?: number,
): Promise<Versioned<ProductGroupResponseValue>> => {
  const loaded = await loadTree(tenantUid);
  const current = loaded.groups.get(productGroupUid);
  if (!current) throw notFound(productGroupUid);
  assertVersion(expectedVersion, current, `product group '${productGroupUid}'`);
  const next = merged(current, input, { tenantUid, productGroupUid, now: nowIso() });
  if (SAME_FIELDS.every((f) => next[f] === current[f])) {
    return { body: toProductGroupResponse(current), version: current.version };
  }
  const moved = next.parentProductGroupUid !== current.parentProductGroupUid;
  if (moved) assertPlacement(loaded.tree, productGroupUid, next.parentProductGroupUid);
  await commit([
    replaceGroupOp(next, current.version),
    ...(moved ? chainUnchanged(loaded, next.parentProductGroupUid) : []),
  ]);
  return { body: toProductGroupResponse(next), version: next.version };
};

/** Deletes a group that has neither child groups nor products (409 otherwise). */
export const deleteProductGroup = async (tenantUid: string, productGroupUid: string): Promise<void> => {
  const loaded = await loadTree(tenantUid);
  const group = loaded.groups.get(productGroupUid);
  if (!group) throw notFound(productGroupUid);
  const child = [...loaded.tree].find(([, parent]) => parent === productGroupUid)?.[0];
  if (child) {
    throw new ConflictError(
      `product group '${productGroupUid}' has child groups (e.g. '${child}'); move or delete them first`,
    );
  }
  const product = await productInGroup(tenantUid, productGroupUid);
  if (product) {
    throw new ConflictError(
      `product group '${productGroupUid}' holds products (e.g. '${product}'); move or delete them first`,
    );
  }
  await commit([deleteGroupOp(group)]);
};
