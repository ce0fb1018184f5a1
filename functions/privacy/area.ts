import { EVENT_KEY } from '#events/outbox.ts';
import { indexKeyTemplates, leadingKeys } from '#shared/db/key-patterns.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { CustomerLedgerEntity } from '../accounting/customer-ledger.entity.ts';
import { defineArea } from '../area-def.ts';
import { ContactEntity } from '../customers/contact.entity.ts';
import { ContactLinkEntity } from '../customers/contact-link.entity.ts';
import { CustomerEntity } from '../customers/customer.entity.ts';
import type { FunctionDef } from '../function-def.ts';
import { LOYALTY_KEYS } from '../loyalty/loyalty.repository.ts';
import { NotificationEntity } from '../notifications/notification.entity.ts';
import { DeliveryEntity as SalesDeliveryEntity } from '../sales/deliveries/delivery.entity.ts';
import { OrderHandlingEntity } from '../sales/handling/order-handling.entity.ts';
import { OrderEntity } from '../sales/orders/order.entity.ts';
import { ReceiptEntity } from '../sales/receipts/receipt.entity.ts';
import { ServiceOrderEntity } from '../service-orders/service-order.entity.ts';
import { SERVICE_ORDER_NUMBER_KEY } from '../service-orders/service-order.repository.ts';
import { ShipmentEntity } from '../shipping/shipment.entity.ts';
import { StoreEntity } from '../stores/store.entity.ts';
import { EVENT_LOG_KEYS } from '../webhooks/event-log.repository.ts';
import { ErasureEntity } from './erasure.entity.ts';
import { routes as privacyExportRoutes } from './export/routes.ts';
import { routes as privacyRoutes } from './routes.ts';

/**
 * The privacy area: its functions with their routes and grants, the keys it owns.
 */
const privacyFunction = {
  kind: 'http',
  name: 'privacy',
  entry: 'functions/privacy/handler.ts',
  routes: privacyRoutes,
  // GDPR export and erase: the customer with its order references (T#t#CUSTOMER#c), contacts and
  // links, orders, receipts with their search items, the orders' shipping labels
  // (T#t#SHIPMENT#o), notifications, the store list and ledger numbers (store partitions), the
  // customer's service orders with their customer index (T#t#SERVICE_ORDER#so, gsi1
  // T#t#SERVICE_ORDERS#CUSTOMER#c), the erase's audit entry (T#t#PRIVACY#c), outbox events,
  // idempotency records and read-your-writes markers. Notifications are found in the read model.
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(
      CustomerEntity,
      ContactEntity,
      ContactLinkEntity,
      CustomerLedgerEntity,
      OrderEntity,
      SalesDeliveryEntity,
      OrderHandlingEntity,
      ServiceOrderEntity,
      SERVICE_ORDER_NUMBER_KEY,
      ReceiptEntity,
      NotificationEntity,
      ShipmentEntity,
      StoreEntity,
      ErasureEntity,
      EVENT_KEY,
      // The events API's log: an erase deletes the customer's events (gsi2 by record).
      Object.values(EVENT_LOG_KEYS),
      IDEMPOTENCY_KEY,
      pendingKey(),
    ),
    search: 'reader',
  },
  // libphonenumber-js's metadata, read when a phone number is first checked.
  files: [PHONE_METADATA],
} as const satisfies FunctionDef;

const privacyExportFunction = {
  kind: 'http',
  name: 'privacy-export',
  entry: 'functions/privacy/export/handler.ts',
  routes: privacyExportRoutes,
  // The streamed GDPR export (a Lambda streams all its responses or none), read-only: the
  // customer with its order references and ledger-number index (T#t#CUSTOMER#c), loyalty account
  // (T#t#LOYALTY#CUSTOMER#c), contacts and links, orders with their deliveries and pre-payments,
  // receipts, shipping labels (T#t#SHIPMENT#o), service orders by their customer index (gsi1
  // T#t#SERVICE_ORDERS#CUSTOMER#c), notifications (found in the read model, read from the
  // table), the store list and ledger numbers, the erase's audit entry, and the notifications'
  // read-your-writes markers.
  grants: {
    table: 'read',
    tableLeadingKeys: leadingKeys(
      CustomerEntity,
      ContactEntity,
      ContactLinkEntity,
      CustomerLedgerEntity,
      LOYALTY_KEYS.account,
      OrderEntity,
      SalesDeliveryEntity,
      OrderHandlingEntity,
      indexKeyTemplates(ServiceOrderEntity, 'byCustomer'),
      ReceiptEntity,
      ShipmentEntity,
      NotificationEntity,
      StoreEntity,
      ErasureEntity,
      pendingKey('notifications'),
    ),
    search: 'reader',
  },
  // Streamed: up to API Gateway's 15 minutes of a stream; a history is read at a few MB a second.
  timeoutSeconds: 300,
  memoryMb: 512,
  // libphonenumber-js's metadata, read when a phone number is first checked.
  files: [PHONE_METADATA],
} as const satisfies FunctionDef;

export const area = defineArea({
  name: 'privacy',
  functions: [privacyFunction, privacyExportFunction],
  keys: leadingKeys(ErasureEntity),
});
