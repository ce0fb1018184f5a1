import { randomUUID } from 'node:crypto';
import { nowIso } from '#shared/clock.ts';
import { assertReferencesExist } from '#shared/db/references.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { NotFoundError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagedList, pageOf, resolvePage } from '#shared/http/paging.ts';
import { completeAddress } from '#shared/schema/address.ts';
import { mergeMetadata } from '#shared/schema/metadata.ts';
import type { PurchaseOrderRecord } from './purchase-order.schema.ts';
import {
  countSupplierOrderOp,
  createSupplierOps,
  deleteSupplierOps,
  getSupplier,
  listSuppliers,
  replaceSupplierOp,
  uncountSupplierOrderOp,
} from './supplier.repository.ts';
import {
  type CreateSupplierInput,
  type SupplierListInput,
  type SupplierRecord,
  type SupplierResponseValue,
  toSupplierResponse,
  type UpdateSupplierInput,
} from './supplier.schema.ts';
import { matchesSupplierQuery } from './supplier-rules.ts';

/**
 * Suppliers purchase orders buy from (docs/decisions/purchasing.md). No webhook events: spec 6.3
 * has no supplier action. Purchase orders check their supplierUid and keep the supplier's count
 * (purchase-order.service.ts), which refuses the delete of a supplier orders name.
 */

const loadSupplier = async (tenantUid: string, supplierUid: string): Promise<SupplierRecord> => {
  const supplier = await getSupplier(tenantUid, supplierUid);
  if (!supplier) throw NotFoundError.record('supplier', supplierUid, 'params.supplierUid');
  return supplier;
};

const respond = (s: SupplierRecord): Versioned<SupplierResponseValue> => ({
  body: toSupplierResponse(s),
  version: s.version,
});

export const createSupplier = async (tenantUid: string, input: CreateSupplierInput) => {
  const now = nowIso();
  const { address, metadata, ...fields } = input;
  const pairs = mergeMetadata(undefined, metadata);
  const record: SupplierRecord = {
    tenantUid,
    ...fields,
    supplierUid: input.supplierUid ?? randomUUID(),
    address: completeAddress(address),
    ...(pairs ? { metadata: pairs } : {}),
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit(createSupplierOps(record));
  return respond(record);
};

export const readSupplier = async (tenantUid: string, supplierUid: string) =>
  respond(await loadSupplier(tenantUid, supplierUid));

/**
 * Partial update with If-Match; `address` replaces the address, a metadata key with '' is removed.
 * An unchanged supplier is not written.
 */
export const updateSupplier = async (
  tenantUid: string,
  supplierUid: string,
  input: UpdateSupplierInput,
  expectedVersion?: number,
) => {
  const current = await loadSupplier(tenantUid, supplierUid);
  assertVersion(expectedVersion, current, `supplier '${supplierUid}'`);
  const { address, metadata, ...fields } = input;
  const merged: SupplierRecord = {
    ...current,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    address: address ? completeAddress(address) : current.address,
    metadata: mergeMetadata(current.metadata, metadata),
  };
  const view = (s: SupplierRecord) => JSON.stringify(toSupplierResponse(s));
  if (view(merged) === view(current)) return respond(current);
  const next = { ...merged, lastModifiedAt: nowIso(), version: current.version + 1 };
  await commit([replaceSupplierOp(next, current.version)]);
  return respond(next);
};

/** Deletes a supplier no purchase order names (409 otherwise: the orders keep naming it). */
export const deleteSupplier = async (tenantUid: string, supplierUid: string): Promise<void> => {
  const supplier = await loadSupplier(tenantUid, supplierUid);
  await commit(deleteSupplierOps(supplier));
};

/** One Query of the tenant's suppliers, filtered and paged in memory (bounded, see the entity). */
export const listSupplierPage = async (
  tenantUid: string,
  query: SupplierListInput,
): Promise<PagedList<SupplierResponseValue>> => {
  const all = (await listSuppliers(tenantUid))
    .filter((s) => matchesSupplierQuery(s, query.query))
    .map(toSupplierResponse);
  return pageOf(all, resolvePage(query, { sortBy: 'name' }), 'supplierUid');
};

/** A 404 naming body.supplierUid unless the supplier exists in the tenant. */
export const assertSupplierExists = (tenantUid: string, supplierUid: string) =>
  assertReferencesExist(tenantUid, [{ kind: 'supplier', uid: supplierUid, path: 'body.supplierUid' }]);

/**
 * The members of a purchase order's write that keep the suppliers' counts: the order names
 * `after` instead of `before`'s supplier (`before` undefined: a new order; `after` undefined: a
 * deleted one). The new supplier's count requires the supplier (a 404 naming body.supplierUid if
 * it was deleted since it was checked); the old one is released only if it counted this order.
 */
export const supplierOrderOps = (
  tenantUid: string,
  before: Pick<PurchaseOrderRecord, 'supplierUid' | 'supplierCounted'> | undefined,
  after: string | undefined,
): TransactOp[] => {
  if (after === before?.supplierUid) return [];
  return [
    ...(after ? [countSupplierOrderOp(tenantUid, after, 'body.supplierUid')] : []),
    ...(before?.supplierCounted && before.supplierUid
      ? [uncountSupplierOrderOp(tenantUid, before.supplierUid)]
      : []),
  ];
};
