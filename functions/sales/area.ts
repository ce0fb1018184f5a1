import { leadingKeys } from '#shared/db/key-patterns.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { DeliveryEntity as SalesDeliveryEntity } from './deliveries/delivery.entity.ts';
import { routes as fulfilmentRoutes } from './fulfilment/routes.ts';
import { OrderHandlingEntity } from './handling/order-handling.entity.ts';
import { OrderEntity } from './orders/order.entity.ts';
import { ReceiptEntity } from './receipts/receipt.entity.ts';
import { routes as receiptRoutes } from './receipts/routes.ts';
import { routes as salesRoutes } from './routes.ts';

/**
 * The sales area: its functions with their routes and grants, the keys it owns, the stream records
 * it publishes, the webhook actions it emits. One folder, three functions: each cold start loads
 * only its own routes' code (docs/decisions/bundles.md, "Sales in three functions").
 */
const salesFunction = {
  kind: 'http',
  name: 'sales',
  entry: 'functions/sales/handler.ts',
  routes: salesRoutes,
  // Orders, counters, their handling and prepayments with their search items and outbox events;
  // reads customers, and products, stores and pricelists for order lines from the catalogue. The
  // order search reads the read model.
  grants: { table: 'readWrite', search: 'reader' },
} as const satisfies FunctionDef;

const receiptsFunction = {
  kind: 'http',
  name: 'receipts',
  entry: 'functions/sales/receipts/handler.ts',
  routes: receiptRoutes,
  // Receipts and settlements with their search items, the order they update in the same
  // transaction, and the loyalty members and till sessions a receipt change touches. The receipt
  // search reads the read model, then the page's receipts by key. Signing receipts opens (or on
  // a tenant's first receipt seals) the tenant's signing key with the secrets key (functions/fiscal).
  grants: { table: 'readWrite', search: 'reader', secrets: 'both' },
  // The receipt PDF and its pdf-lib, loaded when a receipt is drawn as a PDF, not at every cold start.
  chunks: ['functions/sales/receipts/receipt-pdf.ts'],
} as const satisfies FunctionDef;

const fulfilmentFunction = {
  kind: 'http',
  name: 'fulfilment',
  entry: 'functions/sales/fulfilment/handler.ts',
  routes: fulfilmentRoutes,
  // Deliveries and reservations of an order's lines: reservations write the inventory's levels,
  // movement logs and line stock records in their transaction. The delivery search reads the
  // read model.
  grants: { table: 'readWrite', search: 'reader' },
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'sales',
  functions: [salesFunction, receiptsFunction, fulfilmentFunction],
  keys: leadingKeys(OrderEntity, ReceiptEntity, SalesDeliveryEntity, OrderHandlingEntity),
  // Inventory's sale-movements worker reads completed receipts and delivered deliveries.
  streams: [
    { entity: 'receipt', decoder: 'functions/sales/receipt-stream.ts' },
    { entity: 'delivery', decoder: 'functions/sales/delivery-stream.ts' },
  ],
  events: [
    'ORDER_SETTLED',
    'ORDER_STATE_CHANGE',
    'ORDER_RECEIPT_SETTLED',
    'ORDER_DELIVERED',
    'ORDER_LINE_DELIVERED',
    'ORDER_HANDLING_STATE_CHANGED',
    'ORDER_LINE_RESERVATION_CHANGE',
  ],
});
