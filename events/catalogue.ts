import type * as z from 'zod';
import type { WebhookAction } from '#events/actions.ts';
import {
  CustomerCreateEvent,
  CustomerDeleteEvent,
  CustomerUpdateEvent,
} from '#events/schemas/customer.schema.ts';
import { OrderSettledEvent } from '#events/schemas/order.ts';
import { OrderReceiptSettledEvent } from '#events/schemas/order-receipt-settled.schema.ts';
import { OrderStateChangeEvent } from '#events/schemas/order-state-change.schema.ts';
import { ProductCreateEvent } from '#events/schemas/product.ts';
import { StockChangeEvent } from '#events/schemas/stock.ts';

/**
 * Payload schemas by action: the envelope (events/envelope.ts) extended with the entity members
 * of spec 6.2. Every action this codebase emits has a schema here and an example in
 * events/examples/<ACTION>.json; a test validates every example against its schema.
 */
export const EVENT_SCHEMAS: Partial<Record<WebhookAction, z.ZodType>> = {
  PRODUCT_CREATE: ProductCreateEvent,
  CUSTOMER_CREATE: CustomerCreateEvent,
  CUSTOMER_UPDATE: CustomerUpdateEvent,
  CUSTOMER_DELETE: CustomerDeleteEvent,
  ORDER_SETTLED: OrderSettledEvent,
  ORDER_STATE_CHANGE: OrderStateChangeEvent,
  ORDER_RECEIPT_SETTLED: OrderReceiptSettledEvent,
  STOCK_CHANGE: StockChangeEvent,
};
