import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import { commit } from '#shared/db/transaction.ts';
import { assertVersion, ifMatchVersion } from '#shared/http/conditional.ts';
import { replaceOrderOp } from './order.repository.ts';
import type { UpdateOrderInput } from './order.schema.ts';
import { findOrder } from './order.service.ts';
import type { OrderRecord } from './order.types.ts';
import { withOrderType } from './order-type-rules.ts';

/**
 * `PATCH .../orders/{orderUid}`: converts an OFFER to an ORDER (orderDate set once, to the
 * conversion's time). A repeated conversion changes nothing and answers the order as it is;
 * ORDER -> OFFER is a 409. If-Match, when sent, must name the current version (412).
 */
export const updateOrder = (
  auth: AuthContext,
  storeUid: string,
  orderUid: string,
  input: UpdateOrderInput,
  ifMatch: string | undefined,
): Promise<OrderRecord> => {
  const expected = ifMatchVersion(ifMatch, 'order');
  return oneAtATime(`${auth.tenantUid}#ORDER#${orderUid}`, () =>
    retryOnRace(async () => {
      const before = await findOrder(auth.tenantUid, storeUid, orderUid);
      assertVersion(expected, before, `order '${orderUid}'`);
      const after = withOrderType(before, input.orderType, nowIso());
      if (!after) return before;
      // The version condition orders this write with every receipt, delivery or reservation write.
      await commit([replaceOrderOp(after, before.version)]);
      return after;
    }),
  );
};
