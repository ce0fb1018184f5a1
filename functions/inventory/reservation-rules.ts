import type { StockLevel } from './stock-rules.ts';

/**
 * Reservation and sale arithmetic (issue 16, docs/decisions/reservations.md), pure. A hold is
 * what a warehouse keeps reserved for one order line; a level's `reserved` is the sum of the
 * holds on it, and every change of it is a RESERVATION movement (quantityChange 0), so versions
 * still count movements and the log still sums to onHand.
 */

/** What one warehouse holds reserved for one order line. */
export type Hold = { warehouseUid: string; productUid: string; quantity: number };

/** A line's hold before and after a reservation request; undefined is no hold. */
export type HoldChange = { before: Hold | undefined; after: Hold | undefined };

export const levelKeyOf = (h: Pick<Hold, 'warehouseUid' | 'productUid'>): string =>
  `${h.warehouseUid}#${h.productUid}`;

/** Whether a change leaves the line's hold as it was (same warehouse, product and quantity). */
export const holdUnchanged = ({ before, after }: HoldChange): boolean =>
  before?.warehouseUid === after?.warehouseUid &&
  before?.productUid === after?.productUid &&
  (before?.quantity ?? 0) === (after?.quantity ?? 0);

export type LevelDelta = {
  warehouseUid: string;
  productUid: string;
  delta: number;
  /** Indexes of the changes that add to this level (the lines a refusal names). */
  adding: number[];
};

/**
 * The change of `reserved` per level when every line's hold moves from `before` to `after`:
 * a release gives back on the old level, a hold takes on the new one; a line moved from one
 * warehouse to another does both. Levels whose changes cancel out are left out.
 */
export const reservedDeltas = (changes: readonly HoldChange[]): LevelDelta[] => {
  const byLevel = new Map<string, LevelDelta>();
  const add = (h: Hold, delta: number, index: number) => {
    const key = levelKeyOf(h);
    const entry = byLevel.get(key) ?? {
      warehouseUid: h.warehouseUid,
      productUid: h.productUid,
      delta: 0,
      adding: [],
    };
    entry.delta += delta;
    if (delta > 0) entry.adding.push(index);
    byLevel.set(key, entry);
  };
  changes.forEach((change, index) => {
    if (holdUnchanged(change)) return;
    if (change.before) add(change.before, -change.before.quantity, index);
    if (change.after) add(change.after, change.after.quantity, index);
  });
  return [...byLevel.values()].filter((d) => d.delta !== 0);
};

/**
 * The level after its reserved quantity changes by `delta`, or why that is refused: a hold may
 * not reserve more than is available unless the warehouse allows negative stock. A release is
 * never refused. onHand does not change; the version does (a RESERVATION movement).
 */
export const applyReservedChange = (
  level: StockLevel,
  delta: number,
  allowNegativeStock: boolean,
): { after: StockLevel } | { refused: string } => {
  const reserved = level.reserved + delta;
  const available = level.onHand - level.reserved;
  if (delta > 0 && level.onHand - reserved < 0 && !allowNegativeStock) {
    return {
      refused: `${delta} to reserve but ${Math.max(available, 0)} available: the warehouse does not allow negative stock`,
    };
  }
  return { after: { onHand: level.onHand, reserved: Math.max(reserved, 0), version: level.version + 1 } };
};

/** A sold (quantity > 0) or returned (quantity < 0) order line as a movement of its warehouse. */
export const saleMovementOf = (quantityOrdered: number) =>
  ({ reason: quantityOrdered > 0 ? 'SALE' : 'RETURN', quantity: -quantityOrdered }) as const;

/**
 * The level after `quantity` of an order line leaves it (a sale, or a delivery of reserved goods;
 * a negative quantity comes back): onHand changes by as much, always (negative stock or not: it
 * happened), and up to `held` of the level's reserved quantity is released. A quantity of 0 only
 * releases; with nothing held either it changes nothing (the version stays).
 */
export const applySale = (
  level: StockLevel,
  quantity: number,
  held: number,
): { quantityChange: number; reservedChange: number; after: StockLevel } => {
  // Never -0: changes are compared and serialised.
  const quantityChange = quantity === 0 ? 0 : -quantity;
  const reservedChange = held > 0 && level.reserved > 0 ? -Math.min(held, level.reserved) : 0;
  const changed = quantityChange !== 0 || reservedChange !== 0;
  return {
    quantityChange,
    reservedChange,
    after: {
      onHand: level.onHand + quantityChange,
      reserved: level.reserved + reservedChange,
      version: level.version + (changed ? 1 : 0),
    },
  };
};

/** Lines whose stock leaves when sold: STOCK only (spec 2.6: the type with a quantity in stock). */
export const movesStock = (line: { productType: string }): boolean => line.productType === 'STOCK';
