import { type EventDraft, withEvents } from '#events/outbox.ts';
import { readProductFacts } from '#functions/catalogue/product-read.ts';
import { userUidOf } from '#shared/auth/context.ts';
import type { AuthContext } from '#shared/auth/model.ts';
import { nowIso } from '#shared/clock.ts';
import { isRace } from '#shared/db/race.ts';
import { oneAtATime, type RetryPolicy, retryWhile } from '#shared/db/retry.ts';
import { commit, type TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors.ts';
import type { MovementReason } from './inventory-enums.ts';
import { getLevel, type LevelRecord, type MovementRecord, movementOps } from './stock.repository.ts';
import type { MovementValue, StockLevelValue } from './stock.schema.ts';
import { stockChanged } from './stock-events.ts';
import { applyMovement, available, EMPTY_LEVEL, type Moved } from './stock-rules.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';
import { loadWarehouse } from './warehouse.service.ts';

/**
 * Stock movements (docs/decisions/inventory.md). Each movement reads its level, decides, and
 * writes the level at its next version with the movement and its STOCK_CHANGE in one
 * transaction, on condition that the level did not move meanwhile; a lost race is retried from a
 * fresh read. Movements of one level in this process take turns (oneAtATime), so a burst on one
 * hot product serialises here instead of colliding in the table.
 */

/** Many movements may contend for one hot product: up to 60 attempts within 12 s. */
const MOVEMENT_RACE_POLICY: RetryPolicy = { attempts: 60, baseMs: 5, capMs: 200, budgetMs: 12_000 };

type Product = { productUid: string; sku: string };
export type Move = { reason: MovementReason; quantity: number; note: string };

export const toLevelValue = (
  warehouseUid: string,
  productUid: string,
  level?: LevelRecord,
): StockLevelValue => ({
  warehouseUid,
  productUid,
  onHand: level?.onHand ?? 0,
  reserved: level?.reserved ?? 0,
  available: level ? available(level) : 0,
  version: level?.version ?? 0,
  lastModifiedAt: level?.lastModifiedAt ?? null,
});

const toMovementValue = ({ tenantUid: _t, ...m }: MovementRecord): MovementValue => m;

/** The product of the catalogue, or a 404 naming `path`. */
export const loadProduct = async (tenantUid: string, productUid: string, path: string): Promise<Product> => {
  const product = (await readProductFacts(tenantUid, [productUid])).get(productUid);
  if (!product) throw NotFoundError.record('product', productUid, path);
  return product;
};

/**
 * The records of a decided movement: the level at its next version, the movement under that
 * version, and its STOCK_CHANGE (every writer of movements builds them here).
 */
export const movedLevel = (
  warehouse: Pick<WarehouseRecord, 'tenantUid' | 'warehouseUid'>,
  product: Product,
  moved: Moved,
  by: { reason: MovementReason; note: string; userUid: string; at: string },
) => {
  const { tenantUid, warehouseUid } = warehouse;
  const { productUid } = product;
  const level: LevelRecord = { tenantUid, warehouseUid, productUid, ...moved.after, lastModifiedAt: by.at };
  const movement: MovementRecord = {
    tenantUid,
    warehouseUid,
    productUid,
    version: level.version,
    reason: by.reason,
    quantityChange: moved.quantityChange,
    quantityAfter: level.onHand,
    note: by.note,
    userUid: by.userUid,
    at: by.at,
  };
  const event = stockChanged(tenantUid, warehouseUid, product, moved.quantityChange, level.onHand);
  return { level, movement, event };
};

/**
 * What one movement does to a level read at `current`: nothing, or its writes (`ops`: the level
 * and movement, `change`, with the STOCK_CHANGE, `events`, in the outbox).
 */
export type PlannedMovement =
  | { level: LevelRecord | undefined; movement: undefined; ops?: undefined }
  | {
      level: LevelRecord;
      movement: MovementRecord;
      ops: TransactOp[];
      change: TransactOp[];
      events: EventDraft[];
    };

/**
 * Decides one movement on the level as read (`current`) and builds its writes: the level at its
 * next version on condition that it is still at the version read, the movement and its
 * STOCK_CHANGE. A refused movement throws the 409 or 422 naming `body.quantity`.
 */
export const planMovement = (
  warehouse: WarehouseRecord,
  product: Product,
  move: Move,
  userUid: string,
  current: LevelRecord | undefined,
): PlannedMovement => {
  const decided = applyMovement(current ?? EMPTY_LEVEL, move, warehouse.allowNegativeStock);
  if ('refused' in decided) {
    const issue = { path: 'body.quantity', message: decided.refused };
    throw decided.short
      ? new ConflictError(decided.refused, { errors: [issue] })
      : new ValidationError(decided.refused, [issue]);
  }
  if (!decided.moved) return { level: current, movement: undefined };
  const { level, movement, event } = movedLevel(warehouse, product, decided.moved, {
    reason: move.reason,
    note: move.note,
    userUid,
    at: nowIso(),
  });
  const change = movementOps(level, current?.version ?? 0, movement);
  return { level, movement, ops: withEvents(change, [event]), change, events: [event] };
};

/**
 * Applies one movement to one level with its retries. Answers the level after it and the movement,
 * or no movement when nothing changed (a count that finds what the books say).
 */
export const moveStock = (
  warehouse: WarehouseRecord,
  product: Product,
  move: Move,
  userUid: string,
): Promise<{ level: LevelRecord | undefined; movement: MovementRecord | undefined }> => {
  const { tenantUid, warehouseUid } = warehouse;
  const { productUid } = product;
  return oneAtATime(`stock#${tenantUid}#${warehouseUid}#${productUid}`, () =>
    retryWhile(
      async () => {
        const current = await getLevel(tenantUid, warehouseUid, productUid);
        const planned = planMovement(warehouse, product, move, userUid, current);
        if (planned.ops) await commit(planned.ops);
        return { level: planned.level, movement: planned.movement };
      },
      isRace,
      MOVEMENT_RACE_POLICY,
    ),
  );
};

/** `POST .../warehouses/{w}/stock/{p}/movements`: one movement by the caller, 201, or 200 when nothing moved. */
export const recordMovement = async (
  auth: AuthContext,
  warehouseUid: string,
  productUid: string,
  move: Move,
) => {
  const tenantUid = auth.tenantUid;
  const [warehouse, product] = await Promise.all([
    loadWarehouse(tenantUid, warehouseUid),
    loadProduct(tenantUid, productUid, 'params.productUid'),
  ]);
  const { level, movement } = await moveStock(warehouse, product, move, userUidOf(auth));
  // 201 only when a movement was created; a count that finds what the books say creates nothing.
  return {
    status: movement ? 201 : 200,
    body: {
      level: toLevelValue(warehouseUid, productUid, level),
      movement: movement ? toMovementValue(movement) : null,
    },
  };
};

export { toMovementValue };
