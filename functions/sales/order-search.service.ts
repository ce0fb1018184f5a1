import { type PagedList, type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { getOrders } from './order.repository.ts';
import { toOrderResponse } from './order.service.ts';
import type { OrderRecord } from './order.types.ts';
import { findOrderUidPage } from './order-search.repository.ts';
import type { OrderSearchInput } from './order-search.schema.ts';

/**
 * `POST /tenants/{t}/orders/search`: offers and orders of the tenant (docs/decisions/receipts.md,
 * "Offers and orders"). The read model answers the filters, the order and the exact count; the
 * page's orders are then read by key (BatchGet), the order item being the record. Eventually
 * consistent: an order is found once indexed, normally well under a second.
 */
export const searchOrders = async (
  tenantUid: string,
  f: OrderSearchInput,
  query: PagingInput,
): Promise<PagedList<ReturnType<typeof toOrderResponse>>> => {
  const descending = !query.sortBy || query.sortBy === 'createdAt';
  const page = resolvePage(query, { sortBy: 'createdAt', sortDirection: descending ? 'DESC' : 'ASC' });
  const found = await findOrderUidPage(tenantUid, f, page);
  const orders = new Map((await getOrders(tenantUid, found.items)).map((o) => [o.orderUid, o]));
  return {
    items: found.items
      .map((uid) => orders.get(uid))
      .filter((o): o is OrderRecord => o !== undefined)
      .map(toOrderResponse),
    paging: found.paging,
  };
};
