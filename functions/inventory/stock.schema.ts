import * as z from 'zod/mini';
import { cursorPagedList, DateTime, text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { MOVEMENT_REASONS } from './inventory-enums.ts';

/** Stock levels and movements as the API shows them, and the movement requests. */

export const StockLevelResponse = withMeta(
  z.object({
    warehouseUid: z.string(),
    productUid: z.string(),
    onHand: z.int(),
    reserved: z.int(),
    available: withMeta(z.int(), { description: 'onHand - reserved' }),
    incoming: withMeta(z.optional(z.int()), {
      description:
        'Ordered on open purchase orders (SENT, PARTLY_RECEIVED) and not received yet. On stock reads; the level in a movement result leaves it out',
    }),
    version: withMeta(z.int(), { description: 'The number of movements so far' }),
    lastModifiedAt: z.nullable(DateTime),
  }),
  {
    id: 'StockLevel',
    example: {
      warehouseUid: 'wh-sentrum',
      productUid: 'prod-42',
      onHand: 17,
      reserved: 2,
      available: 15,
      incoming: 24,
      version: 9,
      lastModifiedAt: '2026-11-23T10:17:05.000Z',
    },
  },
);
export type StockLevelValue = z.infer<typeof StockLevelResponse>;

export const MovementResponse = withMeta(
  z.object({
    warehouseUid: z.string(),
    productUid: z.string(),
    version: withMeta(z.int(), { description: "The level's version this movement made" }),
    reason: withMeta(z.enum(MOVEMENT_REASONS), {
      description:
        'SALE, DELIVERY (reserved goods leaving at delivery), RECEIVEMENT and RESERVATION are recorded by the service',
    }),
    quantityChange: z.int(),
    quantityAfter: z.int(),
    note: z.string(),
    userUid: z.string(),
    at: DateTime,
    reservedChange: withMeta(z.optional(z.int()), {
      description:
        'RESERVATION, SALE and DELIVERY movements: the change of reserved (onHand is quantityChange)',
    }),
    reservedAfter: withMeta(z.optional(z.int()), { description: 'reserved after the movement' }),
  }),
  {
    id: 'StockMovement',
    example: {
      warehouseUid: 'wh-sentrum',
      productUid: 'prod-42',
      version: 9,
      reason: 'ADJUSTMENT',
      quantityChange: -3,
      quantityAfter: 17,
      note: 'Broken in transport',
      userUid: 'user-17',
      at: '2026-11-23T10:17:05.000Z',
    },
  },
);
export type MovementValue = z.infer<typeof MovementResponse>;

/** Reasons a client may record directly; the others come from sales, receivements and reservations. */
const CLIENT_REASONS = ['ADJUSTMENT', 'COUNT', 'RETURN', 'TRANSFER_OUT', 'TRANSFER_IN'] as const;

export const CreateMovementBody = withMeta(
  z
    .object({
      reason: z.enum(CLIENT_REASONS),
      quantity: described(
        z.int().check(z.gte(-1_000_000), z.lte(1_000_000)),
        'Signed change; for COUNT the quantity counted (0 or more), which becomes onHand',
      ),
      note: z._default(text(500), ''),
    })
    .check(
      z.superRefine((m, ctx) => {
        const problem =
          m.reason === 'COUNT'
            ? m.quantity < 0
              ? 'a counted quantity cannot be negative'
              : undefined
            : m.quantity === 0
              ? 'must not be 0'
              : undefined;
        if (problem) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
      }),
    ),
  { id: 'CreateStockMovement' },
);

export const MovementResult = withMeta(
  z.object({ level: StockLevelResponse, movement: z.nullable(MovementResponse) }),
  { id: 'StockMovementResult' },
);

export const BatchCountBody = withMeta(
  z.object({
    items: z
      .array(
        z.object({
          productUid: Uid,
          quantity: z.int().check(z.gte(0), z.lte(1_000_000)),
          note: z._default(text(500), ''),
        }),
      )
      .check(z.minLength(1), z.maxLength(1000)),
  }),
  { id: 'StockBatchCount' },
);
export type BatchCountInput = z.output<typeof BatchCountBody>;

export const BatchCountResult = withMeta(
  z.object({
    results: z.array(
      z.object({
        productUid: z.string(),
        status: withMeta(z.int(), {
          description: '200 counted (or unchanged), 404 unknown product, 409 lost to concurrent changes',
        }),
        level: z.optional(StockLevelResponse),
        problem: z.optional(z.object({ title: z.string(), detail: z.string() })),
      }),
    ),
  }),
  { id: 'StockBatchCountResult' },
);

/** A page of a warehouse's levels in productUid order, and of a level's movements, newest first. */
export const StockPage = cursorPagedList(StockLevelResponse, 'StockLevelPage');
export const MovementPage = cursorPagedList(MovementResponse, 'StockMovementPage');

export const ProductStockResponse = withMeta(
  z.object({
    productUid: z.string(),
    onHand: z.int(),
    reserved: z.int(),
    available: z.int(),
    incoming: z.int(),
    warehouses: z.array(StockLevelResponse),
  }),
  { id: 'ProductStock' },
);
