/**
 * Every Lambda function of the service and what it needs, declared once. The CDK API stack, the
 * local stack, the OpenAPI generator, the bench and the permission tests all read this list.
 * Importing it loads only route tables and schemas, never handlers.
 */

import { EVENT_KEY } from '#events/outbox.ts';
import { DEVICE_TOKEN_KEY } from '#shared/auth/device-token.repository.ts';
import { INTEGRATION_TOKEN_KEY } from '#shared/auth/integration-token.repository.ts';
import { indexKeyTemplates, leadingKeys } from '#shared/db/key-patterns.ts';
import { referenceKeys } from '#shared/db/references.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import type { RouteDef } from '#shared/http/route.ts';
import { PHONE_METADATA } from '#shared/phone-metadata.ts';
import { pendingKey } from '#shared/search/pending.ts';
import { AccountingConfigEntity } from './accounting/accounting-config.entity.ts';
import { AccountingConfigUidEntity } from './accounting/accounting-config-uid.entity.ts';
import { CustomerLedgerEntity } from './accounting/customer-ledger.entity.ts';
import { routes as accountingRoutes } from './accounting/routes.ts';
import { routes as callbacksRoutes } from './callbacks/routes.ts';
import { ProductEntity, ProductGtinEntity } from './catalogue/product.entity.ts';
import { ProductGroupEntity } from './catalogue/product-group.entity.ts';
import { ProductMediaEntity } from './catalogue/product-media.entity.ts';
import { routes as catalogueRoutes } from './catalogue/routes.ts';
import { ContactEntity } from './customers/contact.entity.ts';
import { ContactLinkEntity } from './customers/contact-link.entity.ts';
import { CustomerEntity } from './customers/customer.entity.ts';
import { routes as customersRoutes } from './customers/routes.ts';
import { OPENAPI_DOCUMENT } from './docs/openapi-document.ts';
import { RENDERER_SCRIPT } from './docs/reference-page.ts';
import { routes as docsRoutes } from './docs/routes.ts';
import { CASH_POINT_KEYS } from './fiscal/cash-point.repository.ts';
import { routes as fiscalRoutes } from './fiscal/routes.ts';
import { SIGNING_KEYS_KEY } from './fiscal/signing-key.repository.ts';
import type { FunctionDef, Grants, HttpFunctionDef } from './function-def.ts';
import { PurchaseOrderEntity } from './inventory/purchase-order.entity.ts';
import { ReceivementEntity } from './inventory/receivement.entity.ts';
import { RESERVATION_KEYS } from './inventory/reservation.repository.ts';
import { routes as inventoryRoutes } from './inventory/routes.ts';
import { STOCK_KEYS } from './inventory/stock.repository.ts';
import { PRODUCT_INCOMING_KEY } from './inventory/stock-incoming.repository.ts';
import { SupplierEntity } from './inventory/supplier.entity.ts';
import { WarehouseEntity } from './inventory/warehouse.entity.ts';
import { LOYALTY_KEYS } from './loyalty/loyalty.repository.ts';
import { routes as loyaltyRoutes } from './loyalty/routes.ts';
import { NotificationEntity, OPEN_INDEX_KEY } from './notifications/notification.entity.ts';
import { routes as notificationsRoutes } from './notifications/routes.ts';
import { PAYMENT_KEYS } from './payments/payment.repository.ts';
import { routes as paymentsRoutes } from './payments/routes.ts';
import { routes as platformRoutes } from './platform/routes.ts';
import { PriceEntity } from './prices/price.entity.ts';
import { PricelistEntity } from './prices/pricelist.entity.ts';
import { routes as pricesRoutes } from './prices/routes.ts';
import { DeviceEntity } from './printers/device.entity.ts';
import { PrintJobEntity } from './printers/print-job.entity.ts';
import { PrinterEntity } from './printers/printer.entity.ts';
import { routes as printersRoutes } from './printers/routes.ts';
import { ErasureEntity } from './privacy/erasure.entity.ts';
import { routes as privacyRoutes } from './privacy/routes.ts';
import { routes as privacyExportRoutes } from './privacy-export/routes.ts';
import { routes as reportsRoutes } from './reports/routes.ts';
import { routes as safTRoutes } from './saf-t/routes.ts';
import { DeliveryEntity as SalesDeliveryEntity } from './sales/deliveries/delivery.entity.ts';
import { OrderHandlingEntity } from './sales/handling/order-handling.entity.ts';
import { OrderEntity } from './sales/orders/order.entity.ts';
import { ReceiptEntity } from './sales/receipts/receipt.entity.ts';
import { routes as salesRoutes } from './sales/routes.ts';
import { PROJECTIONS } from './search-indexer/projections.ts';
import { routes as serviceOrdersRoutes } from './service-orders/routes.ts';
import { ServiceOrderEntity } from './service-orders/service-order.entity.ts';
import { SERVICE_ORDER_NUMBER_KEY } from './service-orders/service-order.repository.ts';
import { CARRIER_SECRET_PREFIX } from './shipping/carrier-secrets.ts';
import { routes as shippingRoutes } from './shipping/routes.ts';
import { ShipmentEntity } from './shipping/shipment.entity.ts';
import { routes as storesRoutes } from './stores/routes.ts';
import { StoreEntity } from './stores/store.entity.ts';
import { STORE_NUMBER_KEY } from './stores/store.repository.ts';
import { routes as tillsRoutes } from './tills/routes.ts';
import { TillEntity } from './tills/till.entity.ts';
import { TILL_NUMBER_KEY } from './tills/till.repository.ts';
import { routes as usersRoutes } from './users/routes.ts';
import { UserEntity } from './users/user.entity.ts';
import { USER_CODE_KEY } from './users/user.repository.ts';
import { DeliveryEntity as WebhookDeliveryEntity } from './webhooks/delivery.entity.ts';
import { EVENT_LOG_KEYS } from './webhooks/event-log.repository.ts';
import { HttpTransportEntity } from './webhooks/http-transport.entity.ts';
import { QUOTA_KEY } from './webhooks/quota.repository.ts';
import { REPLAY_KEYS } from './webhooks/replay.repository.ts';
import { routes as webhooksRoutes } from './webhooks/routes.ts';
import { WebhookEntity } from './webhooks/webhook.entity.ts';

