import { leadingKeys } from '#shared/db/key-patterns.ts';
import { defineArea } from '../area-def.ts';
import type { FunctionDef } from '../function-def.ts';
import { DeliveryEntity as SalesDeliveryEntity } from './deliveries/delivery.entity.ts';
import { OrderHandlingEntity } from './handling/order-handling.entity.ts';
import { OrderEntity } from './orders/order.entity.ts';
import { ReceiptEntity } from './receipts/receipt.entity.ts';
import { routes as salesRoutes } from './routes.ts';

/**
 * The sales area: its functions with their routes and grants, the keys it owns, the stream records it publishes, the webhook actions it emits.
 */
const salesFunction = {
  kind: 'http',
  name: 'sales',
  entry: 'functions/sales/handler.ts',
  routes: salesRoutes,
  // Orders, counters, receipts and settlements with their search items and outbox events;
  // reads customers, and products, stores and pricelists for order lines from the catalogue.
  // The receipt search reads the read model, then the page's receipts by key. Reservations
  // write the inventory's levels, movement logs and line stock records in their transaction.
  // Signing receipts opens the tenant's sealed signing key with the secrets key (functions/fiscal).
  grants: { table: 'readWrite', search: 'reader', secrets: 'both' },
  // The receipt PDF and its pdf-lib, loaded when a receipt is drawn as a PDF, not at every cold start.
  chunks: ['functions/sales/receipts/receipt-pdf.ts'],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'sales',
  functions: [salesFunction],
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
