import { describe, expect, it } from 'vitest';
import {
  nextEstimate,
  refusedTransition,
  SERVICE_ORDER_STATES,
  SERVICE_ORDER_TRANSITIONS,
} from '#functions/service-orders/service-order-rules.ts';

const approved = { hasEstimate: true, estimateApproved: true };

describe('service-order transitions', () => {
  it('allows exactly the moves of the table', () => {
    for (const from of SERVICE_ORDER_STATES) {
      for (const to of SERVICE_ORDER_STATES) {
        const allowed = (SERVICE_ORDER_TRANSITIONS[from] as readonly string[]).includes(to);
        expect(refusedTransition(from, to, approved) === undefined, `${from} -> ${to}`).toBe(allowed);
      }
    }
  });

  it('reaches PICKED_UP from RECEIVED, and PICKED_UP and CANCELLED are final', () => {
    expect(SERVICE_ORDER_TRANSITIONS.PICKED_UP).toEqual([]);
    expect(SERVICE_ORDER_TRANSITIONS.CANCELLED).toEqual([]);
    expect(refusedTransition('PICKED_UP', 'RECEIVED', approved)).toMatch(/it is final/);
    expect(refusedTransition('READY_FOR_PICKUP', 'CANCELLED', approved)).toMatch(/may move to PICKED_UP/);
  });

  it('asks for approval only with an estimate, and repairs after asking only when approved', () => {
    const none = { hasEstimate: false, estimateApproved: false };
    expect(refusedTransition('DIAGNOSING', 'AWAITING_APPROVAL', none)).toMatch(/estimate first/);
    const open = { hasEstimate: true, estimateApproved: false };
    expect(refusedTransition('DIAGNOSING', 'AWAITING_APPROVAL', open)).toBeUndefined();
    expect(refusedTransition('AWAITING_APPROVAL', 'IN_REPAIR', open)).toMatch(/not approved/);
    expect(refusedTransition('AWAITING_APPROVAL', 'IN_REPAIR', approved)).toBeUndefined();
    // Straight from the diagnosis (a warranty repair) needs no approval.
    expect(refusedTransition('DIAGNOSING', 'IN_REPAIR', none)).toBeUndefined();
    expect(refusedTransition('AWAITING_APPROVAL', 'READY_FOR_PICKUP', open)).toBeUndefined();
  });
});

describe('nextEstimate', () => {
  const t1 = '2026-11-23T10:00:00.000Z';
  const t2 = '2026-11-24T10:00:00.000Z';
  it('approves with the time of the approval and keeps it while the estimate stays', () => {
    const first = nextEstimate(undefined, { amount: 100, currency: 'NOK', approved: true }, t1);
    expect(first).toEqual({ amount: 100, currency: 'NOK', approved: true, approvedAt: t1 });
    expect(nextEstimate(first, { amount: 100, currency: 'NOK' }, t2)).toEqual(first);
    expect(nextEstimate(first, { amount: 100, currency: 'NOK', approved: true }, t2)).toEqual(first);
  });

  it('withdraws the approval when the amount or currency changes, unless approved again', () => {
    const first = nextEstimate(undefined, { amount: 100, currency: 'NOK', approved: true }, t1);
    expect(nextEstimate(first, { amount: 120, currency: 'NOK' }, t2)).toMatchObject({
      approved: false,
      approvedAt: '',
    });
    expect(nextEstimate(first, { amount: 100, currency: 'SEK' }, t2).approved).toBe(false);
    expect(nextEstimate(first, { amount: 120, currency: 'NOK', approved: true }, t2).approvedAt).toBe(t2);
    expect(nextEstimate(first, { amount: 100, currency: 'NOK', approved: false }, t2)).toMatchObject({
      approved: false,
      approvedAt: '',
    });
  });
});
