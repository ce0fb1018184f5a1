import { randomUUID } from 'node:crypto';
import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#shared/errors.ts';
import { changesRequest } from '#shared/http/changes-paging.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { keyPaged } from '#shared/http/key-paging.ts';
import { isChangesCursor } from '#shared/search/changes-cursor.ts';
import {
  countPurchaseOrders,
  createPurchaseOrderOp,
  deletePurchaseOrderOp,
  getPurchaseOrder,
  purchaseOrderChangesPage,
  purchaseOrderPage,
  replacePurchaseOrderOp,
} from './purchase-order.repository.ts';
import {
  type CreatePurchaseOrderInput,
  type ItemInputValue,
  MAX_INTERNAL_ITEMS,
  type PurchaseOrderItemRecord,
  type PurchaseOrderListInput,
  type PurchaseOrderRecord,
  type PurchaseOrderValue,
  toPurchaseOrderResponse,
  type UpdatePurchaseOrderInput,
} from './purchase-order.schema.ts';
import { allows, mayWriteType, type PurchaseOrderAction } from './purchase-order-rules.ts';
import { assertSupplierExists, supplierOrderOps } from './supplier.service.ts';
import { loadWarehouse } from './warehouse.service.ts';

/** Purchase orders: create, read, list, update and delete (docs/decisions/purchasing.md). */

/** The order, or a 404 naming `path` (also for another tenant's uid). */
export const loadPurchaseOrder = async (tenantUid: string, purchaseOrderUid: string) => {
  const po = await getPurchaseOrder(tenantUid, purchaseOrderUid);
  if (!po) throw NotFoundError.record('purchase order', purchaseOrderUid, 'params.purchaseOrderUid');
  return po;
};

/** 403 unless the caller writes orders of this type (spec 5: PURCHASE_ORDER, INTERNAL_PURCHASE_ORDER). */
export const assertMayWrite = (auth: AuthContext, po: Pick<PurchaseOrderRecord, 'type'>) => {
  if (!mayWriteType(auth, po.type))
    throw new ForbiddenError(`writing a ${po.type} requires the ${po.type} permission or back-office access`);
};

/** 409 when the order's state does not allow `action` (the state table of purchase-order-rules.ts). */
export const assertAllows = (po: PurchaseOrderRecord, action: PurchaseOrderAction, what: string) => {
  if (!allows(po.state, action))
    throw new ConflictError(`purchase order '${po.purchaseOrderUid}' is ${po.state}: it cannot be ${what}`);
};

/** The items as stored: each product of the catalogue (404 naming the item), its sku copied. */
const toItems = async (
  tenantUid: string,
  items: readonly ItemInputValue[],
  path: string,
): Promise<PurchaseOrderItemRecord[]> => {
  const products = await readProductFacts(
    tenantUid,
    items.map((i) => i.productUid),
  );
  return items.map((item, i) => {
    const product = products.get(item.productUid);
    if (!product) throw NotFoundError.record('product', item.productUid, `${path}.${i}.productUid`);
    return {
      purchaseOrderItemUid: item.purchaseOrderItemUid ?? randomUUID(),
      productUid: item.productUid,
      sku: product.sku,
      quantityOrdered: item.quantityOrdered,
      quantityReceived: 0,
    };
  });
};

const respond = (po: PurchaseOrderRecord): Versioned<PurchaseOrderValue> => ({
  body: toPurchaseOrderResponse(po),
  version: po.version,
});

