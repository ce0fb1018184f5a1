import { erasedAddress, isErasedAddress } from '#shared/schema/erasure.ts';
import { eraseShipment, shipmentPage } from './shipment.repository.ts';
import type { ShipmentRecord } from './shipment.schema.ts';
import { toShipLabelResponse } from './shipment.service.ts';

/**
 * The shipping-label shipments of a customer's orders, for the GDPR export and erase
 * (functions/privacy): the receiver is a copy of the customer's address, and the rendered label
 * prints it.
 */

const PAGE = 20;

/** Every shipment of one order, in creation order (one Query per 20 shipments). */
const shipmentsOfOrder = async (tenantUid: string, orderUid: string): Promise<ShipmentRecord[]> => {
  const all: ShipmentRecord[] = [];
  for (let after: string | undefined; ; ) {
    const page = await shipmentPage(tenantUid, orderUid, after, PAGE);
    all.push(...page);
    if (page.length < PAGE) return all;
    after = page.at(-1)!.shipmentUid;
  }
};

/** The shipments of these orders as the API shows them, order by order (the orders are read in parallel). */
export const shipmentsOfOrders = async (tenantUid: string, orderUids: readonly string[]) =>
  (await Promise.all(orderUids.map((uid) => shipmentsOfOrder(tenantUid, uid))))
    .flat()
    .map(toShipLabelResponse);

const isErased = (s: ShipmentRecord) =>
  s.labelPdf === '' && s.reference === '' && isErasedAddress(s.receiver);

/**
 * Erases the receiver of every shipment of these orders and drops their rendered labels and
 * reference (docs/decisions/gdpr.md: a label is not re-rendered). Returns how many changed;
 * an erased shipment is left as it is.
 */
export const eraseShipmentsOfOrders = async (
  tenantUid: string,
  orderUids: readonly string[],
  now: string,
): Promise<number> => {
  let changed = 0;
  for (const orderUid of orderUids) {
    for (const shipment of await shipmentsOfOrder(tenantUid, orderUid)) {
      if (isErased(shipment)) continue;
      await eraseShipment({ ...shipment, receiver: erasedAddress(shipment.receiver) }, now);
      changed += 1;
    }
  }
  return changed;
};
