import { COMMON_COLUMNS_DDL, tenantCounted } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { wordsIn } from '#shared/search/words.ts';
import { SERVICE_ORDERS_TABLE } from './service-order-search.table.ts';

type Item = Record<string, unknown>;
const list = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);

/** The lower-case serial numbers of the order's items (the exact serial-number filter). */
const serialKeysOf = (item: Item): string[] => [
  ...new Set(
    list(item.items)
      .map((i) => textOf(i.serialNumber).toLowerCase())
      .filter(Boolean),
  ),
];

/** The words the free-text query matches: number, customer, items, serials and problem. */
const searchTextOf = (item: Item): string => {
  const customer = (item.customer ?? {}) as Item;
  const parts = [
    textOf(item.serviceOrderNumber),
    ...['firstname', 'lastname', 'companyName', 'email', 'mobile'].map((f) => textOf(customer[f])),
    ...list(item.items).flatMap((i) => [textOf(i.description), textOf(i.serialNumber)]),
    textOf(item.problemDescription),
  ];
  return wordsIn(parts.join(' ')).join(' ');
};

/**
 * Service orders in the read model: the record as `doc` (searches answer from it without reading
 * the table), a column per filter, and the free text. A tenant's service orders are few next to
 * its receipts, so the text match is one trigram index over (tenant, text), not the large
 * tables' tenant-scoped trigram keys (docs/decisions/service-orders.md).
 */
export const serviceOrderProjection: Projection = {
  table: SERVICE_ORDERS_TABLE,
  entities: ['serviceOrder'],
  readYourWrites: true,
  key: (item) =>
    typeof item.tenantUid === 'string' && typeof item.serviceOrderUid === 'string'
      ? { tenantUid: item.tenantUid, uid: item.serviceOrderUid }
      : undefined,
  columns: {
    doc: 'jsonb',
    store_uid: 'text',
    customer_uid: 'text',
    state: 'text',
    serial_keys: 'text[]',
    search_text: 'text',
  },
  row: (item) => ({
    doc: recordOf(item),
    store_uid: textOf(item.storeUid),
    customer_uid: textOf(item.customerUid),
    state: textOf(item.state),
    serial_keys: serialKeysOf(item),
    search_text: searchTextOf(item),
  }),
  migrations: [
    {
      id: 'service-orders-001-table',
      statements: [
        `CREATE TABLE service_orders (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          store_uid text NOT NULL,
          customer_uid text NOT NULL,
          state text NOT NULL,
          serial_keys text[] NOT NULL,
          search_text text NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        'CREATE INDEX service_orders_store ON service_orders (tenant_uid, store_uid, created_at, uid) WHERE NOT deleted',
        'CREATE INDEX service_orders_customer ON service_orders (tenant_uid, customer_uid, created_at, uid) WHERE NOT deleted',
        'CREATE INDEX service_orders_state ON service_orders (tenant_uid, state, created_at, uid) WHERE NOT deleted',
        'CREATE INDEX service_orders_created ON service_orders (tenant_uid, created_at, uid) WHERE NOT deleted',
        'CREATE INDEX service_orders_modified ON service_orders (tenant_uid, modified_at, uid) WHERE NOT deleted',
        'CREATE INDEX service_orders_serials ON service_orders USING gin (tenant_uid, serial_keys) WHERE NOT deleted',
        'CREATE INDEX service_orders_text ON service_orders USING gin (tenant_uid, search_text gin_trgm_ops) WHERE NOT deleted',
        ...tenantWall(SERVICE_ORDERS_TABLE),
        ...tenantCounted(SERVICE_ORDERS_TABLE),
      ],
    },
  ],
};
