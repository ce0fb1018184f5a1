import { describe, expect, it } from 'vitest';
import { CONTACT_LINKS_TABLE, CONTACTS_TABLE } from '#functions/customers/contact-search.table.ts';
import { CUSTOMERS_TABLE } from '#functions/customers/customer-search.table.ts';
import {
  NOTIFICATION_DOCS_TABLE,
  NOTIFICATIONS_TABLE,
} from '#functions/notifications/notification-search.table.ts';
import { PROJECTIONS } from '#functions/search/workers/indexer/projections.ts';

/**
 * A batch writes its tables in the order of PROJECTIONS, each in statements of its own. A list
 * waits for the row its read-your-writes marker names, then reads what it joins to that row; what
 * it joins must therefore be written before it, or a list could find a row without its details.
 */
const position = (table: string) => PROJECTIONS.findIndex((p) => p.table === table);

describe('the order a batch writes the read model in', () => {
  it.each([
    [CONTACT_LINKS_TABLE, CONTACTS_TABLE, "a contact's links, read with the contact"],
    [CUSTOMERS_TABLE, CONTACTS_TABLE, "the names and tombstones of a contact's customers"],
    [NOTIFICATION_DOCS_TABLE, NOTIFICATIONS_TABLE, "a notification's stored record"],
  ])('writes %s before %s (%s)', (first, then) => {
    expect(position(first)).toBeGreaterThanOrEqual(0);
    expect(position(then)).toBeGreaterThan(position(first));
  });
});
