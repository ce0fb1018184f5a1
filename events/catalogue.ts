import type * as z from 'zod/mini';
import { ACTIONS, type WebhookAction } from '#events/actions.ts';
import type { Envelope } from '#events/envelope.ts';
import {
  CustomerCreateEvent,
  CustomerDeleteEvent,
  CustomerUpdateEvent,
} from '#events/schemas/customer.schema.ts';
import { OrderSettledEvent } from '#events/schemas/order.ts';
import { OrderDeliveredEvent, OrderLineDeliveredEvent } from '#events/schemas/order-delivery.ts';
import { OrderHandlingStateChangedEvent } from '#events/schemas/order-handling.schema.ts';
import { OrderLineReservationChangeEvent } from '#events/schemas/order-line-reservation.schema.ts';
import { OrderReceiptSettledEvent } from '#events/schemas/order-receipt-settled.schema.ts';
import { OrderStateChangeEvent } from '#events/schemas/order-state-change.schema.ts';
import { PriceCreateEvent, PriceDeleteEvent, PriceUpdateEvent } from '#events/schemas/price.schema.ts';
import {
  ProductCreateEvent,
  ProductDeleteEvent,
  ProductMediaChangeEvent,
  ProductUpdateEvent,
} from '#events/schemas/product.ts';
import { PurchaseReceivedEvent } from '#events/schemas/purchase.schema.ts';
import { StockChangeEvent } from '#events/schemas/stock.ts';
import { TillClosedEvent, TillOpenEvent } from '#events/schemas/till.ts';

/**
 * Payload schemas by action: the envelope (events/envelope.ts) extended with the entity members
 * of spec 6.2. Every action this codebase emits has a schema here and an example in
 * events/examples/<ACTION>.json; a test validates every example against its schema.
 *
 * `satisfies` (not a type annotation) keeps each schema's own type for `EventData`; the mapped
 * type makes the compiler refuse a key that is not an action and a schema whose `action`
 * literal is not its key.
 */
export const EVENT_SCHEMAS = {
  PRODUCT_CREATE: ProductCreateEvent,
  PRODUCT_UPDATE: ProductUpdateEvent,
  PRODUCT_DELETE: ProductDeleteEvent,
  PRODUCT_MEDIA_CHANGE: ProductMediaChangeEvent,
  CUSTOMER_CREATE: CustomerCreateEvent,
  CUSTOMER_UPDATE: CustomerUpdateEvent,
  CUSTOMER_DELETE: CustomerDeleteEvent,
  ORDER_SETTLED: OrderSettledEvent,
  ORDER_STATE_CHANGE: OrderStateChangeEvent,
  ORDER_RECEIPT_SETTLED: OrderReceiptSettledEvent,
  ORDER_LINE_DELIVERED: OrderLineDeliveredEvent,
  ORDER_DELIVERED: OrderDeliveredEvent,
  STOCK_CHANGE: StockChangeEvent,
  PRICE_CREATE: PriceCreateEvent,
  PRICE_UPDATE: PriceUpdateEvent,
  PRICE_DELETE: PriceDeleteEvent,
  PURCHASE_RECEIVED: PurchaseReceivedEvent,
  TILL_OPEN: TillOpenEvent,
  TILL_CLOSED: TillClosedEvent,
  ORDER_HANDLING_STATE_CHANGED: OrderHandlingStateChangedEvent,
  ORDER_LINE_RESERVATION_CHANGE: OrderLineReservationChangeEvent,
} as const satisfies { [A in WebhookAction]?: z.ZodMiniType<Envelope & { action: A }> };

/** An action with a payload schema: the only actions a producer can emit. */
export type ActionWithSchema = keyof typeof EVENT_SCHEMAS;

/**
 * Actions of areas not built yet (tills, purchases, deliveries, ...). They can be subscribed to
 * (spec 6.3) but nothing emits them, and their entity members are not designed yet, so they have
 * no schema and `EventData` of these is `never`. Giving one a schema in EVENT_SCHEMAS takes it
 * off this list.
 */
export const ACTIONS_WITHOUT_SCHEMA = ACTIONS.filter(
  (a): a is Exclude<WebhookAction, ActionWithSchema> => !Object.hasOwn(EVENT_SCHEMAS, a),
);

/** The members every payload has, which the pipeline adds at delivery (events/payload.ts). */
type EnvelopeMember = keyof Envelope;

/**
 * The entity members a producer supplies for `A`: the payload its schema describes, less the
 * envelope. `z.input`, not `z.output`: nothing parses a draft, the stored `data` is delivered
 * as it is, and the schema is what a receiver validates that JSON with, so the draft must be
 * something the schema *accepts*. (Were a schema to gain a default or a transform, `z.output`
 * would claim a member the JSON does not carry.) `never` for an action without a schema.
 */
export type EventData<A extends WebhookAction> = A extends ActionWithSchema
  ? Omit<z.input<(typeof EVENT_SCHEMAS)[A]>, EnvelopeMember>
  : never;

/**
 * What each action reports, one line (the OpenAPI `webhooks` summaries). A mapped type, so a new
 * action does not compile without one.
 */
export const EVENT_SUMMARIES: { readonly [A in WebhookAction]: string } = {
  PRODUCT_CREATE: 'A product was created',
  PRODUCT_UPDATE: 'A product was changed',
  PRODUCT_DELETE: 'A product was deleted',
  CUSTOMER_CREATE: 'A customer was created',
  CUSTOMER_UPDATE: 'A customer, or a contact linked to it, was changed',
  CUSTOMER_DELETE: 'A customer was deleted',
  ORDER_SETTLED: 'An order became SETTLED: every line is on a COMPLETE receipt',
  ORDER_STATE_CHANGE: 'The state of an order changed',
  ORDER_RECEIPT_SETTLED: 'A receipt of an order became COMPLETE',
  ORDER_DELIVERED: 'An order was delivered',
  ORDER_LINE_DELIVERED: 'An order line was delivered',
  ORDER_HANDLING_STATE_CHANGED: 'The handling state of an order changed',
  TILL_CLOSED: 'A till was closed',
  TILL_OPEN: 'A till was opened',
  PRICE_CREATE: 'A price was created',
  PRICE_UPDATE: 'A price was changed',
  PRICE_DELETE: 'A price was deleted',
  STOCK_CHANGE: 'The stock quantity of a product in a warehouse changed',
  PRODUCT_MEDIA_CHANGE: 'The media of a product changed',
  PURCHASE_RECEIVED: 'A purchase was received',
  ORDER_LINE_RESERVATION_CHANGE: 'The stock reservation of an order line changed',
};
