/**
 * The read-model table of products, named apart from its projection (product.projection.ts) so
 * that the product search, the order intake report (functions/reports/) and the writes
 * (read-your-writes markers) read it without the projection's migrations, which only the search
 * indexer and migrator bundle.
 */

/** The read-model table of products. */
export const PRODUCTS_TABLE = 'products';
