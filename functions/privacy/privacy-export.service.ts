import { Readable } from 'node:stream';
import { customerForExport } from '#functions/customers/customer-privacy.service.ts';
import { nowIso } from '#shared/clock.ts';
import { getErasure } from './erasure.repository.ts';
import { exportDocumentText } from './export-document.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';
import type { ErasureRecord, ErasureResponseValue } from './privacy.schema.ts';
import { personalRecipientsOf } from './privacy-rules.ts';

/** The audit entry as the API shows it (without the tenant and the item's bookkeeping). */
export const toErasureResponse = (r: ErasureRecord): ErasureResponseValue => ({
  customerUid: r.customerUid,
  erasedAt: r.erasedAt,
  erasedBy: r.erasedBy,
  requestId: r.requestId,
  // An audit entry written before shipping labels or service orders were erased counts none.
  changed: { ...r.changed, shipments: r.changed.shipments ?? 0, serviceOrders: r.changed.serviceOrders ?? 0 },
});

/** Bytes the document stream reads ahead of its reader: about one page of rows. */
const READ_AHEAD_BYTES = 64 * 1024;

/**
 * GDPR export (articles 15 and 20): every record held about the customer in one document,
 * streamed. The customer's own records are read first, so that a missing customer is a 404 before
 * the status is sent; the rest (each area's section, export-sections.ts) is read a page at a time
 * as the reader takes the text, however long the history.
 */
export const exportCustomer = async (tenantUid: string, customerUid: string): Promise<Readable> => {
  const { record, customer, contactLinks } = await customerForExport(tenantUid, customerUid);
  const erasure = await getErasure(tenantUid, customerUid);
  const head = {
    format: 'retail-commerce-customer-export/1' as const,
    exportedAt: nowIso(),
    tenantUid,
    customerUid,
    erasure: erasure ? toErasureResponse(erasure) : null,
    customer,
    addresses: customer.addresses,
    consents: customer.consents,
    contacts: customer.contacts,
    contactLinks,
  };
  const text = exportDocumentText(head, EXPORT_SECTIONS, {
    tenantUid,
    customerUid,
    recipients: personalRecipientsOf(record),
  });
  return Readable.from(text, { objectMode: false, highWaterMark: READ_AHEAD_BYTES });
};
