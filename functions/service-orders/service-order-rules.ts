/**
 * The states of a service order, from intake at the counter to pickup, and which changes each
 * allows (docs/decisions/service-orders.md). Pure values and functions: no I/O.
 */

export const SERVICE_ORDER_STATES = [
  'RECEIVED',
  'DIAGNOSING',
  'AWAITING_APPROVAL',
  'IN_REPAIR',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'CANCELLED',
] as const;
export type ServiceOrderState = (typeof SERVICE_ORDER_STATES)[number];

/**
 * The states each state may move to. READY_FOR_PICKUP from DIAGNOSING or AWAITING_APPROVAL is the
 * item going back unrepaired (nothing wrong, or the estimate declined). An item handed back is
 * PICKED_UP, never CANCELLED: once it is ready only its pickup ends the order.
 */
export const SERVICE_ORDER_TRANSITIONS = {
  RECEIVED: ['DIAGNOSING', 'CANCELLED'],
  DIAGNOSING: ['AWAITING_APPROVAL', 'IN_REPAIR', 'READY_FOR_PICKUP', 'CANCELLED'],
  AWAITING_APPROVAL: ['IN_REPAIR', 'READY_FOR_PICKUP', 'CANCELLED'],
  IN_REPAIR: ['READY_FOR_PICKUP', 'CANCELLED'],
  READY_FOR_PICKUP: ['PICKED_UP'],
  PICKED_UP: [],
  CANCELLED: [],
} as const satisfies Record<ServiceOrderState, readonly ServiceOrderState[]>;

/** States after which nothing about the order changes but its notes. */
export const FINAL_STATES: readonly ServiceOrderState[] = ['PICKED_UP', 'CANCELLED'];

/** What a transition looks at besides the two states. */
export type TransitionFacts = { hasEstimate: boolean; estimateApproved: boolean };

/**
 * Why `from` may not move to `to`, or undefined when it may. Asking for approval needs an
 * estimate; repairing after asking needs it approved.
 */
export const refusedTransition = (
  from: ServiceOrderState,
  to: ServiceOrderState,
  facts: TransitionFacts,
): string | undefined => {
  const allowed: readonly ServiceOrderState[] = SERVICE_ORDER_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    const next = allowed.length > 0 ? `it may move to ${allowed.join(', ')}` : 'it is final';
    return `a ${from} service order cannot move to ${to}: ${next}`;
  }
  if (to === 'AWAITING_APPROVAL' && !facts.hasEstimate)
    return 'a service order awaits approval of an estimate: set its estimate first';
  if (from === 'AWAITING_APPROVAL' && to === 'IN_REPAIR' && !facts.estimateApproved)
    return 'the estimate is not approved: approve it (estimate.approved) before the repair';
  return undefined;
};

/** The estimate as stored: amount in minor units, its currency, and whether and when it was approved. */
export type Estimate = { amount: number; currency: string; approved: boolean; approvedAt: string };

/**
 * The estimate after an update: a new amount or currency withdraws an approval unless the same
 * update approves it again; approving keeps the first approval's time.
 */
export const nextEstimate = (
  current: Estimate | undefined,
  input: { amount: number; currency: string; approved?: boolean | undefined },
  now: string,
): Estimate => {
  const same = current && current.amount === input.amount && current.currency === input.currency;
  const approved = input.approved ?? (same ? current.approved : false);
  const approvedAt = approved ? (same && current.approved ? current.approvedAt : now) : '';
  return { amount: input.amount, currency: input.currency, approved, approvedAt };
};
