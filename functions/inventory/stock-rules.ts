import { ALWAYS_ALLOWED_NEGATIVE, type MovementReason } from './inventory-enums.ts';

/**
 * Stock arithmetic (issue 16), pure. A level is what one warehouse holds of one product; it
 * changes only through movements, and `version` counts them, so the movement log numbered by
 * version sums to onHand.
 */

export type StockLevel = { onHand: number; reserved: number; version: number };

/** A movement as asked: a signed quantity, or for a COUNT the quantity counted. */
export type MovementInput = { reason: MovementReason; quantity: number };

export type Moved = { quantityChange: number; after: StockLevel };

/** The empty level of a product the warehouse has never held. */
export const EMPTY_LEVEL: StockLevel = { onHand: 0, reserved: 0, version: 0 };

/**
 * The level after a movement, or why it is refused (the request schema has already refused a
 * zero change and a negative count; they are refused here too). A COUNT sets onHand to the counted quantity
 * (its change is the difference, and a count that finds what the books say changes nothing). A
 * decrease below zero is refused unless the warehouse allows negative stock or the reason is a
 * sale or a return (recorded as they happened at the till). Undefined change: nothing to record.
 */
export const applyMovement = (
  level: StockLevel,
  move: MovementInput,
  allowNegativeStock: boolean,
): { moved: Moved | undefined } | { refused: string; short?: true } => {
  if (move.reason === 'COUNT' && move.quantity < 0)
    return { refused: 'a counted quantity cannot be negative' };
  if (move.reason !== 'COUNT' && move.quantity === 0) return { refused: 'must not be 0' };
  const quantityChange = move.reason === 'COUNT' ? move.quantity - level.onHand : move.quantity;
  if (quantityChange === 0) return { moved: undefined };
  const onHand = level.onHand + quantityChange;
  const mayGoNegative = allowNegativeStock || ALWAYS_ALLOWED_NEGATIVE.includes(move.reason);
  if (onHand < 0 && quantityChange < 0 && !mayGoNegative) {
    return {
      refused: `would take onHand to ${onHand}: the warehouse does not allow negative stock`,
      short: true,
    };
  }
  return {
    moved: { quantityChange, after: { onHand, reserved: level.reserved, version: level.version + 1 } },
  };
};

/** What can be sold or reserved now. */
export const available = (level: StockLevel): number => level.onHand - level.reserved;