export const createPurchaseOrder = async (auth: AuthContext, input: CreatePurchaseOrderInput) => {
  const tenantUid = auth.tenantUid;
  assertMayWrite(auth, input);
  const [items] = await Promise.all([
    toItems(tenantUid, input.items, 'body.items'),
    loadWarehouse(tenantUid, input.warehouseUid, 'body.warehouseUid'),
    input.sourceWarehouseUid && loadWarehouse(tenantUid, input.sourceWarehouseUid, 'body.sourceWarehouseUid'),
    input.supplierUid && assertSupplierExists(tenantUid, input.supplierUid),
  ]);
  const now = nowIso();
  const purchaseOrderUid = input.purchaseOrderUid ?? randomUUID();
  const record: PurchaseOrderRecord = {
    tenantUid,
    purchaseOrderUid,
    type: input.type,
    purchaseOrderNumber: input.purchaseOrderNumber ?? purchaseOrderUid,
    state: 'DRAFT',
    warehouseUid: input.warehouseUid,
    ...(input.sourceWarehouseUid ? { sourceWarehouseUid: input.sourceWarehouseUid } : {}),
    ...(input.supplierUid ? { supplierUid: input.supplierUid, supplierCounted: true } : {}),
    supplierOrderReference: input.supplierOrderReference,
    externalId: input.externalId,
    note: input.note,
    ...(input.expectedDeliveryDate ? { expectedDeliveryDate: input.expectedDeliveryDate } : {}),
    allowOverReceipt: input.allowOverReceipt,
    items,
    createdBy: userUidOf(auth),
    createdAt: now,
    lastModifiedAt: now,
    version: 1,
  };
  await commit([createPurchaseOrderOp(record), ...supplierOrderOps(tenantUid, undefined, input.supplierUid)]);
  return respond(record);
};

export const readPurchaseOrder = async (tenantUid: string, purchaseOrderUid: string) =>
  respond(await loadPurchaseOrder(tenantUid, purchaseOrderUid));

/** The tenant's orders, newest first, filtered (key paging: shared/http/key-paging.ts), or their changes since. */
export const listPurchaseOrders = async (tenantUid: string, query: PurchaseOrderListInput) => {
  const { state, type, warehouseUid, supplierUid } = query;
  const filter = { state, type, warehouseUid, supplierUid };
  // With updatedSince or a changes cursor: the orders changed since (shared/db/changes-index.ts).
  const changes =
    query.updatedSince !== undefined || isChangesCursor(query.cursor) ? changesRequest(query) : undefined;
  const page = changes
    ? await purchaseOrderChangesPage(tenantUid, filter, changes)
    : await keyPaged(query, {
        page: (after, limit) => purchaseOrderPage(tenantUid, filter, after, limit),
        count: () => countPurchaseOrders(tenantUid, filter),
      });
  return { ...page, items: page.items.map(toPurchaseOrderResponse) };
};

const ITEM_FIELDS = ['items', 'warehouseUid', 'sourceWarehouseUid', 'supplierUid'] as const;

/**
 * Partial update with If-Match. In DRAFT everything but the type may change; in SENT and
 * PARTLY_RECEIVED the header only (what was ordered is what `incoming` counts); RECEIVED and
 * CANCELLED are final (409). An update that changes nothing is not written.
 */
