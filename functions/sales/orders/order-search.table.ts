/**
 * The read-model tables of orders, named apart from their projection (order.projection.ts) so
 * that the order search and the order intake report (functions/reports/) read them without the
 * projection's migrations, which only the search indexer and migrator bundle.
 */

/** The read-model table of orders (the order intake report reads it, functions/reports/). */
export const ORDERS_TABLE = 'orders';

/** The rollup of `orders` per tenant, UTC hour, store and currency, kept by triggers on it. */
export const ORDER_BUCKETS_TABLE = 'order_buckets';
