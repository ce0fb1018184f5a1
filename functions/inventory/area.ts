import { EVENT_KEY } from '#events/outbox.ts';
import { indexKeyTemplates, leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { PurchaseOrderEntity } from './purchase-order.entity.ts';
import { ReceivementEntity } from './receivement.entity.ts';
import { RESERVATION_KEYS } from './reservation.repository.ts';
import { routes as inventoryRoutes } from './routes.ts';
import { STOCK_KEYS } from './stock.repository.ts';
import { PRODUCT_INCOMING_KEY } from './stock-incoming.repository.ts';
import { SupplierEntity } from './supplier.entity.ts';
import { WarehouseEntity } from './warehouse.entity.ts';

/**
 * The inventory area: its functions with their routes and grants, the keys it owns, the webhook actions it emits.
 */
const inventoryFunction = {
  kind: 'http',
  name: 'inventory',
  entry: 'functions/inventory/handler.ts',
  routes: inventoryRoutes,
  // Warehouses and their stock levels (T#t#WAREHOUSE#w, gsi1 T#t#WAREHOUSES), a product's levels
  // (gsi1 T#t#PRODUCTSTOCK#p), movement logs (T#t#STOCKLOG#w#p), the catalogue's products
  // (existence and sku, one BatchGet), outbox events and idempotency records. Purchase orders
  // and their receivements (T#t#PURCHASEORDER#po, gsi1 T#t#PURCHASEORDERS), a product's
  // incoming in every warehouse (gsi1 T#t#PRODUCTINCOMING#p). Suppliers and their purchase-order
  // counts (T#t#SUPPLIER#s, gsi1 T#t#SUPPLIERS). The changes of a warehouse's levels and of the
  // purchase orders (gsi2 T#t#STOCKCHANGES#w, T#t#PURCHASEORDERCHANGES).
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      WarehouseEntity,
      Object.values(STOCK_KEYS),
      PurchaseOrderEntity,
      ReceivementEntity,
      PRODUCT_INCOMING_KEY,
      SupplierEntity,
      referenceKeys('product'),
      EVENT_KEY,
      IDEMPOTENCY_KEY,
    ),
  },
} as const satisfies FunctionDef;

const saleMovementsFunction = {
  kind: 'stream',
  name: 'sale-movements',
  entry: 'functions/inventory/workers/sale-movements/handler.ts',
  batchSize: 20,
  entities: ['receipt', 'delivery'],
  recordTypes: [],
  changes: 'all',
  retryUntilExpired: true,
  // The reserved goods of a delivery that became DELIVERED, and the rest of the lines of a receipt
  // that became COMPLETE, leave their warehouse (docs/decisions/deliveries.md): levels and
  // warehouses (T#t#WAREHOUSE#w), movement logs, the lines' stock records (T#t#STOCKHOLD#o),
  // legacy sale records, the store's default warehouse (one field of the store), outbox events.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      indexKeyTemplates(WarehouseEntity, 'primary'),
      STOCK_KEYS.stockLog,
      Object.values(RESERVATION_KEYS),
      referenceKeys('store'),
      EVENT_KEY,
    ),
  },
  timeoutSeconds: 60,
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'inventory',
  functions: [inventoryFunction, saleMovementsFunction],
  keys: leadingKeys(
    WarehouseEntity,
    Object.values(STOCK_KEYS),
    Object.values(RESERVATION_KEYS),
    PurchaseOrderEntity,
    ReceivementEntity,
    PRODUCT_INCOMING_KEY,
    SupplierEntity,
  ),
  events: ['STOCK_CHANGE', 'PURCHASE_RECEIVED'],
});
