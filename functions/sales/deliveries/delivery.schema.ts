import * as z from 'zod/mini';
import { DateTime, OptionalUid, pagedList, text, Uid } from '#shared/schema/common.ts';
import { ProductType } from '#shared/schema/retail.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';
import { DELIVERY_LINES_MAX, DELIVERY_RECORD_STATES } from './delivery-enums.ts';

/** Schemas of deliveries (issue 17): the goods of an order's lines handed over or shipped. */

export const DeliveryStatus = withMeta(z.enum(DELIVERY_RECORD_STATES), {
  id: 'DeliveryRecordState',
  description:
    "NEW and STARTED: being picked (the quantities are held for it, stock has not moved); DELIVERED: handed over: goods reserved in a warehouse leave it (a DELIVERY movement, recorded from the stream within seconds), the rest when the line is sold; CANCELLED: never delivered. The state 'Not delivered' of earlier versions is removed (spec 9.4): NEW and STARTED replace it, and it is neither accepted nor answered, so no answer carries a Deprecation header for it.",
});

const LineInput = z.object({
  orderItemUid: Uid,
  quantity: z.int().check(z.gte(1), z.lte(10_000)),
});

const lines = z.array(LineInput).check(
  z.minLength(1),
  z.maxLength(DELIVERY_LINES_MAX),
  z.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((l, i) => {
      if (seen.has(l.orderItemUid))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'orderItemUid'],
          message: 'is listed twice in the delivery',
        });
      seen.add(l.orderItemUid);
    });
  }),
);

export const CreateDeliveryBody = withMeta(
  z.object({
    deliveryUid: z.optional(Uid),
    state: withMeta(z._default(z.enum(['NEW', 'STARTED', 'DELIVERED']), 'DELIVERED'), {
      description:
        'DELIVERED (the default) hands the goods over now; NEW or STARTED opens a delivery being picked',
    }),
    lines,
    note: z._default(text(1000), ''),
  }),
  { id: 'CreateDeliveryBody' },
);
export type CreateDeliveryInput = z.output<typeof CreateDeliveryBody>;

export const UpdateDeliveryBody = withMeta(
  z.object({
    state: z.optional(DeliveryStatus),
    lines: withMeta(z.optional(lines), {
      description: 'The lines, replaced as a whole (NEW and STARTED only)',
    }),
    note: z.optional(text(1000)),
  }),
  { id: 'UpdateDeliveryBody' },
);
export type UpdateDeliveryInput = z.output<typeof UpdateDeliveryBody>;

export const DeliveryLine = withMeta(
  z.object({
    orderItemUid: Uid,
    productUid: OptionalUid,
    sku: z.string(),
    name: z.string(),
    productType: ProductType,
    quantity: z.int(),
    warehouseUid: withMeta(OptionalUid, {
      description:
        "The line's warehouse when delivered: its reserved warehouse, which reserved goods leave (for the picker); empty when it has none",
    }),
  }),
  { id: 'DeliveryLine' },
);
export type DeliveryLineValue = z.infer<typeof DeliveryLine>;

export const DeliveryResponse = withMeta(
  z.object({
    deliveryUid: Uid,
    orderUid: Uid,
    storeUid: Uid,
    orderNumber: z.string(),
    state: DeliveryStatus,
    lines: z.array(DeliveryLine),
    note: z.string(),
    deliveredAt: z.nullable(DateTime),
    createdBy: z.string(),
    lastModifiedBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'DeliveryResponse' },
);
export type DeliveryValue = z.infer<typeof DeliveryResponse>;

export const DeliveryList = withMeta(z.object({ items: z.array(DeliveryResponse) }), { id: 'DeliveryList' });

export const DeliverySearchBody = withMeta(
  z.object({
    storeUids: z.optional(z.array(Uid).check(z.minLength(1), z.maxLength(100))),
    orderUids: z.optional(z.array(Uid).check(z.minLength(1), z.maxLength(100))),
    states: z.optional(
      z.array(DeliveryStatus).check(z.minLength(1), z.maxLength(DELIVERY_RECORD_STATES.length)),
    ),
    deliveredFrom: z.optional(DateTime),
    deliveredTo: z.optional(DateTime),
  }),
  { id: 'DeliverySearchBody' },
);
export type DeliverySearchInput = z.output<typeof DeliverySearchBody>;

export const DeliveryPage = pagedList(DeliveryResponse, 'DeliveryPage');

/** Sortable fields of delivery searches. */
export const DELIVERY_SORT = ['createdAt', 'deliveredAt'] as const;