export * from './function-def.ts';

/** Partition keys the notifications API reads or writes (see its entry in FUNCTIONS). */
export const NOTIFICATIONS_API_KEYS = leadingKeys(
  NotificationEntity,
  pendingKey('notifications'),
  referenceKeys('customer', 'order', 'serviceOrder'),
  IDEMPOTENCY_KEY,
);

/** The search read model's stream consumer; its filter follows the projections it writes. */
export const SEARCH_INDEXER = {
  kind: 'stream',
  name: 'search-indexer',
  entry: 'functions/search-indexer/handler.ts',
  batchSize: 500,
  changes: 'all',
  recordTypes: [...new Set(PROJECTIONS.flatMap((p) => p.recordTypes ?? []))],
  entities: [...new Set(PROJECTIONS.flatMap((p) => p.entities ?? []))],
  retryUntilExpired: true,
  // Writes rows to PostgreSQL; the stream carries the images, so it needs no table access.
  grants: { search: 'writer' },
  timeoutSeconds: 60,
} as const satisfies FunctionDef;

export const FUNCTIONS: readonly FunctionDef[] = [
  {
    kind: 'http',
    name: 'platform',
    entry: 'functions/platform/handler.ts',
    routes: platformRoutes,
    grants: { table: 'read', inspect: ['webhookDelivery', 'notifications'] },
  },
  {
    kind: 'http',
    name: 'accounting',
    entry: 'functions/accounting/handler.ts',
    routes: accountingRoutes,
    // Store accounting partitions, customer main items (existence, full customer), idempotency
    // records; product main items and the product-group partition, read to resolve a mapping.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        AccountingConfigEntity,
        AccountingConfigUidEntity,
        CustomerLedgerEntity,
        referenceKeys('customer', 'product'),
        ProductGroupEntity,
        IDEMPOTENCY_KEY,
      ),
    },
  },
  {
    kind: 'http',
    name: 'customers',
    entry: 'functions/customers/handler.ts',
    routes: customersRoutes,
    // Customers, contacts and their links (base and index keys), outbox events, idempotency records.
    grants: {
      table: 'readWrite',
      // The read-your-writes markers of customer and contact writes (T#t#PENDING#customers#s,
      // T#t#PENDING#customer_contacts#s, s the session): written with each change, queried before a list.
      tableLeadingKeys: leadingKeys(
        CustomerEntity,
        ContactEntity,
        ContactLinkEntity,
        EVENT_KEY,
        IDEMPOTENCY_KEY,
        pendingKey('customers'),
        pendingKey('customer_contacts'),
        // A tenant user's name and code, copied onto a customer's accountManager.
        referenceKeys('user'),
      ),
      search: 'reader',
    },
    // libphonenumber-js's metadata, read when a phone number is first checked.
    files: [PHONE_METADATA],
  },
  {
    kind: 'http',
    name: 'catalogue',
    entry: 'functions/catalogue/handler.ts',
    routes: catalogueRoutes,
    // Products with their media (T#t#PRODUCT#p), the tenant's product-group partition
    // (T#t#PRODUCT_GROUPS), gtin claims (T#t#GTIN#g), outbox events, idempotency records and the
    // read-your-writes markers of product writes (T#t#PENDING#products#<session>). Searches read the read model.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        ProductEntity,
        ProductMediaEntity,
        ProductGtinEntity,
        ProductGroupEntity,
        EVENT_KEY,
        IDEMPOTENCY_KEY,
        pendingKey('products'),
      ),
      search: 'reader',
    },
  },
  {
    kind: 'http',
    name: 'stores',
    entry: 'functions/stores/handler.ts',
    routes: storesRoutes,
    // Store main items and the tenant's store index (T#t#STORE#s, gsi1 T#t#STORES), the store
    // number guards (T#t#STORENUMBER#n), the pricelists a store names (type and currency),
    // idempotency records. No outbox events: spec 6.3 has no store action.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        StoreEntity,
        STORE_NUMBER_KEY,
        referenceKeys('pricelist'),
        IDEMPOTENCY_KEY,
      ),
    },
  },
  {
    kind: 'http',
    name: 'prices',
    entry: 'functions/prices/handler.ts',
    routes: pricesRoutes,
    // Pricelists and their prices (one partition per pricelist, gsi1 T#t#PRICELISTS), outbox
    // events, idempotency records; the effective price reads store, customer and product main
    // items (one BatchGet). The store pattern also matches store sub-partitions (accounting,
    // counters): IAM leading keys cannot end a pattern at a segment.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        PricelistEntity,
        PriceEntity,
        referenceKeys('store', 'customer', 'product'),
        EVENT_KEY,
        IDEMPOTENCY_KEY,
      ),
    },
  },
  {
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
  },
  {
    kind: 'stream',
    name: 'sale-movements',
    entry: 'functions/sale-movements/handler.ts',
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
  },
  {
    kind: 'http',
    name: 'reports',
    entry: 'functions/reports/handler.ts',
    routes: reportsRoutes,
    // Read-only reports over the search read model (the orders and products rows): no table
    // grant (the report route takes no Idempotency-Key); the kernel's integration-token check
    // reads the token's item, which every function whose routes take such tokens may.
    grants: { search: 'reader' },
  },
  {
    kind: 'http',
    name: 'docs',
    entry: 'functions/docs/handler.ts',
    routes: docsRoutes,
    grants: {},
    files: [OPENAPI_DOCUMENT, RENDERER_SCRIPT],
  },
  {
    kind: 'http',
    name: 'notifications',
    entry: 'functions/notifications/handler.ts',
    routes: notificationsRoutes,
    // Notification main items (T#t#NOTIFICATION#), the read-your-writes markers of a send
    // (T#t#PENDING#notifications#<session>), the referenced customer/order/service-order main items
    // (existence), idempotency records. No outbox events: the notification is its own outbox.
    // Lists and searches read the search read model.
    grants: { table: 'readWrite', tableLeadingKeys: NOTIFICATIONS_API_KEYS, search: 'reader' },
    // libphonenumber-js's metadata, read when a phone number is first checked.
    files: [PHONE_METADATA],
  },
  {
    kind: 'http',
    name: 'callbacks',
    entry: 'functions/callbacks/handler.ts',
    routes: callbacksRoutes,
    // Reads and updates notification main items only.
    grants: { table: 'readWrite', tableLeadingKeys: leadingKeys(NotificationEntity), callbackSecret: true },
    // The types ses-event.ts maps to a state; others would only be recorded.
    sesEvents: ['DELIVERY', 'BOUNCE', 'COMPLAINT', 'REJECT', 'RENDERING_FAILURE'],
  },
  {
    kind: 'stream',
    name: 'notification-enqueue',
    entry: 'functions/notification-enqueue/handler.ts',
    batchSize: 100,
    recordTypes: ['NOTIFICATION'],
    // Reads nothing from the table: the stream record carries the uids.
    grants: { sendTo: ['notifications'] },
  },
  {
    kind: 'queue',
    name: 'notification-sender',
    entry: 'functions/notification-sender/handler.ts',
    queue: 'notifications',
    batchSize: 10,
    // Reads and updates notification main items; re-times its own queue's messages (consumer grant).
    grants: { table: 'readWrite', tableLeadingKeys: leadingKeys(NotificationEntity), ses: true, sms: true },
    // The claim lease (LEASE_SECONDS in process.ts) must outlive this and end before the visibility.
    timeoutSeconds: 30,
  },
  {
    kind: 'schedule',
    name: 'notification-sweeper',
    entry: 'functions/notification-sweeper/handler.ts',
    rateMinutes: 5,
    // Queries the open-notifications index only (gsi5, NOTIFICATIONS#OPEN#<shard>) and re-enqueues.
    grants: { table: 'read', tableLeadingKeys: leadingKeys(OPEN_INDEX_KEY), sendTo: ['notifications'] },
    timeoutSeconds: 60,
  },
  {
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
  },
  {
    kind: 'http',
    name: 'service-orders',
    entry: 'functions/service-orders/handler.ts',
    routes: serviceOrdersRoutes,
    // Service orders and their customer index (T#t#SERVICE_ORDER#so, gsi1
    // T#t#SERVICE_ORDERS#CUSTOMER#c), the stores' number counters (T#t#SERVICE_ORDERNUMBER#s), the
    // read-your-writes markers of their writes (T#t#PENDING#service_orders#<session>), idempotency
    // records; reads a customer's names and contact (T#t#CUSTOMER#c), and store and product main
    // items (existence). No outbox events: spec 6.3 has no service-order action. Lists and
    // searches read the read model.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        ServiceOrderEntity,
        SERVICE_ORDER_NUMBER_KEY,
        pendingKey('service_orders'),
        referenceKeys('customer', 'store', 'product'),
        IDEMPOTENCY_KEY,
      ),
      search: 'reader',
    },
  },
  {
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
  },
  {
    kind: 'http',
    name: 'privacy-export',
    entry: 'functions/privacy-export/handler.ts',
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
  },
  {
    kind: 'http',
    name: 'saf-t',
    entry: 'functions/saf-t/handler.ts',
    routes: safTRoutes,
    // The streamed SAF-T Cash Register export (a Lambda streams all its responses or none),
    // read-only: the store and its accounting partition (T#t#STORE#s, T#t#STORE#s#ACCOUNTING),
    // its tills with their closed sessions (T#t#TILL#till, gsi1 T#t#TILLS), the tenant's users
    // (gsi1 T#t#USERS), the products of the transactions and the product-group partition, and
    // the fiscal records: each cash point's journal and signed transactions (T#t#FISCAL#till)
    // and the store's cash points (gsi1 T#t#FISCALTILLS).
    grants: {
      table: 'read',
      tableLeadingKeys: leadingKeys(
        indexKeyTemplates(StoreEntity, 'primary'),
        AccountingConfigEntity,
        TillEntity,
        indexKeyTemplates(UserEntity, 'byTenant'),
        referenceKeys('product'),
        ProductGroupEntity,
        CASH_POINT_KEYS.cashPoint,
        CASH_POINT_KEYS.cashPoints,
      ),
    },
    // Streamed: up to API Gateway's 15 minutes of a stream; a year of a store is read in pages.
    timeoutSeconds: 300,
    memoryMb: 512,
  },
  {
    kind: 'http',
    name: 'shipping',
    entry: 'functions/shipping/handler.ts',
    routes: shippingRoutes,
    // Shipments with their labels and the tenant's parcel serial counter (T#t#SHIPMENT#); reads
    // the order (number, address, lines) and the store (the sender's address); idempotency records.
    // Carrier adapters read the tenant's credentials (rcs/carriers/<tenant>/<provider>) and no
    // other secret.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(ShipmentEntity, referenceKeys('order', 'store'), IDEMPOTENCY_KEY),
      secretPrefixes: [CARRIER_SECRET_PREFIX],
    },
    // The PDF label and its pdf-lib, loaded when a label is drawn, not at every cold start.
    chunks: ['functions/shipping/label-pdf.ts'],
  },
  {
    kind: 'http',
    name: 'loyalty',
    entry: 'functions/loyalty/handler.ts',
    routes: loyaltyRoutes,
    // The programme, customers' accounts and ledgers, orders' points (all under T#<t>#LOYALTY...);
    // customer and order main items, read to answer 404; idempotency records. Sales writes the
    // points in its own transactions (its grant covers the table).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        Object.values(LOYALTY_KEYS),
        referenceKeys('customer', 'order'),
        IDEMPOTENCY_KEY,
      ),
    },
  },
  {
    kind: 'http',
    name: 'webhooks',
    entry: 'functions/webhooks/handler.ts',
    routes: webhooksRoutes,
    // Transports, webhooks and their delivery logs and replays (T#t#WEBHOOKREPLAY#r, the running
    // count T#t#WEBHOOKREPLAYS); seals secrets, queues redeliveries and tests. Reads the event log
    // (T#t#EVENTLOG, gsi1 T#t#EVENTLOG#A#action, gsi2 T#t#EVENTLOG#E#type#uid).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        HttpTransportEntity,
        WebhookEntity,
        WebhookDeliveryEntity,
        Object.values(REPLAY_KEYS),
        QUOTA_KEY,
        IDEMPOTENCY_KEY,
        Object.values(EVENT_LOG_KEYS),
      ),
      sendTo: ['webhookDelivery'],
      secrets: 'both',
    },
  },
  {
    kind: 'stream',
    name: 'webhook-fanout',
    entry: 'functions/webhook-fanout/handler.ts',
    batchSize: 100,
    recordTypes: ['EVENT', 'EVENTS'],
    // Reads subscriptions by (tenant, action) and, when a stream image does not unmarshall, the
    // outbox item itself; stores every event in the event log (T#t#EVENTLOG, 30 days). Creates no
    // delivery record (the delivery worker does).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
        WebhookDeliveryEntity,
        Object.values(REPLAY_KEYS),
        QUOTA_KEY,
        EVENT_KEY,
        EVENT_LOG_KEYS.log,
      ),
      sendTo: ['webhookDelivery'],
    },
    timeoutSeconds: 60,
  },
  {
    kind: 'stream',
    name: 'webhook-replay',
    entry: 'functions/webhook-replay/handler.ts',
    batchSize: 10,
    recordTypes: ['WEBHOOK_REPLAY'],
    // Every change of a replay runs its next step, whose checkpoint is the next change.
    changes: 'all',
    // Reads and checkpoints replays (T#t#WEBHOOKREPLAY#r, the running count T#t#WEBHOOKREPLAYS),
    // reads the webhook and the action's event log (gsi1 T#t#EVENTLOG#A#action), queues deliveries.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
        WebhookDeliveryEntity,
        Object.values(REPLAY_KEYS),
        QUOTA_KEY,
        Object.values(EVENT_LOG_KEYS),
      ),
      sendTo: ['webhookDelivery'],
    },
    // A step paces itself to its replay's rate: at most a chunk of 500 events at 1 a second.
    timeoutSeconds: 900,
  },
  {
    kind: 'queue',
    name: 'webhook-delivery',
    entry: 'functions/webhook-delivery/handler.ts',
    queue: 'webhookDelivery',
    batchSize: 10,
    // Reads transport and webhook, creates and claims delivery records and writes attempts;
    // changes message visibility for backoff. Keeps the transport's health counters; when it
    // disables a transport, reads the tenant's users (gsi1 T#t#USERS) for the ADMINs and stores
    // their notices (T#t#NOTIFICATION#, T#t#PENDING#notifications#) in the same transaction.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        indexKeyTemplates(HttpTransportEntity, 'primary'),
        indexKeyTemplates(WebhookEntity, 'primary', 'byAction', 'byTenant'),
        WebhookDeliveryEntity,
        Object.values(REPLAY_KEYS),
        QUOTA_KEY,
        indexKeyTemplates(UserEntity, 'byTenant'),
        NotificationEntity,
        pendingKey('notifications'),
      ),
      secrets: 'decrypt',
    },
    // The notice's recipient is normalised as every notification's is (notifications/recipient.ts).
    files: [PHONE_METADATA],
    timeoutSeconds: 30,
  },
  {
    kind: 'http',
    name: 'users',
    entry: 'functions/users/handler.ts',
    routes: usersRoutes,
    // Tenant users and the tenant's user index (T#t#USER#u, gsi1 T#t#USERS), the user-code guards
    // (T#t#USERCODE#c), idempotency records. No outbox events: spec 6.3 has no user action.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(UserEntity, USER_CODE_KEY, IDEMPOTENCY_KEY),
    },
  },
  {
    kind: 'http',
    name: 'tills',
    entry: 'functions/tills/handler.ts',
    routes: tillsRoutes,
    // Tills with their sessions (T#t#TILL#till: TILL, SESSION, SESSION#...), the store's till index
    // (gsi1 T#t#TILLS), the till-number guards (T#t#TILLNUMBER#s#n), tenant users (the name of
    // the user who opens or closes; T#t#USER#u), outbox events (TILL_OPEN, TILL_CLOSED) and
    // idempotency records. Settlements add to a session from the sales function (its grant is the table).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        TillEntity,
        TILL_NUMBER_KEY,
        referenceKeys('user'),
        // The cash point's journal and head: opening, cash movements and closing are journaled.
        CASH_POINT_KEYS.cashPoint,
        // The close's ledger voucher reads the store's accounts and payment methods' ledger numbers.
        AccountingConfigEntity,
        Object.values(PAYMENT_KEYS),
        EVENT_KEY,
        IDEMPOTENCY_KEY,
        // X and Z reports: the store's company, the product groups of what was sold; the reports
        // and their counter are the till's partition.
        referenceKeys('store', 'product'),
        ProductGroupEntity,
      ),
    },
    // The report PDF and its pdf-lib, loaded when a report is first asked for as a PDF.
    chunks: ['functions/tills/till-report-pdf.ts'],
  },
  SEARCH_INDEXER,
  {
    kind: 'http',
    name: 'fiscal',
    entry: 'functions/fiscal/handler.ts',
    routes: fiscalRoutes,
    // The cash points' journals, signed transactions and heads (T#t#FISCAL#till, gsi1
    // T#t#FISCALTILLS), the tenant's public signing keys (T#t#FISCALKEY; never unsealed here, so
    // no KMS grant), tills and users (existence), idempotency records. Sales and tills write the
    // journal and the signatures in their own transactions (their grants cover these keys).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        CASH_POINT_KEYS.cashPoint,
        CASH_POINT_KEYS.cashPoints,
        SIGNING_KEYS_KEY,
        referenceKeys('till', 'user'),
        IDEMPOTENCY_KEY,
      ),
    },
  },
  {
    kind: 'http',
    name: 'printers',
    entry: 'functions/printers/handler.ts',
    routes: printersRoutes,
    // Printers (T#t#PRINTER#p, gsi1 T#t#PRINTERS), devices (T#t#DEVICE#d, gsi1 T#t#DEVICES), the
    // stores' print queues (T#t#PRINTQUEUE#s), device-token lookup items (DTOKEN#<hash>), store
    // main items (existence and name) and idempotency records. No outbox events: spec 6.3 has no
    // printer or device action. `GET /device` reads the store's payment methods and terminals
    // (T#t#STORE#s#PAYMENTS, under the store pattern) and the tenant's methods (T#t#PAYMENTMETHODS).
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(
        PrinterEntity,
        DeviceEntity,
        PrintJobEntity,
        referenceKeys('store'),
        Object.values(PAYMENT_KEYS),
        DEVICE_TOKEN_KEY,
        IDEMPOTENCY_KEY,
      ),
    },
    // The PDF test page and its pdf-lib, loaded when one is rendered, not at every cold start.
    chunks: ['functions/printers/render-pdf.ts'],
  },
  {
    kind: 'http',
    name: 'payments',
    entry: 'functions/payments/handler.ts',
    routes: paymentsRoutes,
    // The tenant's payment methods (T#t#PAYMENTMETHODS), a store's methods and terminals
    // (T#t#STORE#s#PAYMENTS), the device a terminal is paired with (its store) and idempotency
    // records. No outbox events: spec 6.3 has no payment-method action.
    grants: {
      table: 'readWrite',
      tableLeadingKeys: leadingKeys(Object.values(PAYMENT_KEYS), referenceKeys('device'), IDEMPOTENCY_KEY),
    },
  },
];

export const httpFunctions = (): HttpFunctionDef[] =>
  FUNCTIONS.filter((f): f is HttpFunctionDef => f.kind === 'http');

/** Every route with the function that serves it. */
export const allRoutes = (): Array<{ fn: HttpFunctionDef; operationId: string; route: RouteDef }> =>
  httpFunctions().flatMap((fn) =>
    Object.entries(fn.routes).map(([operationId, route]) => ({ fn, operationId, route })),
  );

/**
 * The REQUEST authorizer in front of every non-public route. Writes only lastUsedAt of integration
 * tokens; reads device-token items (DTOKEN#<sha256>).
 */
export const AUTHORIZER = {
  name: 'authorizer',
  entry: 'functions/authorizer/handler.ts',
  grants: {
    table: 'readWrite',
    tableLeadingKeys: leadingKeys(INTEGRATION_TOKEN_KEY, DEVICE_TOKEN_KEY),
  } satisfies Grants,
  cacheSeconds: 300,
} as const;
