import * as z from 'zod/mini';
import { text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { OrderItemResponse } from '../orders/order.schema.ts';

/**
 * `POST /tenants/{t}/orders/reservations` (spec 4.8): reservation types of order lines, all or
 * nothing. Imported by route tables: no config, no SDK.
 */

/** Lines per request: each may touch its order, its receipt, two levels, its hold and its event. */
export const MAX_RESERVATIONS = 10;

/** The types a request sets; the other SalesReservationType values come with purchasing. */
export const REQUESTED_RESERVATION_TYPES = ['NONE', 'WAREHOUSE', 'PURCHASEORDER'] as const;

const Reservation = z
  .object({
    orderUid: Uid,
    orderItemUid: Uid,
    reservationType: described(z.enum(REQUESTED_RESERVATION_TYPES), 'NONE releases the line'),
    warehouseUid: described(z.optional(Uid), 'WAREHOUSE: the warehouse that holds the stock'),
    purchaseOrderUid: described(z.optional(Uid), 'PURCHASEORDER: the purchase order'),
    purchaseOrderItemUid: described(z.optional(Uid), 'PURCHASEORDER: its line'),
    purchaseOrderNumber: described(
      z.optional(text(64)),
      'PURCHASEORDER: ignored when the purchase order has its number (it always has)',
    ),
  })
  .check(
    z.superRefine((r, ctx) => {
      const need = (field: keyof typeof r, when: string) => {
        if (!r[field]) ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${when}` });
      };
      const refuse = (field: keyof typeof r, when: string) => {
        if (r[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `is not allowed for ${when}` });
      };
      const po = ['purchaseOrderUid', 'purchaseOrderItemUid', 'purchaseOrderNumber'] as const;
      if (r.reservationType === 'WAREHOUSE') {
        need('warehouseUid', 'WAREHOUSE');
        for (const f of po) refuse(f, 'WAREHOUSE');
      } else if (r.reservationType === 'PURCHASEORDER') {
        need('purchaseOrderUid', 'PURCHASEORDER');
        need('purchaseOrderItemUid', 'PURCHASEORDER');
        refuse('warehouseUid', 'PURCHASEORDER');
      } else {
        for (const f of ['warehouseUid', ...po] as const) refuse(f, 'NONE');
      }
    }),
  );
export type ReservationInput = z.output<typeof Reservation>;

export const ReserveOrderLinesBody = withMeta(
  z.object({ reservations: z.array(Reservation).check(z.minLength(1), z.maxLength(MAX_RESERVATIONS)) }).check(
    z.superRefine((body, ctx) => {
      const seen = new Set<string>();
      body.reservations.forEach((r, i) => {
        const key = `${r.orderUid}#${r.orderItemUid}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['reservations', i, 'orderItemUid'],
            message: 'is listed twice',
          });
        seen.add(key);
      });
    }),
  ),
  { id: 'ReserveOrderLines' },
);
export type ReserveOrderLinesInput = z.output<typeof ReserveOrderLinesBody>;

export const ReserveOrderLinesResult = withMeta(
  z.object({
    items: z.array(
      z.object({
        orderUid: z.string(),
        orderItemUid: z.string(),
        changed: withMeta(z.boolean(), { description: 'false when the line already had this reservation' }),
        item: OrderItemResponse,
      }),
    ),
  }),
  { id: 'ReserveOrderLinesResult' },
);
