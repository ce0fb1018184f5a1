import { eraseCustomerRecord } from '#functions/customers/customer-privacy.service.ts';
import { loadCustomer } from '#functions/customers/customer-read.ts';
import { eraseCustomerNotifications } from '#functions/notifications/notification-privacy.service.ts';
import { customerOrderUids, eraseCustomerSales } from '#functions/sales/sales-privacy.service.ts';
import { eraseCustomerServiceOrders } from '#functions/service-orders/service-order-privacy.service.ts';
import { eraseShipmentsOfOrders } from '#functions/shipping/shipment-privacy.service.ts';
import { eraseCustomerEvents } from '#functions/webhooks/event-privacy.service.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { logger } from '#shared/observability.ts';
import { createErasureOp, getErasure } from './erasure.repository.ts';
import type { ErasureRecord, ErasureResponseValue } from './privacy.schema.ts';
import { toErasureResponse } from './privacy-export.service.ts';
import { personalRecipientsOf } from './privacy-rules.ts';

/**
 * GDPR erase (article 17), beyond the specification. The copies of the customer's personal values
 * are erased first, area by area (orders and receipts with their search items, the shipping
 * labels of its orders, notifications with its uid or sent to its e-mail or mobile without a
 * customer's uid, its service orders' copies and free text, the events API's CUSTOMER_* events);
 * the customer itself goes last, with its contact links, its contacts of its own, a CUSTOMER_UPDATE
 * event and the audit entry, in one transaction. An erase interrupted half-way is finished by the
 * next one. A customer already erased is swept again (an order made in the meantime by a client
 * that read the customer before: none can be made after) and answered with the first erase's audit
 * entry: the outcome is the same however often it is asked.
 */
export const eraseCustomer = async (
  auth: AuthContext,
  customerUid: string,
  requestId: string,
): Promise<ErasureResponseValue> => {
  const tenantUid = auth.tenantUid;
  const current = await loadCustomer(tenantUid, customerUid);
  const now = current.erasedAt ?? nowIso();
  const sales = await eraseCustomerSales(tenantUid, customerUid, now);
  let shipments = 0;
  for await (const orderUids of customerOrderUids(tenantUid, customerUid)) {
    shipments += await eraseShipmentsOfOrders(tenantUid, orderUids, now);
  }
  // Its addresses are read before the customer's own erase empties them (it goes last).
  const recipients = personalRecipientsOf(current);
  const notifications = await eraseCustomerNotifications(tenantUid, customerUid, now, recipients);
  const serviceOrders = await eraseCustomerServiceOrders(tenantUid, customerUid, now);
  // The events API's copies of the customer (CUSTOMER_* payloads), kept 30 days otherwise.
  await eraseCustomerEvents(tenantUid, customerUid);
  if (current.erasedAt) {
    const audit = await getErasure(tenantUid, customerUid);
    if (audit) return toErasureResponse(audit);
  }
  let audit: ErasureRecord | undefined;
  const auditOf = (changed: { contacts: number; contactLinks: number }) => {
    audit = {
      tenantUid,
      customerUid,
      erasedAt: now,
      erasedBy: userUidOf(auth),
      requestId,
      changed: { ...sales, notifications, shipments, serviceOrders, ...changed },
      createdAt: now,
      lastModifiedAt: now,
      version: 1,
    };
    return [createErasureOp(audit)];
  };
  await eraseCustomerRecord(current, now, auditOf);
  if (!audit) throw new Error(`customer '${customerUid}' is erased but has no audit entry`);
  logger.info('customer erased', { tenantUid, customerUid, changed: audit.changed });
  return toErasureResponse(audit);
};
