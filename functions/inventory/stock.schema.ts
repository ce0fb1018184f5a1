import * as z from 'zod';
import { cursorPagedList, DateTime, text, Uid } from '#shared/schema/common.ts';
import { MOVEMENT_REASONS } from './inventory-enums.ts';

/** Stock levels and movements as the API shows them, and the movement requests. */

export const StockLevelResponse = z
  .object({
    warehouseUid: z.string(),
    productUid: z.string(),
    onHand: z.int(),
    reserved: z.int(),
    available: z.int().meta({ description: 'onHand - reserved' }),
    incoming: z.int().optional().meta({
      description:
        'Ordered on open purchase orders (SENT, PARTLY_RECEIVED) and not received yet. On stock reads; the level in a movement result leaves it out',
    }),
    version: z.int().meta({ description: 'The number of movements so far' }),
    lastModifiedAt: DateTime.nullable(),
  })
  .meta({
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
  });
export type StockLevelValue = z.infer<typeof StockLevelResponse>;

export const MovementResponse = z
  .object({
    warehouseUid: z.string(),
    productUid: z.string(),
    version: z.int().meta({ description: "The level's version this movement made" }),
    reason: z.enum(MOVEMENT_REASONS).meta({
      description:
        'SALE, DELIVERY (reserved goods leaving at delivery), RECEIVEMENT and RESERVATION are recorded by the service',
    }),
    quantityChange: z.int(),
    quantityAfter: z.int(),
    note: z.string(),
    userUid: z.string(),
    at: DateTime,
    reservedChange: z.int().optional().meta({
      description:
        'RESERVATION, SALE and DELIVERY movements: the change of reserved (onHand is quantityChange)',
    }),
    reservedAfter: z.int().optional().meta({ description: 'reserved after the movement' }),
  })
  .meta({
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
  });
export type MovementValue = z.infer<typeof MovementResponse>;

/** Reasons a client may record directly; the others come from sales, receivements and reservations. */
const CLIENT_REASONS = ['ADJUSTMENT', 'COUNT', 'RETURN', 'TRANSFER_OUT', 'TRANSFER_IN'] as const;

export const CreateMovementBody = z
  .object({
    reason: z.enum(CLIENT_REASONS),
    quantity: z
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .describe('Signed change; for COUNT the quantity counted (0 or more), which becomes onHand'),
    note: text(500).default(''),
  })
  .superRefine((m, ctx) => {
    const problem =
      m.reason === 'COUNT'
        ? m.quantity < 0
          ? 'a counted quantity cannot be negative'
          : undefined
        : m.quantity === 0
          ? 'must not be 0'
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['quantity'], message: problem });
  })
  .meta({ id: 'CreateStockMovement' });

export const MovementResult = z
  .object({ level: StockLevelResponse, movement: MovementResponse.nullable() })
  .meta({ id: 'StockMovementResult' });

export const BatchCountBody = z
  .object({
    items: z
      .array(
        z.object({ productUid: Uid, quantity: z.int().min(0).max(1_000_000), note: text(500).default('') }),
      )
      .min(1)
      .max(1000),
  })
  .meta({ id: 'StockBatchCount' });
export type BatchCountInput = z.output<typeof BatchCountBody>;

export const BatchCountResult = z
  .object({
    results: z.array(
      z.object({
        productUid: z.string(),
        status: z.int().meta({
          description: '200 counted (or unchanged), 404 unknown product, 409 lost to concurrent changes',
        }),
        level: StockLevelResponse.optional(),
        problem: z.object({ title: z.string(), detail: z.string() }).optional(),
      }),
    ),
  })
  .meta({ id: 'StockBatchCountResult' });

/** A page of a warehouse's levels in productUid order, and of a level's movements, newest first. */
export const StockPage = cursorPagedList(StockLevelResponse, 'StockLevelPage');
export const MovementPage = cursorPagedList(MovementResponse, 'StockMovementPage');

export const ProductStockResponse = z
  .object({
    productUid: z.string(),
    onHand: z.int(),
    reserved: z.int(),
    available: z.int(),
    incoming: z.int(),
    warehouses: z.array(StockLevelResponse),
  })
  .meta({ id: 'ProductStock' });
