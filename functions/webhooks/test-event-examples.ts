import type { WebhookAction } from '#events/actions.ts';
import type { ActionWithSchema } from '#events/catalogue.ts';
import CUSTOMER_CREATE from '#events/examples/CUSTOMER_CREATE.json' with { type: 'json' };
import CUSTOMER_DELETE from '#events/examples/CUSTOMER_DELETE.json' with { type: 'json' };
import CUSTOMER_UPDATE from '#events/examples/CUSTOMER_UPDATE.json' with { type: 'json' };
import ORDER_DELIVERED from '#events/examples/ORDER_DELIVERED.json' with { type: 'json' };
import ORDER_HANDLING_STATE_CHANGED from '#events/examples/ORDER_HANDLING_STATE_CHANGED.json' with {
  type: 'json',
};
import ORDER_LINE_DELIVERED from '#events/examples/ORDER_LINE_DELIVERED.json' with { type: 'json' };
import ORDER_LINE_RESERVATION_CHANGE from '#events/examples/ORDER_LINE_RESERVATION_CHANGE.json' with {
  type: 'json',
};
import ORDER_RECEIPT_SETTLED from '#events/examples/ORDER_RECEIPT_SETTLED.json' with { type: 'json' };
import ORDER_SETTLED from '#events/examples/ORDER_SETTLED.json' with { type: 'json' };
import ORDER_STATE_CHANGE from '#events/examples/ORDER_STATE_CHANGE.json' with { type: 'json' };
import PRICE_CREATE from '#events/examples/PRICE_CREATE.json' with { type: 'json' };
import PRICE_DELETE from '#events/examples/PRICE_DELETE.json' with { type: 'json' };
import PRICE_UPDATE from '#events/examples/PRICE_UPDATE.json' with { type: 'json' };
import PRODUCT_CREATE from '#events/examples/PRODUCT_CREATE.json' with { type: 'json' };
import PRODUCT_DELETE from '#events/examples/PRODUCT_DELETE.json' with { type: 'json' };
import PRODUCT_MEDIA_CHANGE from '#events/examples/PRODUCT_MEDIA_CHANGE.json' with { type: 'json' };
import PRODUCT_UPDATE from '#events/examples/PRODUCT_UPDATE.json' with { type: 'json' };
import PURCHASE_RECEIVED from '#events/examples/PURCHASE_RECEIVED.json' with { type: 'json' };
import STOCK_CHANGE from '#events/examples/STOCK_CHANGE.json' with { type: 'json' };
import TILL_CLOSED from '#events/examples/TILL_CLOSED.json' with { type: 'json' };
import TILL_OPEN from '#events/examples/TILL_OPEN.json' with { type: 'json' };

/**
 * The catalogued example payloads (events/examples/<ACTION>.json), imported so that the webhooks
 * function's bundle carries them (events/example-payloads.ts reads them from disk, which a Lambda
 * cannot). The type asks for one of every action with a schema; a test fails when an example
 * file is added and not listed here.
 */
export const EXAMPLE_PAYLOADS: Record<ActionWithSchema, Record<string, unknown>> &
  Partial<Record<WebhookAction, Record<string, unknown>>> = {
  CUSTOMER_CREATE,
  CUSTOMER_DELETE,
  CUSTOMER_UPDATE,
  ORDER_DELIVERED,
  ORDER_LINE_DELIVERED,
  ORDER_RECEIPT_SETTLED,
  ORDER_SETTLED,
  ORDER_STATE_CHANGE,
  PRODUCT_CREATE,
  STOCK_CHANGE,
  PRICE_CREATE,
  PRICE_DELETE,
  PRICE_UPDATE,
  PRODUCT_DELETE,
  PRODUCT_MEDIA_CHANGE,
  PRODUCT_UPDATE,
  PURCHASE_RECEIVED,
  TILL_OPEN,
  TILL_CLOSED,
  ORDER_HANDLING_STATE_CHANGED,
  ORDER_LINE_RESERVATION_CHANGE,
};
