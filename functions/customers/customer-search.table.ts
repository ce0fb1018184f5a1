/**
 * The read-model table of customers, named apart from its projection (customer.projection.ts) so
 * that the customer and contact searches, the writes (read-your-writes markers) and privacy read
 * it without the projection's migrations, which only the search indexer and migrator bundle.
 */

/** The read-model table of customers. */
export const CUSTOMERS_TABLE = 'customers';
