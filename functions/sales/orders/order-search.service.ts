import {
  type ChangesPagedList,
  type ChangesPagingInput,
  changesRequest,
} from '#shared/http/changes-paging.ts';
import { resolvePage } from '#shared/http/paging.ts';
import { getOrders } from './order.repository.ts';
import { toOrderResponse } from './order.service.ts';
import type { OrderRecord } from './order.types.ts';
import { findOrderUidChanges, findOrderUidPage } from './order-search.repository.ts';
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
  query: ChangesPagingInput,
): Promise<ChangesPagedList<ReturnType<typeof toOrderResponse>>> => {
  const descending = !query.sortBy || query.sortBy === 'createdAt';
  const changes = changesRequest(query);
  // With updatedSince or cursor in the query: the changes since (shared/search/changes-page.ts).
  const found: ChangesPagedList<string> = changes
    ? await findOrderUidChanges(tenantUid, f, changes)
    : await findOrderUidPage(
        tenantUid,
        f,
        resolvePage(query, { sortBy: 'createdAt', sortDirection: descending ? 'DESC' : 'ASC' }),
      );
  const orders = new Map((await getOrders(tenantUid, found.items)).map((o) => [o.orderUid, o]));
  return {
    items: found.items
      .map((uid) => orders.get(uid))
      .filter((o): o is OrderRecord => o !== undefined)
      .map(toOrderResponse),
    paging: found.paging,
  };
};
