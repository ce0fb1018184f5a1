import type * as z from 'zod/mini';
import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes, type RouteDef } from '#shared/http/route.ts';
import { StoreParams } from '#shared/schema/params.ts';
import {
  AccountNumbers,
  AccountNumbersBody,
  CreateEntryBody,
  CreateMappingBody,
  CustomerParams,
  Entry,
  EntryList,
  EntryListQuery,
  EntryParams,
  FullCustomer,
  Ledger,
  LedgerBody,
  LegacyMappingBody,
  Mapping,
  MappingList,
  MappingListQuery,
  TreatCodes,
  TreatCodesBody,
  UpdateEntryBody,
  VatTypes,
  VatTypesBody,
} from './accounting.schema.ts';
import { ResolvedMapping, ResolveMappingQuery } from './product-group-resolve.schema.ts';

const BASE = '/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs';
const tags = ['Accounting configuration'] as const;

/** Changes, and listing product groups (spec 4.4). */
const WRITE: RouteAuth = { permissions: ['ACCOUNTING_CONFIG'] };
/** Reads of entries and specialised objects: ACCOUNTING_CONFIG or Tenant.Admin. */
const READ: RouteAuth = { permissions: ['ACCOUNTING_CONFIG'], access: 'ADMIN', mode: 'any' };

const ok = (description: string, schema: z.ZodMiniType) => ({ status: 200, description, schema });
const conflict = { 409: { description: 'An entry with this identity, or this accountingConfigUid, exists' } };
const notFound = (what: string) => ({ 404: { description: `${what} does not exist in this store` } });
const entryEtag = { ETag: 'Entry version, for If-Match' };
const viewEtag = { ETag: 'Digest of the versions of the entries shown, for If-Match' };
const stale = { 412: { description: 'If-Match names an older version' } };

const view = <S extends z.ZodMiniType, B extends z.ZodMiniType>(
  name: string,
  path: string,
  schema: S,
  body: B,
) =>
  ({
    get: {
      method: 'GET',
      path: `${BASE}${path}`,
      summary: `The store's ${name}`,
      description: `A view over the entries of its config type, read with one Query.`,
      tags,
      auth: READ,
      request: { params: StoreParams },
      success: { status: 200, description: `The ${name}`, schema, headers: viewEtag },
    },
    put: {
      method: 'PUT',
      path: `${BASE}${path}`,
      summary: `Replace the store's ${name}`,
      description:
        'Writes the underlying entries in one transaction: present fields are created or updated, ' +
        'absent fields (and VAT codes no longer listed) are deleted. Optimistic concurrency: send ' +
        'If-Match with the ETag of the GET; a change by anyone since is a 412.',
      tags,
      auth: WRITE,
      request: { params: StoreParams, body },
      success: { status: 200, description: `The ${name} as stored`, schema, headers: viewEtag },
      responses: {
        409: { description: 'A concurrent change; retry' },
        ...stale,
        422: { description: 'The change needs more than one transaction (many VAT codes removed and added)' },
      },
    },
  }) satisfies Record<string, RouteDef>;

const accountNumbers = view('account numbers', '/accountnumbers', AccountNumbers, AccountNumbersBody);
const treatCodes = view('treat codes', '/treatcodes', TreatCodes, TreatCodesBody);
const vatTypes = view('VAT types', '/vatTypes', VatTypes, VatTypesBody);

