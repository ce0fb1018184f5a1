import * as z from 'zod/mini';
import { DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { OrderItemAction } from '../orders/order-parts.schema.ts';
import { HANDLING_STATES } from './order-handling-rules.ts';

/** The handling of an order (issue 17). Imported by route tables: no config, no SDK. */

export const HandlingState = withMeta(z.enum(HANDLING_STATES), { id: 'OrderHandlingState' });

export const LineActionInput = z.object({
  orderItemUid: Uid,
  handlingActionUid: Uid,
  comment: z._default(text(2000), ''),
});

export const UpdateOrderHandlingBody = withMeta(
  z
    .object({
      handlingUid: described(
        z.optional(Uid),
        'Required when the order has no handling yet; changes only while NOT_STARTED',
      ),
      state: described(z.optional(HandlingState), 'The state to move to (see the transition table)'),
      comment: described(
        z.optional(text(2000)),
        'Why the state changes (kept with the handling, sent in the webhook)',
      ),
      actions: described(
        z._default(z.array(LineActionInput).check(z.maxLength(50)), []),
        'Actions to record on order lines',
      ),
    })
    .check(
      z.refine((b) => b.state !== undefined || b.handlingUid !== undefined || b.actions.length > 0, {
        message: 'give a state, a handlingUid or actions',
      }),
    ),
  { id: 'UpdateOrderHandling' },
);
export type UpdateOrderHandlingInput = z.output<typeof UpdateOrderHandlingBody>;

export const OrderHandlingResponse = withMeta(
  z.object({
    orderUid: Uid,
    storeUid: Uid,
    handlingUid: described(OptionalUid, "'' until a handling is chosen"),
    handlingName: z.string(),
    state: HandlingState,
    previousState: z.nullable(HandlingState),
    stateChangedAt: z.nullable(DateTime),
    stateChangedBy: z.string(),
    comment: z.string(),
    actions: described(
      z.array(z.extend(OrderItemAction, { orderItemUid: Uid })),
      'Every action recorded on the lines, line by line in the order of recording',
    ),
    lastModifiedAt: z.nullable(DateTime),
  }),
  { id: 'OrderHandling' },
);
export type OrderHandlingResponseValue = z.output<typeof OrderHandlingResponse>;

/** The handling item as stored. */
export type OrderHandlingRecord = {
  tenantUid: string;
  orderUid: string;
  storeUid: string;
  handlingUid: string;
  handlingName: string;
  state: z.output<typeof HandlingState>;
  previousState: string;
  stateChangedAt: string;
  stateChangedBy: string;
  comment: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
};
