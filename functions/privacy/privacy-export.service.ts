import { customerForExport } from '#functions/customers/customer-privacy.service.ts';
import { nowIso } from '#shared/clock.ts';
import { getErasure } from './erasure.repository.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';
import type {
  CustomerExportValue,
  ErasureRecord,
  ErasureResponseValue,
  ExportCollection,
} from './privacy.schema.ts';
import { ExportBudget } from './privacy-rules.ts';

/** The audit entry as the API shows it (without the tenant and the item's bookkeeping). */
export const toErasureResponse = (r: ErasureRecord): ErasureResponseValue => ({
  customerUid: r.customerUid,
  erasedAt: r.erasedAt,
  erasedBy: r.erasedBy,
  requestId: r.requestId,
  changed: r.changed,
});

/**
 * GDPR export (articles 15 and 20): every record held about the customer in one document. The
 * customer's own records are read first (a 404 when it does not exist); then each area's section
 * (export-sections.ts) a page at a time, counted against the one-response limit (ExportBudget: a
 * 413 past it, before more is read).
 */
export const exportCustomer = async (
  tenantUid: string,
  customerUid: string,
): Promise<CustomerExportValue> => {
  const { customer, contactLinks } = await customerForExport(tenantUid, customerUid);
  const erasure = await getErasure(tenantUid, customerUid);
  const budget = new ExportBudget();
  budget.add([customer, ...contactLinks]);
  const collections: Record<ExportCollection, unknown[]> = {
    addresses: customer.addresses,
    consents: customer.consents,
    contacts: customer.contacts,
    contactLinks,
    ledgerNumbers: [],
    orders: [],
    receipts: [],
    settlements: [],
    notifications: [],
    serviceOrders: [],
    loyalty: [],
    deliveries: [],
  };
  const notes: Record<string, string> = {};
  const subject = { tenantUid, customerUid };
  for (const section of EXPORT_SECTIONS) {
    if (section.note) notes[section.note.collection] = section.note.text;
    if (!section.pages) continue;
    for await (const page of section.pages(subject)) {
      for (const [name, rows] of Object.entries(page) as [ExportCollection, readonly unknown[]][]) {
        budget.add(rows);
        collections[name].push(...rows);
      }
    }
  }
  return {
    format: 'retail-commerce-customer-export/1',
    exportedAt: nowIso(),
    tenantUid,
    customerUid,
    erasure: erasure ? toErasureResponse(erasure) : null,
    customer,
    ...(collections as unknown as Pick<CustomerExportValue, ExportCollection>),
    notes,
  };
};
