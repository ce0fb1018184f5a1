import type { EventDraft } from '#events/outbox.ts';
import { nowIso } from '#shared/clock.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError, ValidationError } from '#shared/errors.ts';
import type { MovementReason } from './inventory-enums.ts';
import { getLevel, movementOps } from './stock.repository.ts';
import { movedLevel } from './stock.service.ts';
import { applyMovement, EMPTY_LEVEL } from './stock-rules.ts';
import type { WarehouseRecord } from './warehouse.schema.ts';

/**
 * Several movements of one warehouse decided together for one transaction: the writes a
 * purchase order's send, receivement or cancel adds to its own. The same arithmetic as a single
 * movement (applyMovement) and the same members (movementOps, STOCK_CHANGE): each level at its
 * next version on condition that it did not move since it was read here. A lost race fails the
 * whole transaction, which the caller decides again from fresh reads (retryWhile + isRace).
 */

/** One movement to plan: a product (distinct within one plan), its reason and signed quantity. */
export type PlannedMove = {
  product: { productUid: string; sku: string };
  reason: MovementReason;
  quantity: number;
  /** Where a refusal points (`items.2.quantityOrdered`). */
  path: string;
};

export const planMovements = async (
  warehouse: WarehouseRecord,
  moves: readonly PlannedMove[],
  userUid: string,
  note: string,
): Promise<{ ops: TransactOp[]; events: EventDraft[] }> => {
  const { tenantUid, warehouseUid } = warehouse;
  const at = nowIso();
  const currents = await Promise.all(
    moves.map((m) => getLevel(tenantUid, warehouseUid, m.product.productUid)),
  );
  const ops: TransactOp[] = [];
  const events: EventDraft[] = [];
  for (const [i, move] of moves.entries()) {
    const current = currents[i];
    const decided = applyMovement(current ?? EMPTY_LEVEL, move, warehouse.allowNegativeStock);
    if ('refused' in decided) {
      const message = `${move.product.productUid} in '${warehouseUid}': ${decided.refused}`;
      const issue = { path: move.path, message };
      throw decided.short
        ? new ConflictError(message, { errors: [issue] })
        : new ValidationError(message, [issue]);
    }
    if (!decided.moved) continue;
    const { level, movement, event } = movedLevel(warehouse, move.product, decided.moved, {
      reason: move.reason,
      note,
      userUid,
      at,
    });
    ops.push(...movementOps(level, current?.version ?? 0, movement));
    events.push(event);
  }
  return { ops, events };
};
