import { customerLedgerNumbers } from '#functions/accounting/customer-ledger.service.ts';
import { customerLedgerPages } from '#functions/loyalty/loyalty.service.ts';
import {
  addressedNotificationPages,
  customerNotificationPages,
} from '#functions/notifications/notification-privacy.service.ts';
import { customerSalesPages } from '#functions/sales/sales-privacy.service.ts';
import { customerServiceOrderExportPages } from '#functions/service-orders/service-order-privacy.service.ts';
import { shipmentsOfOrders } from '#functions/shipping/shipment-privacy.service.ts';
import { listStorePage } from '#functions/stores/store.service.ts';
import type { ExportCollection } from './privacy.schema.ts';

/**
 * What a section is given: the customer being exported, and its e-mail addresses and phone
 * numbers (privacy-rules.ts personalRecipientsOf), for what was sent to them without its uid.
 */
export type ExportSubject = { tenantUid: string; customerUid: string; recipients: readonly string[] };

/** One page of rows of one or more collections of the export document. */
export type ExportPage = Partial<Record<ExportCollection, readonly unknown[]>>;

/**
 * One area's part of the export: the pages of rows it holds about the customer. Sections yield
 * pages so that the document is written a page at a time (export-document.ts); a section
 * that has nothing yet gives a `note` instead, which the document carries under `notes`. A page
 * may carry several collections, but a collection belongs to one section: the document writes it
 * as one array (the section's first collection as its pages come, the others after it, from a
 * spool file), and yields it first when it is the long one.
 */
export type ExportSection = {
  name: string;
  pages?: (subject: ExportSubject) => AsyncIterable<ExportPage>;
  note?: { collection: ExportCollection; text: string };
};

/** The tenant's store uids, a page of 500 at a time (a tenant has a few hundred at most). */
const storeUidsOf = async (tenantUid: string): Promise<string[]> => {
  const uids: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listStorePage(tenantUid, { pageNumber, pageSize: 500 });
    uids.push(...page.items.map((s) => s.storeUid));
    if (uids.length >= page.paging.totalCount || page.items.length === 0) return uids;
  }
};

async function* ledgerPages({ tenantUid, customerUid }: ExportSubject): AsyncGenerator<ExportPage> {
  const stores = await storeUidsOf(tenantUid);
  yield { ledgerNumbers: await customerLedgerNumbers(tenantUid, customerUid, stores) };
}

/** The sales of a page of orders, with the shipping labels of those orders (one Query per order). */
async function* salesPages({ tenantUid, customerUid }: ExportSubject): AsyncGenerator<ExportPage> {
  for await (const page of customerSalesPages(tenantUid, customerUid)) {
    const shipments = await shipmentsOfOrders(
      tenantUid,
      page.orders.map((o) => o.orderUid),
    );
    yield { ...page, shipments };
  }
}

async function* notificationPages(subject: ExportSubject): AsyncGenerator<ExportPage> {
  const { tenantUid, customerUid, recipients } = subject;
  for await (const notifications of customerNotificationPages(tenantUid, customerUid))
    yield { notifications };
  // Then those sent to its addresses without a customer's uid (the erase erases them too).
  for await (const notifications of addressedNotificationPages(tenantUid, recipients))
    yield { notifications };
}

async function* serviceOrderPages({ tenantUid, customerUid }: ExportSubject): AsyncGenerator<ExportPage> {
  for await (const serviceOrders of customerServiceOrderExportPages(tenantUid, customerUid))
    yield { serviceOrders };
}

async function* loyaltyPages({ tenantUid, customerUid }: ExportSubject): AsyncGenerator<ExportPage> {
  for await (const loyalty of customerLedgerPages(tenantUid, customerUid)) yield { loyalty };
}

/**
 * Every area's section of the export, in document order: the extension point of the export. An
 * area that comes to hold data about customers adds its section with its `pages` (or a `note`
 * while it has none), and its collection to CustomerExport (privacy.schema.ts) if it is new. The customer's own records (customer, addresses, consents, contacts) are read first by
 * the export itself: the export is a 404 when the customer does not exist.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  { name: 'accounting', pages: ledgerPages },
  // Orders, receipts, settlements, pre-payments, and the orders' deliveries and shipping labels.
  { name: 'sales', pages: salesPages },
  { name: 'notifications', pages: notificationPages },
  { name: 'serviceOrders', pages: serviceOrderPages },
  { name: 'loyalty', pages: loyaltyPages },
];
