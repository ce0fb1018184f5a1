import { describe, expect, it } from 'vitest';
import { PRODUCTS_TABLE } from '#functions/catalogue/product-search.table.ts';
import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import { RECEIPTS_TABLE } from '#functions/sales/receipts/receipt-search.table.ts';
import { MIGRATIONS } from '#functions/search/workers/indexer/projections.ts';

/**
 * The lists that count a first changes page by the hour (`hourCounted` in their repositories:
 * receipts, customers, products) need both the tenant count triggers and the hour count
 * triggers on their table, the count first (the hours' lock order rests on it); a list on a
 * table without hours would answer a count of its two end hours only.
 */
const statements = MIGRATIONS.flatMap((m) => m.statements);
const at = (pattern: RegExp) => statements.findIndex((s) => pattern.test(s));

describe('tables whose first changes pages count by the hour', () => {
  it.each([RECEIPTS_TABLE, CUSTOMERS_TABLE, PRODUCTS_TABLE])(
    '%s keeps its counts, then its hours',
    (table) => {
      const count = at(new RegExp(`CREATE TRIGGER ${table}_count_insert `));
      const hours = at(new RegExp(`CREATE TRIGGER ${table}_hours_insert `));
      expect(count).toBeGreaterThanOrEqual(0);
      expect(hours).toBeGreaterThan(count);
      for (const event of ['update', 'delete'])
        expect(at(new RegExp(`CREATE TRIGGER ${table}_hours_${event} `))).toBeGreaterThan(count);
      // Trigger names order the firing: the count row before any hour row.
      expect(`${table}_count_insert` < `${table}_hours_insert`).toBe(true);
    },
  );
});
