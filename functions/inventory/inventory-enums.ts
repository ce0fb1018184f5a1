/** Why stock moved (issue 16): every change of a stock level is one movement with one reason. */
export const MOVEMENT_REASONS = [
  'ADJUSTMENT',
  'COUNT',
  'SALE',
  'RETURN',
  'RECEIVEMENT',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'RESERVATION',
  'DELIVERY',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/**
 * Reasons whose decrease may take onHand below zero whatever the warehouse says: a sale or a
 * return has happened at the till, a delivery at the door, and each is recorded as it happened
 * (docs/decisions/inventory.md).
 */
export const ALWAYS_ALLOWED_NEGATIVE: readonly MovementReason[] = ['SALE', 'RETURN', 'DELIVERY'];
