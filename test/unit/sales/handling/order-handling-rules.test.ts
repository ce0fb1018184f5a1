import { describe, expect, it } from 'vitest';
import {
  assertActionsAllowed,
  assertMove,
  canMove,
  HANDLING_STATES,
  type HandlingState,
  nextHandlingUid,
} from '#functions/sales/handling/order-handling-rules.ts';

/** The transition table as documented (docs/decisions/fulfilment-handling-labels.md), row by row. */
const LEGAL: Record<HandlingState, HandlingState[]> = {
  NOT_STARTED: ['IN_PROGRESS', 'ON_HOLD'],
  IN_PROGRESS: ['ON_HOLD', 'COMPLETE'],
  ON_HOLD: ['IN_PROGRESS', 'NOT_STARTED'],
  COMPLETE: ['IN_PROGRESS'],
};

const pairs = HANDLING_STATES.flatMap((from) => HANDLING_STATES.map((to) => [from, to] as const));

describe('order handling transitions', () => {
  it.each(pairs.filter(([from, to]) => from !== to && LEGAL[from].includes(to)))(
    '%s -> %s is legal',
    (from, to) => {
      expect(canMove(from, to)).toBe(true);
      expect(() => assertMove(from, to)).not.toThrow();
    },
  );

  it.each(pairs.filter(([from, to]) => from !== to && !LEGAL[from].includes(to)))(
    '%s -> %s is a 409 naming body.state',
    (from, to) => {
      expect(canMove(from, to)).toBe(false);
      expect(() => assertMove(from, to)).toThrow(
        expect.objectContaining({ status: 409, errors: [expect.objectContaining({ path: 'body.state' })] }),
      );
    },
  );

  it.each(HANDLING_STATES)('%s -> %s (the same state) is no move and allowed', (state) => {
    expect(canMove(state, state)).toBe(true);
  });

  it('covers all 16 pairs: 7 legal moves, 5 illegal ones, 4 stays', () => {
    expect(pairs.filter(([f, t]) => f !== t && canMove(f, t))).toHaveLength(7);
    expect(pairs.filter(([f, t]) => !canMove(f, t))).toHaveLength(5);
  });
});

describe('which handling an order follows', () => {
  it('needs one named the first time', () => {
    expect(() => nextHandlingUid(undefined, undefined)).toThrow(expect.objectContaining({ status: 422 }));
    expect(nextHandlingUid(undefined, 'pick')).toBe('pick');
  });

  it('keeps the current one when none or the same is named', () => {
    expect(nextHandlingUid({ handlingUid: 'pick', state: 'IN_PROGRESS' }, undefined)).toBe('pick');
    expect(nextHandlingUid({ handlingUid: 'pick', state: 'COMPLETE' }, 'pick')).toBe('pick');
  });

  it('changes only while NOT_STARTED', () => {
    expect(nextHandlingUid({ handlingUid: 'pick', state: 'NOT_STARTED' }, 'repair')).toBe('repair');
    for (const state of ['IN_PROGRESS', 'ON_HOLD', 'COMPLETE'] as const)
      expect(() => nextHandlingUid({ handlingUid: 'pick', state }, 'repair')).toThrow(
        expect.objectContaining({ status: 409 }),
      );
  });

  it('records no action on a handling that is and stays COMPLETE', () => {
    expect(() => assertActionsAllowed('COMPLETE', 'COMPLETE', 1)).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => assertActionsAllowed('COMPLETE', 'COMPLETE', 0)).not.toThrow();
    expect(() => assertActionsAllowed('COMPLETE', 'IN_PROGRESS', 1)).not.toThrow();
    expect(() => assertActionsAllowed('IN_PROGRESS', 'COMPLETE', 1)).not.toThrow();
  });
});
