import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { UpdatedSince } from '#shared/http/changes-paging.ts';
import { cursorPaging } from '#shared/http/paging.ts';
import { cursorPagedList, DateTime, singleLine, text, Uid } from '#shared/schema/common.ts';
import { described, preprocess, withMeta } from '#shared/schema/zod-helpers.ts';
import type { PurchaseOrderEntity } from './purchase-order.entity.ts';
import { openQuantity, PURCHASE_ORDER_STATES, PURCHASE_ORDER_TYPES } from './purchase-order-rules.ts';

/** Purchase orders as stored and as the API shows them, and their requests. */

/** Items of an order: enough for one transaction per change (docs/decisions/purchasing.md). */
export const MAX_ITEMS = 90;
/** A transfer's send and cancel move stock in the source warehouse too: fewer items fit. */
export const MAX_INTERNAL_ITEMS = 24;

export type PurchaseOrderItemRecord = {
  purchaseOrderItemUid: string;
  productUid: string;
  sku: string;
  quantityOrdered: number;
  quantityReceived: number;
};

export type PurchaseOrderRecord = Omit<EntityItem<typeof PurchaseOrderEntity>, 'items'> & {
  items: PurchaseOrderItemRecord[];
};

const Quantity = z.int().check(z.gte(1), z.lte(1_000_000));

const ItemInput = z.object({
  purchaseOrderItemUid: described(z.optional(Uid), 'Chosen by the caller, or generated'),
  productUid: described(Uid, 'A product of the catalogue'),
  quantityOrdered: described(Quantity, 'Spec 8: never negative; a line orders at least 1'),
});
export type ItemInputValue = z.output<typeof ItemInput>;

const distinct = (
  items: readonly { productUid: string; purchaseOrderItemUid?: string | undefined }[],
  ctx: z.core.$RefinementCtx,
) => {
  const seen = { productUid: new Set<string>(), purchaseOrderItemUid: new Set<string>() };
  for (const [i, item] of items.entries()) {
    for (const field of ['productUid', 'purchaseOrderItemUid'] as const) {
      const value = item[field];
      if (value === undefined) continue;
      if (seen[field].has(value))
        ctx.addIssue({ code: 'custom', path: ['items', i, field], message: 'appears twice in the order' });
      seen[field].add(value);
    }
  }
};

const headerFields = {
  purchaseOrderNumber: singleLine(50).check(z.minLength(1)),
  supplierOrderReference: singleLine(100),
  externalId: singleLine(100),
  note: text(1000),
  expectedDeliveryDate: z.nullable(DateTime),
  allowOverReceipt: described(
    z.boolean(),
    'Whether a receivement may take a line above its quantity ordered',
  ),
};

export const CreatePurchaseOrderBody = withMeta(
  z
    .object({
      purchaseOrderUid: described(z.optional(Uid), 'Chosen by the caller, or generated'),
      type: z._default(z.enum(PURCHASE_ORDER_TYPES), 'PURCHASE_ORDER'),
      purchaseOrderNumber: described(
        z.optional(headerFields.purchaseOrderNumber),
        'Defaults to the purchaseOrderUid',
      ),
      warehouseUid: described(Uid, 'The warehouse the goods arrive at'),
      sourceWarehouseUid: described(
        z.optional(Uid),
        'INTERNAL_PURCHASE_ORDER only (required there): where the goods leave from',
      ),
      supplierUid: described(
        z.optional(Uid),
        'PURCHASE_ORDER only (required there): a supplier of the tenant (404 naming body.supplierUid otherwise)',
      ),
      supplierOrderReference: z._default(headerFields.supplierOrderReference, ''),
      externalId: z._default(headerFields.externalId, ''),
      note: z._default(headerFields.note, ''),
      expectedDeliveryDate: z._default(headerFields.expectedDeliveryDate, null),
      allowOverReceipt: z._default(headerFields.allowOverReceipt, false),
      items: z._default(z.array(ItemInput).check(z.maxLength(MAX_ITEMS)), []),
    })
    .check(
      z.superRefine((po, ctx) => {
        distinct(po.items, ctx);
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (po.type === 'PURCHASE_ORDER') {
          if (!po.supplierUid) issue('supplierUid', 'is required for a PURCHASE_ORDER');
          if (po.sourceWarehouseUid) issue('sourceWarehouseUid', 'is for an INTERNAL_PURCHASE_ORDER only');
        } else {
          if (!po.sourceWarehouseUid)
            issue('sourceWarehouseUid', 'is required for an INTERNAL_PURCHASE_ORDER');
          if (po.sourceWarehouseUid === po.warehouseUid)
            issue('sourceWarehouseUid', 'must differ from warehouseUid');
          if (po.supplierUid) issue('supplierUid', 'is for a PURCHASE_ORDER only');
          if (po.items.length > MAX_INTERNAL_ITEMS)
            issue('items', `an INTERNAL_PURCHASE_ORDER has at most ${MAX_INTERNAL_ITEMS} items`);
        }
      }),
    ),
  { id: 'CreatePurchaseOrder' },
);
export type CreatePurchaseOrderInput = z.output<typeof CreatePurchaseOrderBody>;

