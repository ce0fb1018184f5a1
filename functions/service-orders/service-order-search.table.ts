/**
 * The read-model table of service orders, named apart from its projection
 * (service-order.projection.ts) so that the search and the writes (read-your-writes markers)
 * read it without the projection's migrations, which only the search indexer and migrator bundle.
 */

/** The read-model table of service orders. */
export const SERVICE_ORDERS_TABLE = 'service_orders';
