import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { DateTime, singleLine, text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { PurchaseOrderResponse } from './purchase-order.schema.ts';
import type { ReceivementEntity } from './receivement.entity.ts';

/** Receivements as stored and as the API shows them, and the receivement request. */

/**
 * Lines of one receivement. Each moves one level: the level, its movement, its STOCK_CHANGE and
 * its `incoming` are four transaction items, with the order, the receivement and PURCHASE_RECEIVED
 * three more: 24 lines fill 99 of DynamoDB's 100.
 */
export const MAX_RECEIVEMENT_ITEMS = 24;

export type ReceivementItemRecord = {
  receivementItemUid: string;
  purchaseOrderItemUid: string;
  productUid: string;
  quantity: number;
};

export type ReceivementRecord = Omit<EntityItem<typeof ReceivementEntity>, 'items'> & {
  items: ReceivementItemRecord[];
};

export const CreateReceivementBody = withMeta(
  z
    .object({
      receivementUid: described(
        z.optional(Uid),
        'Chosen by the caller (a retried receivement with the same uid is refused, not received twice), or generated',
      ),
      supplierOrderReference: described(z._default(singleLine(100), ''), "The supplier's delivery note"),
      note: z._default(text(1000), ''),
      items: z
        .array(
          z.object({
            purchaseOrderItemUid: Uid,
            quantity: described(z.int().check(z.gte(1), z.lte(1_000_000)), 'How many arrived'),
          }),
        )
        .check(z.minLength(1), z.maxLength(MAX_RECEIVEMENT_ITEMS)),
    })
    .check(
      z.superRefine((r, ctx) => {
        const seen = new Set<string>();
        for (const [i, item] of r.items.entries()) {
          if (seen.has(item.purchaseOrderItemUid))
            ctx.addIssue({
              code: 'custom',
              path: ['items', i, 'purchaseOrderItemUid'],
              message: 'appears twice in the receivement',
            });
          seen.add(item.purchaseOrderItemUid);
        }
      }),
    ),
  { id: 'CreateReceivement' },
);
export type CreateReceivementInput = z.output<typeof CreateReceivementBody>;

export const ReceivementResponse = withMeta(
  z.object({
    receivementUid: z.string(),
    purchaseOrderUid: z.string(),
    warehouseUid: z.string(),
    supplierOrderReference: z.string(),
    note: z.string(),
    items: z.array(
      z.object({
        receivementItemUid: z.string(),
        purchaseOrderItemUid: z.string(),
        productUid: z.string(),
        quantity: z.int(),
      }),
    ),
    receivedAt: DateTime,
    userUid: z.string(),
  }),
  {
    id: 'Receivement',
    example: {
      receivementUid: 'rcv-7',
      purchaseOrderUid: 'po-1001',
      warehouseUid: 'wh-sentrum',
      supplierOrderReference: 'DN-5521',
      note: '',
      items: [
        { receivementItemUid: 'rcvi-1', purchaseOrderItemUid: 'poi-1', productUid: 'prod-42', quantity: 10 },
      ],
      receivedAt: '2026-11-24T10:00:00.000Z',
      userUid: 'user-17',
    },
  },
);
export type ReceivementValue = z.infer<typeof ReceivementResponse>;

export const toReceivementResponse = (r: ReceivementRecord): ReceivementValue => ({
  receivementUid: r.receivementUid,
  purchaseOrderUid: r.purchaseOrderUid,
  warehouseUid: r.warehouseUid,
  supplierOrderReference: r.supplierOrderReference,
  note: r.note,
  items: r.items,
  receivedAt: r.receivedAt,
  userUid: r.userUid,
});

export const ReceivementResult = withMeta(
  z.object({ receivement: ReceivementResponse, purchaseOrder: PurchaseOrderResponse }),
  { id: 'ReceivementResult' },
);

export const ReceivementList = withMeta(z.object({ items: z.array(ReceivementResponse) }), {
  id: 'ReceivementList',
});
