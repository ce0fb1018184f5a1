/**
 * The collation of the read model's sort columns, in its own module because both sides name it:
 * the migrations that declare sort columns and indexes, and queries that sort on an expression
 * an index was built over (RECEIPT_UID_SORT), which must repeat it for the index to serve them.
 */

/** The collation of sort columns: ICU root, the order JavaScript's localeCompare gives. */
export const SORT_COLLATION = '"und-x-icu"';
