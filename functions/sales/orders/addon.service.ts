import { NotFoundError } from '#shared/errors.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { addonsOf } from './addon-rules.ts';
import { findOrder, toOrderResponse } from './order.service.ts';

/** The add-on lines of one line of an order (a page of them, in line order by default). */
export const listAddons = async (
  tenantUid: string,
  storeUid: string,
  orderUid: string,
  orderItemUid: string,
  query: PagingInput,
) => {
  const order = await findOrder(tenantUid, storeUid, orderUid);
  if (!order.items.some((i) => i.orderItemUid === orderItemUid)) {
    throw NotFoundError.record('order line', orderItemUid);
  }
  const lines = addonsOf(toOrderResponse(order).items, orderItemUid);
  return pageOf(lines, resolvePage(query, { sortBy: 'sortOrder' }), 'orderItemUid');
};
