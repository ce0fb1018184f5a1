import * as z from 'zod';
import { DateTime, OptionalUid, text, Uid } from '#shared/schema/common.ts';
import { OrderItemAction } from '../orders/order-parts.schema.ts';
import { HANDLING_STATES } from './order-handling-rules.ts';

/** The handling of an order (issue 17). Imported by route tables: no config, no SDK. */

export const HandlingState = z.enum(HANDLING_STATES).meta({ id: 'OrderHandlingState' });

export const LineActionInput = z.object({
  orderItemUid: Uid,
  handlingActionUid: Uid,
  comment: text(2000).default(''),
});

export const UpdateOrderHandlingBody = z
  .object({
    handlingUid: Uid.optional().describe(
      'Required when the order has no handling yet; changes only while NOT_STARTED',
    ),
    state: HandlingState.optional().describe('The state to move to (see the transition table)'),
    comment: text(2000)
      .optional()
      .describe('Why the state changes (kept with the handling, sent in the webhook)'),
    actions: z.array(LineActionInput).max(50).default([]).describe('Actions to record on order lines'),
  })
  .refine((b) => b.state !== undefined || b.handlingUid !== undefined || b.actions.length > 0, {
    message: 'give a state, a handlingUid or actions',
  })
  .meta({ id: 'UpdateOrderHandling' });
export type UpdateOrderHandlingInput = z.output<typeof UpdateOrderHandlingBody>;

export const OrderHandlingResponse = z
  .object({
    orderUid: Uid,
    storeUid: Uid,
    handlingUid: OptionalUid.describe("'' until a handling is chosen"),
    handlingName: z.string(),
    state: HandlingState,
    previousState: HandlingState.nullable(),
    stateChangedAt: DateTime.nullable(),
    stateChangedBy: z.string(),
    comment: z.string(),
    actions: z
      .array(OrderItemAction.extend({ orderItemUid: Uid }))
      .describe('Every action recorded on the lines, line by line in the order of recording'),
    lastModifiedAt: DateTime.nullable(),
  })
  .meta({ id: 'OrderHandling' });
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
