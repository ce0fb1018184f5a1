import { COMMON_COLUMNS_DDL, tenantCounted } from '#shared/search/migrations.ts';
import { type Projection, recordOf, textOf } from '#shared/search/projection.ts';
import { tenantWall } from '#shared/search/tenant-view.ts';
import { DELIVERIES_TABLE, deliveryRowUid } from './delivery-search.table.ts';

/** Deliveries in the read model: the record as `doc`, and a column per filter and sort of the search. */
export const deliveryProjection: Projection = {
  table: DELIVERIES_TABLE,
  entities: ['delivery'],
  readYourWrites: true,
  key: (item) =>
    typeof item.tenantUid === 'string' &&
    typeof item.orderUid === 'string' &&
    typeof item.deliveryUid === 'string'
      ? { tenantUid: item.tenantUid, uid: deliveryRowUid(item.orderUid, item.deliveryUid) }
      : undefined,
  columns: {
    doc: 'jsonb',
    store_uid: 'text',
    order_uid: 'text',
    state: 'text',
    delivered_at: 'text',
  },
  row: (item) => ({
    doc: recordOf(item),
    store_uid: textOf(item.storeUid),
    order_uid: textOf(item.orderUid),
    state: textOf(item.state),
    delivered_at: textOf(item.deliveredAt),
  }),
  migrations: [
    {
      id: 'deliveries-001-table',
      statements: [
        `CREATE TABLE deliveries (${COMMON_COLUMNS_DDL},
          doc jsonb NOT NULL,
          store_uid text NOT NULL,
          order_uid text NOT NULL,
          state text NOT NULL,
          delivered_at text NOT NULL,
          PRIMARY KEY (tenant_uid, uid))`,
        'CREATE INDEX deliveries_store ON deliveries (tenant_uid, store_uid, created_at, uid) WHERE NOT deleted',
        'CREATE INDEX deliveries_order ON deliveries (tenant_uid, order_uid) WHERE NOT deleted',
        'CREATE INDEX deliveries_created ON deliveries (tenant_uid, created_at, uid) WHERE NOT deleted',
        "CREATE INDEX deliveries_delivered ON deliveries (tenant_uid, delivered_at, uid) WHERE NOT deleted AND delivered_at <> ''",
        ...tenantWall(DELIVERIES_TABLE),
        ...tenantCounted(DELIVERIES_TABLE),
      ],
    },
  ],
};
