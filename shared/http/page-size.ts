/**
 * Paging defaults (DESIGN section 3), apart from the paging schemas: code that only needs the
 * numbers (the changes cursor of the stock workers) then bundles no zod.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;
