import type { Hold } from './reservation-rules.ts';

/**
 * What the inventory knows of one order line (docs/decisions/deliveries.md), pure: what a
 * warehouse holds for it, what its deliveries delivered and took out of stock, and whether its
 * sale was recorded. Goods reserved in a warehouse leave at delivery, the rest at the sale, and a
 * line never leaves for more than its quantity: both paths read and write this one record.
 */
export type LineStock = {
  /** The warehouse holding the line's reservation; '' when nothing is held. */
  warehouseUid: string;
  productUid: string;
  /** What the warehouse holds for the line (0 when nothing is held). */
  quantity: number;
  /** What the line's deliveries delivered, as applied here. */
  delivered: number;
  /** What of that left stock at delivery (out of the reserved warehouse). */
  moved: number;
  /** Deliveries already applied: a replay of one changes nothing. */
  deliveryUids: string[];
  /** The sale was recorded: the rest of the line has left and nothing leaves again. */
  sold: boolean;
};

/** The line's active hold, or undefined (none, nothing left in it, or the line is sold). */
export const heldOf = (line: LineStock | undefined): Hold | undefined =>
  line && !line.sold && line.warehouseUid && line.quantity > 0
    ? { warehouseUid: line.warehouseUid, productUid: line.productUid, quantity: line.quantity }
    : undefined;

/** Whether the record says more than a hold: something was delivered or sold. */
export const hasHistory = (line: LineStock): boolean =>
  line.delivered !== 0 || line.moved !== 0 || line.deliveryUids.length > 0 || line.sold;

/** A line the inventory knows nothing of yet. */
export const emptyLineStock = (productUid: string): LineStock => ({
  warehouseUid: '',
  productUid,
  quantity: 0,
  delivered: 0,
  moved: 0,
  deliveryUids: [],
  sold: false,
});

/** What a reservation of the line holds: what is left to deliver as far as the inventory knows. */
export const quantityToHold = (quantityOrdered: number, line: LineStock | undefined): number =>
  Math.max(quantityOrdered - (line?.delivered ?? 0), 0);

export type DeliveryDecision =
  | { skip: 'recorded' | 'sold' }
  /** `leaves` units leave the held warehouse now (0: nothing is held, nothing moves). */
  | { leaves: number; from: string; after: LineStock };

/**
 * A delivery of `quantity` of the line. Already applied: nothing. Sold: nothing (the sale moved the
 * whole line). Otherwise what the line holds leaves, up to the quantity delivered, and the hold
 * shrinks by as much; what was not held leaves at the sale.
 */
export const applyDelivery = (
  line: LineStock | undefined,
  productUid: string,
  deliveryUid: string,
  quantity: number,
): DeliveryDecision => {
  if (line?.deliveryUids.includes(deliveryUid)) return { skip: 'recorded' };
  if (line?.sold) return { skip: 'sold' };
  const base = line ?? emptyLineStock(productUid);
  const held = heldOf(line);
  const leaves = held ? Math.min(quantity, held.quantity) : 0;
  return {
    leaves,
    from: held?.warehouseUid ?? '',
    after: {
      ...base,
      quantity: base.quantity - leaves,
      delivered: base.delivered + quantity,
      moved: base.moved + leaves,
      deliveryUids: [...base.deliveryUids, deliveryUid],
    },
  };
};

/**
 * What the sale of the line moves: its quantity less what its deliveries took out already (a
 * return line, of negative quantity, is never delivered and comes back whole).
 */
export const saleQuantity = (quantityOrdered: number, line: LineStock | undefined): number =>
  quantityOrdered > 0 ? Math.max(quantityOrdered - (line?.moved ?? 0), 0) : quantityOrdered;

/** The record once the line is sold: nothing held, nothing to leave again. */
export const soldLine = (
  line: LineStock | undefined,
  productUid: string,
  warehouseUid: string,
): LineStock => ({
  ...(line ?? emptyLineStock(productUid)),
  warehouseUid,
  quantity: 0,
  sold: true,
});
