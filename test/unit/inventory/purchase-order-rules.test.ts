import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ACTIONS,
  allows,
  incomingOnCancel,
  incomingOnSend,
  mayWriteType,
  openQuantity,
  PURCHASE_ORDER_STATES,
  type PurchaseLine,
  planReceipt,
} from '#functions/inventory/purchase-order-rules.ts';

const line = (uid: string, ordered: number, received = 0): PurchaseLine => ({
  purchaseOrderItemUid: uid,
  productUid: `p-${uid}`,
  quantityOrdered: ordered,
  quantityReceived: received,
});

describe('purchase order state table', () => {
  it('edits items only in DRAFT, receives only when sent, and lets nothing happen to a final order', () => {
    expect(allows('DRAFT', 'EDIT_ITEMS')).toBe(true);
    expect(allows('SENT', 'EDIT_ITEMS')).toBe(false);
    expect(allows('SENT', 'EDIT_HEADER')).toBe(true);
    expect(allows('DRAFT', 'RECEIVE')).toBe(false);
    expect(allows('PARTLY_RECEIVED', 'RECEIVE')).toBe(true);
    expect(allows('SENT', 'SEND')).toBe(false);
    expect(allows('SENT', 'DELETE')).toBe(false);
    expect(ALLOWED_ACTIONS.RECEIVED).toEqual([]);
    expect(ALLOWED_ACTIONS.CANCELLED).toEqual([]);
    expect(Object.keys(ALLOWED_ACTIONS).sort()).toEqual([...PURCHASE_ORDER_STATES].sort());
  });

  it('lets back office write both types and a permission only its own type', () => {
    expect(mayWriteType({ access: 'BACKOFFICE', permissions: [] }, 'INTERNAL_PURCHASE_ORDER')).toBe(true);
    expect(mayWriteType({ access: 'STORE', permissions: ['PURCHASE_ORDER'] }, 'PURCHASE_ORDER')).toBe(true);
    expect(
      mayWriteType({ access: 'STORE', permissions: ['PURCHASE_ORDER'] }, 'INTERNAL_PURCHASE_ORDER'),
    ).toBe(false);
    expect(mayWriteType({ access: 'STORE', permissions: ['RECEIVEMENT'] }, 'PURCHASE_ORDER')).toBe(false);
  });
});

describe('receiving against lines', () => {
  it('receives partly, then fully, taking from incoming what was open', () => {
    const first = planReceipt(
      [line('a', 10), line('b', 5)],
      [{ purchaseOrderItemUid: 'a', quantity: 4 }],
      false,
    );
    if ('refused' in first) throw new Error(first.refused);
    expect(first.state).toBe('PARTLY_RECEIVED');
    expect(first.lines.map((l) => l.quantityReceived)).toEqual([4, 0]);
    expect(first.received).toEqual([{ request: 0, line: first.lines[0], quantity: 4, incomingChange: -4 }]);
    const second = planReceipt(
      first.lines,
      [
        { purchaseOrderItemUid: 'b', quantity: 5 },
        { purchaseOrderItemUid: 'a', quantity: 6 },
      ],
      false,
    );
    if ('refused' in second) throw new Error(second.refused);
    expect(second.state).toBe('RECEIVED');
    expect(second.received.map((r) => [r.request, r.incomingChange])).toEqual([
      [0, -5],
      [1, -6],
    ]);
  });

  it('refuses an over-receipt naming the line, unless the order allows it; the surplus is not incoming', () => {
    const lines = [line('a', 10, 8)];
    expect(planReceipt(lines, [{ purchaseOrderItemUid: 'a', quantity: 3 }], false)).toEqual({
      refused: expect.stringContaining('2 still open'),
      path: 'body.items.0.quantity',
      kind: 'over',
    });
    const over = planReceipt(lines, [{ purchaseOrderItemUid: 'a', quantity: 3 }], true);
    if ('refused' in over) throw new Error(over.refused);
    expect(over.lines[0]!.quantityReceived).toBe(11);
    expect(over.received[0]!.incomingChange).toBe(-2);
    expect(over.state).toBe('RECEIVED');
    expect(openQuantity(over.lines[0]!)).toBe(0);
  });

  it('refuses a line that is not an item of the order, and leaves the input lines as they were', () => {
    const lines = [line('a', 10)];
    const refused = planReceipt(
      lines,
      [
        { purchaseOrderItemUid: 'a', quantity: 1 },
        { purchaseOrderItemUid: 'zz', quantity: 1 },
      ],
      false,
    );
    expect(refused).toMatchObject({ kind: 'unknown', path: 'body.items.1.purchaseOrderItemUid' });
    expect(lines[0]!.quantityReceived).toBe(0);
  });
});

describe('incoming', () => {
  it('adds what is ordered when sent and takes back only what is open when cancelled', () => {
    expect(incomingOnSend([line('a', 10), line('b', 3)])).toEqual([
      { productUid: 'p-a', change: 10 },
      { productUid: 'p-b', change: 3 },
    ]);
    expect(incomingOnCancel([line('a', 10, 4), line('b', 3, 3), line('c', 2, 5)])).toEqual([
      { productUid: 'p-a', change: -6 },
    ]);
  });
});
