import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { emptyAsAbsent, OptionalUid, pagedList } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { CATALOGUE_READ, CATALOGUE_WRITE } from './catalogue-access.ts';
import {
  CreateProductGroupBody,
  ProductGroupResponse,
  UpdateProductGroupBody,
} from './product-group.schema.ts';

/** `/tenants/{tenantUid}/productGroups/{productGroupUid}`. */
const GroupParams = withUids(TenantParams, 'productGroupUid');

const tags = ['Product groups'] as const;
const base = '/tenants/{tenantUid}/productGroups';
const one = `${base}/{productGroupUid}`;
const etag = { ETag: 'Product group version, for If-Match' };
const GroupPage = pagedList(ProductGroupResponse, 'ProductGroupPage');
const GROUP_SORT = ['name', 'productGroupUid', 'sortOrder', 'createdAt', 'lastModifiedAt'] as const;
const ListQuery = z.extend(pagingQuery(GROUP_SORT), {
  parentProductGroupUid: withMeta(emptyAsAbsent(OptionalUid), {
    description: 'Only the children of this group',
  }),
});

/** Product groups: a tree by `parentProductGroupUid` (spec 2.8: groups with child groups). */
export const productGroupRoutes = defineRoutes({
  createProductGroup: {
    method: 'POST',
    path: base,
    summary: 'Create a product group',
    description:
      '`productGroupUid` may be chosen by the caller; a duplicate is a 409. A missing parent is a 404.',
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: TenantParams, body: CreateProductGroupBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/productGroups/{productGroupUid}',
      description: 'The created group',
      schema: ProductGroupResponse,
    },
    responses: {
      404: { description: 'The parent group does not exist' },
      409: { description: 'Duplicate uid' },
      422: { description: 'The tree would be too deep (names body.parentProductGroupUid)' },
    },
  },
  listProductGroups: {
    method: 'GET',
    path: base,
    summary: 'List product groups (paged)',
    description:
      'The whole tree, a page at a time; `parentProductGroupUid` narrows to the children of one group.',
    tags,
    auth: CATALOGUE_READ,
    request: { params: TenantParams, query: ListQuery },
    success: { status: 200, description: 'A page of groups', schema: GroupPage },
  },
  getProductGroup: {
    method: 'GET',
    path: one,
    summary: 'Get a product group',
    tags,
    auth: CATALOGUE_READ,
    request: { params: GroupParams },
    success: { status: 200, description: 'The group', schema: ProductGroupResponse, headers: etag },
    responses: { 404: { description: 'No such group' } },
  },
  updateProductGroup: {
    method: 'PUT',
    path: one,
    summary: 'Update or move a product group (partial)',
    description:
      "A new `parentProductGroupUid` moves the group with its whole subtree ('' makes it top-level); a parent at or below the group is a cycle (400). Send If-Match with the ETag; a stale version is a 412.",
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: GroupParams, body: UpdateProductGroupBody },
    success: { status: 200, description: 'The updated group', schema: ProductGroupResponse, headers: etag },
    responses: {
      404: { description: 'No such group, or no such parent' },
      409: { description: 'Concurrent change' },
      412: { description: 'If-Match names an older version' },
      422: {
        description: 'The move would make a cycle or a tree too deep (names body.parentProductGroupUid)',
      },
    },
  },
  deleteProductGroup: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a product group',
    description: 'Only a group without child groups and products: otherwise a 409.',
    tags,
    auth: CATALOGUE_WRITE,
    request: { params: GroupParams },
    success: { status: 204, description: 'Deleted' },
    responses: {
      404: { description: 'No such group' },
      409: { description: 'The group has child groups or products' },
    },
  },
});
