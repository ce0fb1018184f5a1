import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { retryOnRace } from '#shared/db/race.ts';
import { oneAtATime } from '#shared/db/retry.ts';
import { commit } from '#shared/db/transaction.ts';
import { assertVersion, ifMatchVersion } from '#shared/http/conditional.ts';
import { mergeMetadata, sameMetadata } from '#shared/schema/metadata.ts';
import { assertRecordFits } from '../item-size.ts';
import { replaceOrderOp } from './order.repository.ts';
import type { UpdateOrderInput } from './order.schema.ts';
import { findOrder } from './order.service.ts';
import type { OrderRecord } from './order.types.ts';
import { withOrderType } from './order-type-rules.ts';

/**
 * The order after its metadata patch (Stripe's rule: '' removes a key, keys not given are kept);
 * undefined when no pair changes.
 */
const withMetadata = (order: OrderRecord, input: UpdateOrderInput, now: string): OrderRecord | undefined => {
  if (input.metadata === undefined) return undefined;
  const { metadata: _old, ...rest } = order;
  const metadata = mergeMetadata(order.metadata, input.metadata);
  if (sameMetadata(order.metadata, metadata)) return undefined;
  return { ...rest, ...(metadata ? { metadata } : {}), lastModifiedAt: now, version: order.version + 1 };
};

/**
 * `PATCH .../orders/{orderUid}`: converts an OFFER to an ORDER (orderDate set once, to the
 * conversion's time) and changes the order's metadata. A repeated conversion or an unchanged
 * metadata changes nothing and answers the order as it is; ORDER -> OFFER is a 409. If-Match,
 * when sent, must name the current version (412).
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
      const now = nowIso();
      const typed = input.orderType ? withOrderType(before, input.orderType, now) : undefined;
      const labelled = withMetadata(typed ?? before, input, now);
      // Both changes are one write: the version moves once.
      const after = labelled && typed ? { ...labelled, version: typed.version } : (labelled ?? typed);
      if (!after) return before;
      if (labelled) assertRecordFits('order', after, 'body.metadata');
      // The version condition orders this write with every receipt, delivery or reservation write.
      await commit([replaceOrderOp(after, before.version)]);
      return after;
    }),
  );
};
