import { nowIso } from '#shared/clock.ts';
import { commit } from '#shared/db/transaction.ts';
import { ERASED_TEXT } from '#shared/schema/erasure.ts';
import {
  customerServiceOrderPages,
  getServiceOrder,
  replaceServiceOrderOp,
} from './service-order.repository.ts';
import type { ServiceOrderRecord } from './service-order.schema.ts';
import { markerOp } from './service-order.service.ts';
import { type ServiceOrderValue, toServiceOrderResponse } from './service-order-response.schema.ts';

/**
 * A customer's service orders for the GDPR export and erase (functions/privacy), found through
 * their customer index (gsi1), a page at a time.
 */

/** The customer's service orders as GET shows them, oldest first, a page at a time. */
export async function* customerServiceOrderExportPages(
  tenantUid: string,
  customerUid: string,
): AsyncGenerator<ServiceOrderValue[]> {
  for await (const page of customerServiceOrderPages(tenantUid, customerUid))
    yield page.map(toServiceOrderResponse);
}

/**
 * The order without the customer's personal data (docs/decisions/gdpr.md): the copied names and
 * contact, and the free text that may describe the customer or their circumstances (the problem,
 * each item's condition, the notes' text). What the shop needs to account for the work stays:
 * numbers, store, states and their history, the items with their products, serial numbers and
 * accessories, the estimate, and who did what (staff uids).
 */
export const erasedServiceOrder = (so: ServiceOrderRecord, now: string): ServiceOrderRecord => ({
  ...so,
  customer: { displayName: ERASED_TEXT, firstname: '', lastname: '', companyName: '', email: '', mobile: '' },
  problemDescription: ERASED_TEXT,
  items: so.items.map((item) => ({ ...item, condition: '' })),
  notes: so.notes.map((note) => ({ ...note, text: ERASED_TEXT })),
  erasedAt: so.erasedAt ?? now,
});

/**
 * Erases the customer's personal data on each of its service orders; an order already erased is
 * left as it is (a second run changes nothing). Returns how many orders it changed.
 */
export const eraseCustomerServiceOrders = async (
  tenantUid: string,
  customerUid: string,
  now: string,
): Promise<number> => {
  let changed = 0;
  for await (const page of customerServiceOrderPages(tenantUid, customerUid)) {
    for (const listed of page) {
      // The index may lag: the order itself is read, so the version condition holds.
      const so = await getServiceOrder(tenantUid, listed.serviceOrderUid);
      if (!so) continue;
      const erased = erasedServiceOrder(so, now);
      if (JSON.stringify(erased) === JSON.stringify(so)) continue;
      const next = { ...erased, lastModifiedAt: nowIso(), version: so.version + 1 };
      await commit([replaceServiceOrderOp(next, so.version), markerOp(next)]);
      changed += 1;
    }
  }
  return changed;
};
