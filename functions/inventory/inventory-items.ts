import type { PlainEntity } from '#shared/db/plain-entity.ts';
import type { PurchaseOrderRecord } from './purchase-order.schema.ts';
import type { ReceivementRecord } from './receivement.schema.ts';
import type { SupplierRecord } from './supplier.schema.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/**
 * The inventory entities' items as plain DocumentClient calls read and write them
 * (shared/db/plain-entity.ts): the inventory function, and the sales function through purchase
 * orders, bundle no ElectroDB (docs/decisions/bundles.md). The entities (`*.entity.ts`) stay the
 * definition; test/unit/inventory/*-items.test.ts compare every call with the entity's.
 */

/** SupplierEntity's item: `T#<t>#SUPPLIER#<s>` / `SUPPLIER`, gsi1 the tenant's suppliers. */
export const SUPPLIER_ITEM: PlainEntity<SupplierRecord, 'tenantUid' | 'supplierUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'supplier', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    supplierUid: 'required',
    name: 'required',
    supplierCode: 'required',
    organizationNumber: 'required',
    contactName: 'required',
    email: 'required',
    phone: 'required',
    address: 'required',
    metadata: 'optional',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, supplierUid }) => ({ pk: `T#${tenantUid}#SUPPLIER#${supplierUid}`, sk: 'SUPPLIER' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#SUPPLIERS`,
    skPrefix: 'SUPPLIER#',
    skAttribute: 'supplierUid',
  },
};

/** WarehouseEntity's item: `T#<t>#WAREHOUSE#<w>` / `WAREHOUSE`, gsi1 by store. */
export const WAREHOUSE_ITEM: PlainEntity<WarehouseRecord, 'tenantUid' | 'warehouseUid', 'tenantUid'> = {
  identifiers: { __edb_e__: 'warehouse', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    warehouseUid: 'required',
    storeUid: 'required',
    name: 'required',
    allowNegativeStock: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, warehouseUid }) => ({ pk: `T#${tenantUid}#WAREHOUSE#${warehouseUid}`, sk: 'WAREHOUSE' }),
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#WAREHOUSES`,
    skPrefix: 'STORE#',
    skAttribute: ['storeUid', 'warehouseUid'],
  },
};

/** ReceivementEntity's item: in its purchase order's partition, under `RECEIVEMENT#`. */
export const RECEIVEMENT_ITEM: PlainEntity<
  ReceivementRecord,
  'tenantUid' | 'purchaseOrderUid' | 'receivementUid'
> = {
  identifiers: { __edb_e__: 'receivement', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    purchaseOrderUid: 'required',
    receivementUid: 'required',
    warehouseUid: 'required',
    supplierOrderReference: 'required',
    note: 'required',
    items: 'required',
    receivedAt: 'required',
    userUid: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, purchaseOrderUid, receivementUid }) => ({
    pk: `T#${tenantUid}#PURCHASEORDER#${purchaseOrderUid}`,
    sk: `RECEIVEMENT#${receivementUid}`,
  }),
};

/**
 * PurchaseOrderEntity's item: `T#<t>#PURCHASEORDER#<po>` / `PURCHASEORDER`, gsi1 the tenant's
 * orders by creation, gsi2 its changes (shared/db/changes-index.ts) by lastModifiedAt.
 */
export const PURCHASE_ORDER_ITEM: PlainEntity<
  PurchaseOrderRecord,
  'tenantUid' | 'purchaseOrderUid',
  'tenantUid'
> & { keyAttributes: readonly ('tenantUid' | 'purchaseOrderUid')[] } = {
  identifiers: { __edb_e__: 'purchaseOrder', __edb_v__: '1' },
  attributes: {
    tenantUid: 'required',
    purchaseOrderUid: 'required',
    type: 'required',
    purchaseOrderNumber: 'required',
    state: 'required',
    warehouseUid: 'required',
    sourceWarehouseUid: 'optional',
    supplierUid: 'optional',
    supplierCounted: 'optional',
    supplierOrderReference: 'required',
    externalId: 'required',
    note: 'required',
    expectedDeliveryDate: 'optional',
    allowOverReceipt: 'required',
    items: 'required',
    sentAt: 'optional',
    receivedAt: 'optional',
    cancelledAt: 'optional',
    createdBy: 'required',
    createdAt: 'required',
    lastModifiedAt: 'required',
    version: 'required',
  },
  key: ({ tenantUid, purchaseOrderUid }) => ({
    pk: `T#${tenantUid}#PURCHASEORDER#${purchaseOrderUid}`,
    sk: 'PURCHASEORDER',
  }),
  keyAttributes: ['tenantUid', 'purchaseOrderUid'],
  gsi1: {
    pk: ({ tenantUid }) => `T#${tenantUid}#PURCHASEORDERS`,
    skPrefix: '',
    skAttribute: ['createdAt', 'purchaseOrderUid'],
  },
  indexes: ({ tenantUid, lastModifiedAt, purchaseOrderUid }) => ({
    gsi2pk: `T#${tenantUid}#PURCHASEORDERCHANGES`,
    gsi2sk: `${lastModifiedAt}#${purchaseOrderUid}`,
  }),
};