export const routes = defineRoutes({
  listAccountingConfigs: {
    method: 'GET',
    path: BASE,
    summary: 'List accounting config entries of a store',
    description: 'Sortable by configType (default), key, value, vatCodeUid, productGroupUid, uid and dates.',
    tags,
    auth: READ,
    request: { params: StoreParams, query: EntryListQuery },
    success: ok('A page of entries', EntryList),
  },
  createAccountingConfig: {
    method: 'POST',
    path: BASE,
    summary: 'Create an accounting config entry',
    tags,
    auth: WRITE,
    request: { params: StoreParams, body: CreateEntryBody },
    success: ok('The entry', Entry),
    responses: conflict,
  },
  getAccountingConfig: {
    method: 'GET',
    path: `${BASE}/{accountingConfigUid}`,
    summary: 'Get an accounting config entry',
    tags,
    auth: READ,
    request: { params: EntryParams },
    success: { ...ok('The entry', Entry), headers: entryEtag },
    responses: notFound('The entry'),
  },
  updateAccountingConfig: {
    method: 'PUT',
    path: `${BASE}/{accountingConfigUid}`,
    summary: "Set an entry's value",
    description: 'Optimistic concurrency: send If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: WRITE,
    request: { params: EntryParams, body: UpdateEntryBody },
    success: { ...ok('The entry', Entry), headers: entryEtag },
    responses: {
      ...notFound('The entry'),
      409: { description: 'Concurrent change; retry' },
      ...stale,
      422: {
        description: "The entry's type refuses the value: an account number is digits (names body.value)",
      },
    },
  },
  deleteAccountingConfig: {
    method: 'DELETE',
    path: `${BASE}/{accountingConfigUid}`,
    summary: 'Delete an accounting config entry',
    tags,
    auth: WRITE,
    request: { params: EntryParams },
    success: { status: 204, description: 'Deleted' },
    responses: notFound('The entry'),
  },
  createProductGroupEntry: {
    method: 'POST',
    path: `${BASE}/productGroup`,
    summary: 'Create a product-group account mapping as an entry (deprecated: use /productGroups)',
    description:
      'Responses carry `Deprecation: true` and `Link: <.../productGroups>; rel="successor-version"`.',
    tags,
    auth: WRITE,
    deprecated: true,
    request: { params: StoreParams, body: LegacyMappingBody },
    success: {
      ...ok('The entry', Entry),
      headers: {
        Link: 'The successor: `</v2/tenants/{tenantUid}/stores/{storeUid}/accountingConfigs/productGroups>; rel="successor-version"`',
      },
    },
    responses: conflict,
  },
  listProductGroupMappings: {
    method: 'GET',
    path: `${BASE}/productGroups`,
    summary: 'List product-group account mappings',
    tags,
    auth: WRITE,
    request: { params: StoreParams, query: MappingListQuery },
    success: ok('A page of mappings', MappingList),
  },
  createProductGroupMapping: {
    method: 'POST',
    path: `${BASE}/productGroups`,
    summary: 'Create a product-group account mapping',
    description:
      'The account applies to products with the VAT code in the product group and its child groups.',
    tags,
    auth: WRITE,
    request: { params: StoreParams, body: CreateMappingBody },
    success: ok('The mapping', Mapping),
    responses: conflict,
  },
  resolveProductGroupMapping: {
    method: 'GET',
    path: `${BASE}/productGroups/resolve`,
    summary: 'The product-group mapping that applies to a product',
    description:
      "Walks up the product-group tree from the product's group (spec 2.8: a mapping applies to its group and all child groups); the nearest group with a mapping for the VAT code wins. `vatCodeUid` defaults to the product's. 404 when the product does not exist or no mapping applies.",
    tags,
    auth: READ,
    request: { params: StoreParams, query: ResolveMappingQuery },
    success: ok('The mapping that applies', ResolvedMapping),
    responses: {
      404: { description: 'No such product, or no mapping applies' },
      422: { description: 'No vatCodeUid given and the product has none (names query.vatCodeUid)' },
    },
  },
  getAccountNumbers: accountNumbers.get,
  putAccountNumbers: accountNumbers.put,
  getTreatCodes: treatCodes.get,
  putTreatCodes: treatCodes.put,
  getVatTypes: vatTypes.get,
  putVatTypes: vatTypes.put,
  getCustomerAccounting: {
    method: 'GET',
    path: `${BASE}/customers/{customerUid}`,
    summary: "A customer's ledger number in this store",
    tags,
    auth: READ,
    request: { params: CustomerParams },
    success: ok('The customer accounting', Ledger),
    responses: notFound('The customer'),
  },
  putCustomerAccounting: {
    method: 'PUT',
    path: `${BASE}/customers/{customerUid}`,
    summary: "Set a customer's ledger number in this store",
    tags,
    auth: WRITE,
    request: { params: CustomerParams, body: LedgerBody },
    success: ok('The customer accounting', Ledger),
    responses: notFound('The customer'),
  },
  getFullCustomerAccounting: {
    method: 'GET',
    path: `${BASE}/customers/{customerUid}/full`,
    summary: 'The full customer with its accounting in this store',
    tags,
    auth: READ,
    request: { params: CustomerParams },
    success: ok('The customer and its ledger number', FullCustomer),
    responses: notFound('The customer'),
  },
});
