import { ofStore } from '../store-scope.ts';
import { getOrder } from './order.repository.ts';
import type { OrderAddress } from './order.types.ts';
import { assertIsOrder } from './order-type-rules.ts';

/** What another area may read of an order: its number, delivery address and line uids. */
export type OrderFacts = {
  orderUid: string;
  storeUid: string;
  orderNumber: string;
  address: OrderAddress;
  orderItemUids: string[];
};

/**
 * The facts of an order of the store (shipping labels print them), or the 404 a missing order
 * gets (an order of another store of the tenant is not found either). One consistent GetItem.
 */
export const readOrderFacts = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
  /** What the caller does with it, when only an ORDER allows it: an OFFER is then a 409. */
  needsOrder?: string,
): Promise<OrderFacts> => {
  const order = ofStore(await getOrder(tenantUid, orderUid), storeUid, 'order', orderUid);
  if (needsOrder) assertIsOrder(order, needsOrder);
  return {
    orderUid: order.orderUid,
    storeUid: order.storeUid,
    orderNumber: order.orderNumber,
    address: order.address,
    orderItemUids: order.items.map((item) => item.orderItemUid),
  };
};
