import * as z from 'zod/mini';
import { DateTime, emptyAsAbsent, Uid } from '#shared/schema/common.ts';
import { MetadataFilter } from '#shared/schema/metadata.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { list } from '../receipts/receipt-search.schema.ts';
import { OrderType } from './order.schema.ts';

/** Sortable fields of the order search (default createdAt DESC). */
export const ORDER_SEARCH_SORT = ['createdAt', 'orderNumber'] as const;

/** The order search: offers and orders of the tenant; every filter narrows, empty counts as absent. */
export const OrderSearchBody = withMeta(
  z
    .object({
      orderTypes: list(OrderType),
      storeUids: list(Uid),
      customerUids: list(Uid),
      createdAtFrom: emptyAsAbsent(DateTime),
      createdAtTo: emptyAsAbsent(DateTime),
      orderDateFrom: described(
        emptyAsAbsent(DateTime),
        'On orderDate: offers (which have none) are left out',
      ),
      orderDateTo: emptyAsAbsent(DateTime),
      metadata: z.optional(MetadataFilter),
    })
    .check(
      z.superRefine((body, ctx) => {
        for (const [from, to] of [
          ['createdAtFrom', 'createdAtTo'],
          ['orderDateFrom', 'orderDateTo'],
        ] as const) {
          const [a, b] = [body[from], body[to]];
          if (a && b && Date.parse(a) > Date.parse(b))
            ctx.addIssue({ code: 'custom', path: [from], message: `must not be after ${to}` });
        }
      }),
    ),
  {
    id: 'OrderSearch',
    example: {
      orderTypes: ['OFFER'],
      storeUids: ['store-oslo'],
      createdAtFrom: '2026-11-01T00:00:00Z',
      metadata: { channel: 'shopify' },
    },
  },
);
export type OrderSearchInput = z.output<typeof OrderSearchBody>;