export const updatePurchaseOrder = async (
  auth: AuthContext,
  purchaseOrderUid: string,
  input: UpdatePurchaseOrderInput,
  expectedVersion?: number,
) => {
  const tenantUid = auth.tenantUid;
  const current = await loadPurchaseOrder(tenantUid, purchaseOrderUid);
  assertMayWrite(auth, current);
  assertVersion(expectedVersion, current, `purchase order '${purchaseOrderUid}'`);
  const touchesItems = ITEM_FIELDS.some((f) => input[f] !== undefined);
  assertAllows(
    current,
    touchesItems ? 'EDIT_ITEMS' : 'EDIT_HEADER',
    touchesItems
      ? 'changed beyond its header (items, warehouses and supplier are fixed once sent)'
      : 'changed',
  );
  const internal = current.type === 'INTERNAL_PURCHASE_ORDER';
  const warehouseUid = input.warehouseUid ?? current.warehouseUid;
  const sourceWarehouseUid = input.sourceWarehouseUid ?? current.sourceWarehouseUid;
  const refused = (path: string, message: string) =>
    new ValidationError(`${path} ${message}`, [{ path, message }]);
  if (internal && input.supplierUid !== undefined)
    throw refused('body.supplierUid', 'is for a PURCHASE_ORDER only');
  if (!internal && input.sourceWarehouseUid !== undefined)
    throw refused('body.sourceWarehouseUid', 'is for an INTERNAL_PURCHASE_ORDER only');
  if (internal && sourceWarehouseUid === warehouseUid)
    throw refused('body.warehouseUid', 'must differ from sourceWarehouseUid');
  if (internal && input.items && input.items.length > MAX_INTERNAL_ITEMS)
    throw refused('body.items', `an INTERNAL_PURCHASE_ORDER has at most ${MAX_INTERNAL_ITEMS} items`);
  const newSupplier = input.supplierUid !== current.supplierUid ? input.supplierUid : undefined;
  const [items] = await Promise.all([
    input.items ? toItems(tenantUid, input.items, 'body.items') : current.items,
    input.warehouseUid && loadWarehouse(tenantUid, input.warehouseUid, 'body.warehouseUid'),
    input.sourceWarehouseUid && loadWarehouse(tenantUid, input.sourceWarehouseUid, 'body.sourceWarehouseUid'),
    newSupplier && assertSupplierExists(tenantUid, newSupplier),
  ]);
  const { expectedDeliveryDate, ...rest } = input;
  const next: PurchaseOrderRecord = {
    ...current,
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    warehouseUid,
    ...(sourceWarehouseUid ? { sourceWarehouseUid } : {}),
    ...(newSupplier ? { supplierCounted: true } : {}),
    items,
  };
  if (expectedDeliveryDate !== undefined) {
    if (expectedDeliveryDate === null) delete next.expectedDeliveryDate;
    else next.expectedDeliveryDate = expectedDeliveryDate;
  }
  if (JSON.stringify(toPurchaseOrderResponse(next)) === JSON.stringify(toPurchaseOrderResponse(current)))
    return respond(current);
  const written = { ...next, lastModifiedAt: nowIso(), version: current.version + 1 };
  await commit([
    replacePurchaseOrderOp(written, current.version),
    ...supplierOrderOps(tenantUid, current, written.supplierUid),
  ]);
  return respond(written);
};

/** Deletes a DRAFT (409 otherwise: a sent order is cancelled, and its record stays). */
export const deletePurchaseOrder = async (auth: AuthContext, purchaseOrderUid: string) => {
  const po = await loadPurchaseOrder(auth.tenantUid, purchaseOrderUid);
  assertMayWrite(auth, po);
  assertAllows(po, 'DELETE', 'deleted (cancel it instead)');
  await commit([deletePurchaseOrderOp(po), ...supplierOrderOps(auth.tenantUid, po, undefined)]);
};

/** What another area needs of a purchase-order line it refers to (a reservation against it). */
export type PurchaseOrderLineFacts = {
  state: PurchaseOrderRecord['state'];
  purchaseOrderNumber: string;
  expectedDeliveryDate: string;
  externalId: string;
  productUid: string;
  quantityOrdered: number;
};

/** A line of a purchase order with its order's facts; undefined members for a missing order or line. */
export const purchaseOrderLine = async (
  tenantUid: string,
  purchaseOrderUid: string,
  purchaseOrderItemUid: string,
): Promise<{ order: boolean; line: PurchaseOrderLineFacts | undefined }> => {
  const po = await getPurchaseOrder(tenantUid, purchaseOrderUid);
  const item = po?.items.find((i) => i.purchaseOrderItemUid === purchaseOrderItemUid);
  if (!po || !item) return { order: Boolean(po), line: undefined };
  return {
    order: true,
    line: {
      state: po.state,
      purchaseOrderNumber: po.purchaseOrderNumber,
      expectedDeliveryDate: po.expectedDeliveryDate ?? '',
      externalId: po.externalId,
      productUid: item.productUid,
      quantityOrdered: item.quantityOrdered,
    },
  };
};
