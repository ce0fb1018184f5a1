import { ConflictError, UnprocessableError } from '#shared/errors.ts';

/**
 * The handling state of an order (spec 2.6 fact 2: NOT_STARTED, IN_PROGRESS, ON_HOLD, COMPLETE)
 * and the moves between them. Pure: unit-tested without the stack.
 */
export const HANDLING_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETE'] as const;
export type HandlingState = (typeof HANDLING_STATES)[number];

/**
 * The legal moves. Work starts (or is parked) from NOT_STARTED; only work in progress completes;
 * a held order is resumed or put back in the queue; a complete one can only be reopened. Staying
 * in the same state is no move (the PUT changes nothing and emits nothing); any other move is 409.
 *
 * | from \ to   | NOT_STARTED | IN_PROGRESS | ON_HOLD | COMPLETE |
 * |-------------|-------------|-------------|---------|----------|
 * | NOT_STARTED | (same)      | yes         | yes     | no       |
 * | IN_PROGRESS | no          | (same)      | yes     | yes      |
 * | ON_HOLD     | yes         | yes         | (same)  | no       |
 * | COMPLETE    | no          | yes         | no      | (same)   |
 */
export const HANDLING_TRANSITIONS: { readonly [S in HandlingState]: readonly HandlingState[] } = {
  NOT_STARTED: ['IN_PROGRESS', 'ON_HOLD'],
  IN_PROGRESS: ['ON_HOLD', 'COMPLETE'],
  ON_HOLD: ['IN_PROGRESS', 'NOT_STARTED'],
  COMPLETE: ['IN_PROGRESS'],
};

export const canMove = (from: HandlingState, to: HandlingState): boolean =>
  from === to || HANDLING_TRANSITIONS[from].includes(to);

/** 409 for a move the table does not allow, naming the moves that are. */
export const assertMove = (from: HandlingState, to: HandlingState): void => {
  if (!canMove(from, to)) {
    const allowed = HANDLING_TRANSITIONS[from].join(', ');
    throw new ConflictError(
      `the order's handling cannot move from ${from} to ${to} (from ${from}: ${allowed})`,
      {
        errors: [{ path: 'body.state', message: `cannot move from ${from} to ${to}` }],
      },
    );
  }
};

/**
 * Which handling the order follows after the request: the one it names, or the current one. An
 * order changes handling only while NOT_STARTED (its line actions belong to the handling they were
 * recorded under); the first request must name one.
 */
export const nextHandlingUid = (
  current: { handlingUid: string; state: HandlingState } | undefined,
  requested: string | undefined,
): string => {
  if (!current || current.handlingUid === '') {
    if (!requested)
      throw new UnprocessableError('body.handlingUid: the order has no handling yet; name one', {
        errors: [{ path: 'body.handlingUid', message: 'is required when the order has no handling yet' }],
      });
    return requested;
  }
  if (requested === undefined || requested === current.handlingUid) return current.handlingUid;
  if (current.state !== 'NOT_STARTED')
    throw new ConflictError(
      `the order's handling is ${current.state}; its handling can change only while NOT_STARTED`,
      {
        errors: [{ path: 'body.handlingUid', message: `cannot change while ${current.state}` }],
      },
    );
  return requested;
};

/** Actions are recorded while an order is handled: not on one that is and stays COMPLETE. */
export const assertActionsAllowed = (from: HandlingState, to: HandlingState, actionCount: number): void => {
  if (actionCount > 0 && from === 'COMPLETE' && to === 'COMPLETE')
    throw new ConflictError("the order's handling is COMPLETE; reopen it (IN_PROGRESS) to record actions", {
      errors: [{ path: 'body.actions', message: 'the handling is COMPLETE' }],
    });
};