export const UpdatePurchaseOrderBody = withMeta(
  z
    .partial(
      z.object({
        ...headerFields,
        warehouseUid: Uid,
        sourceWarehouseUid: Uid,
        supplierUid: described(Uid, 'A supplier of the tenant (404 naming body.supplierUid otherwise)'),
        items: described(
          z.array(ItemInput).check(z.maxLength(MAX_ITEMS)),
          'Replaces the items; an item keeps its uid when given',
        ),
      }),
    )
    .check(z.superRefine((po, ctx) => po.items && distinct(po.items, ctx))),
  {
    id: 'UpdatePurchaseOrder',
    description:
      'Partial. In DRAFT everything but the type may change; in SENT and PARTLY_RECEIVED only purchaseOrderNumber, supplierOrderReference, externalId, note, expectedDeliveryDate and allowOverReceipt.',
  },
);
export type UpdatePurchaseOrderInput = z.output<typeof UpdatePurchaseOrderBody>;

const ItemResponse = z.object({
  purchaseOrderItemUid: z.string(),
  productUid: z.string(),
  sku: z.string(),
  quantityOrdered: z.int(),
  quantityReceived: z.int(),
  quantityOpen: withMeta(z.int(), { description: 'max(0, quantityOrdered - quantityReceived)' }),
});

export const PurchaseOrderResponse = withMeta(
  z.object({
    purchaseOrderUid: z.string(),
    type: z.enum(PURCHASE_ORDER_TYPES),
    purchaseOrderNumber: z.string(),
    state: z.enum(PURCHASE_ORDER_STATES),
    warehouseUid: z.string(),
    sourceWarehouseUid: z.nullable(z.string()),
    supplierUid: z.nullable(z.string()),
    supplierOrderReference: z.string(),
    externalId: z.string(),
    note: z.string(),
    expectedDeliveryDate: z.nullable(DateTime),
    allowOverReceipt: z.boolean(),
    items: z.array(ItemResponse),
    sentAt: z.nullable(DateTime),
    receivedAt: z.nullable(DateTime),
    cancelledAt: z.nullable(DateTime),
    createdBy: z.string(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'PurchaseOrder',
    example: {
      purchaseOrderUid: 'po-1001',
      type: 'PURCHASE_ORDER',
      purchaseOrderNumber: 'PO-1001',
      state: 'PARTLY_RECEIVED',
      warehouseUid: 'wh-sentrum',
      sourceWarehouseUid: null,
      supplierUid: 'sup-teaco',
      supplierOrderReference: 'SO-88121',
      externalId: '',
      note: '',
      expectedDeliveryDate: '2026-12-01T08:00:00.000Z',
      allowOverReceipt: false,
      items: [
        {
          purchaseOrderItemUid: 'poi-1',
          productUid: 'prod-42',
          sku: 'SKU-0042',
          quantityOrdered: 24,
          quantityReceived: 10,
          quantityOpen: 14,
        },
      ],
      sentAt: '2026-11-23T09:00:00.000Z',
      receivedAt: null,
      cancelledAt: null,
      createdBy: 'user-17',
      createdAt: '2026-11-23T08:55:00.000Z',
      lastModifiedAt: '2026-11-24T10:00:00.000Z',
    },
  },
);
export type PurchaseOrderValue = z.infer<typeof PurchaseOrderResponse>;

export const toPurchaseOrderResponse = (po: PurchaseOrderRecord): PurchaseOrderValue => ({
  purchaseOrderUid: po.purchaseOrderUid,
  type: po.type,
  purchaseOrderNumber: po.purchaseOrderNumber,
  state: po.state,
  warehouseUid: po.warehouseUid,
  sourceWarehouseUid: po.sourceWarehouseUid ?? null,
  supplierUid: po.supplierUid ?? null,
  supplierOrderReference: po.supplierOrderReference,
  externalId: po.externalId,
  note: po.note,
  expectedDeliveryDate: po.expectedDeliveryDate ?? null,
  allowOverReceipt: po.allowOverReceipt,
  items: po.items.map((i) => ({ ...i, quantityOpen: openQuantity(i) })),
  sentAt: po.sentAt ?? null,
  receivedAt: po.receivedAt ?? null,
  cancelledAt: po.cancelledAt ?? null,
  createdBy: po.createdBy,
  createdAt: po.createdAt,
  lastModifiedAt: po.lastModifiedAt,
});

/** The filters of the tenant's purchase orders with key paging (at most 100 orders a page: an order holds its lines). */
export const PurchaseOrderListQuery = z.extend(cursorPaging(100), {
  updatedSince: UpdatedSince,
  state: preprocess((v) => (v === '' ? undefined : v), z.optional(z.enum(PURCHASE_ORDER_STATES))),
  type: preprocess((v) => (v === '' ? undefined : v), z.optional(z.enum(PURCHASE_ORDER_TYPES))),
  warehouseUid: preprocess((v) => (v === '' ? undefined : v), z.optional(Uid)),
  supplierUid: preprocess((v) => (v === '' ? undefined : v), z.optional(Uid)),
});
export type PurchaseOrderListInput = z.output<typeof PurchaseOrderListQuery>;

export const PurchaseOrderPage = cursorPagedList(PurchaseOrderResponse, 'PurchaseOrderPage');
