import * as z from 'zod';
import { DateTime, OptionalUid, pagedList, text, Uid } from '#shared/schema/common.ts';
import { ProductType } from '#shared/schema/retail.ts';
import { DELIVERY_LINES_MAX, DELIVERY_RECORD_STATES } from './delivery-enums.ts';

/** Schemas of deliveries (issue 17): the goods of an order's lines handed over or shipped. */

export const DeliveryStatus = z.enum(DELIVERY_RECORD_STATES).meta({
  id: 'DeliveryRecordState',
  description:
    "NEW and STARTED: being picked (the quantities are held for it, stock has not moved); DELIVERED: handed over: goods reserved in a warehouse leave it (a DELIVERY movement, recorded from the stream within seconds), the rest when the line is sold; CANCELLED: never delivered. The state 'Not delivered' of earlier versions is removed (spec 9.4): NEW and STARTED replace it, and it is neither accepted nor answered, so no answer carries a Deprecation header for it.",
});

const LineInput = z.object({
  orderItemUid: Uid,
  quantity: z.int().min(1).max(10_000),
});

const lines = z
  .array(LineInput)
  .min(1)
  .max(DELIVERY_LINES_MAX)
  .superRefine((items, ctx) => {
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
  });

export const CreateDeliveryBody = z
  .object({
    deliveryUid: Uid.optional(),
    state: z.enum(['NEW', 'STARTED', 'DELIVERED']).default('DELIVERED').meta({
      description:
        'DELIVERED (the default) hands the goods over now; NEW or STARTED opens a delivery being picked',
    }),
    lines,
    note: text(1000).default(''),
  })
  .meta({ id: 'CreateDeliveryBody' });
export type CreateDeliveryInput = z.output<typeof CreateDeliveryBody>;

export const UpdateDeliveryBody = z
  .object({
    state: DeliveryStatus.optional(),
    lines: lines.optional().meta({ description: 'The lines, replaced as a whole (NEW and STARTED only)' }),
    note: text(1000).optional(),
  })
  .meta({ id: 'UpdateDeliveryBody' });
export type UpdateDeliveryInput = z.output<typeof UpdateDeliveryBody>;

export const DeliveryLine = z
  .object({
    orderItemUid: Uid,
    productUid: OptionalUid,
    sku: z.string(),
    name: z.string(),
    productType: ProductType,
    quantity: z.int(),
    warehouseUid: OptionalUid.meta({
      description:
        "The line's warehouse when delivered: its reserved warehouse, which reserved goods leave (for the picker); empty when it has none",
    }),
  })
  .meta({ id: 'DeliveryLine' });
export type DeliveryLineValue = z.infer<typeof DeliveryLine>;

export const DeliveryResponse = z
  .object({
    deliveryUid: Uid,
    orderUid: Uid,
    storeUid: Uid,
    orderNumber: z.string(),
    state: DeliveryStatus,
    lines: z.array(DeliveryLine),
    note: z.string(),
    deliveredAt: DateTime.nullable(),
    createdBy: z.string(),
    lastModifiedBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'DeliveryResponse' });
export type DeliveryValue = z.infer<typeof DeliveryResponse>;

export const DeliveryList = z.object({ items: z.array(DeliveryResponse) }).meta({ id: 'DeliveryList' });

export const DeliverySearchBody = z
  .object({
    storeUids: z.array(Uid).min(1).max(100).optional(),
    orderUids: z.array(Uid).min(1).max(100).optional(),
    states: z.array(DeliveryStatus).min(1).max(DELIVERY_RECORD_STATES.length).optional(),
    deliveredFrom: DateTime.optional(),
    deliveredTo: DateTime.optional(),
  })
  .meta({ id: 'DeliverySearchBody' });
export type DeliverySearchInput = z.output<typeof DeliverySearchBody>;

export const DeliveryPage = pagedList(DeliveryResponse, 'DeliveryPage');

/** Sortable fields of delivery searches. */
export const DELIVERY_SORT = ['createdAt', 'deliveredAt'] as const;
