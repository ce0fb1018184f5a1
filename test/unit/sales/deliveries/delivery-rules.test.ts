import { describe, expect, it } from 'vitest';
import {
  assertDeliveryMove,
  checkDeliveryLines,
  deliverLines,
  fullyDelivered,
  heldByOpen,
} from '#functions/sales/deliveries/delivery-rules.ts';

const item = (orderItemUid: string, quantityOrdered: number, quantityDelivered = 0, extra = {}) => ({
  orderItemUid,
  quantityOrdered,
  quantityDelivered,
  quantityReserved: 0,
  productType: 'STOCK' as const,
  deliveryUid: '',
  lastModifiedAt: 't0',
  ...extra,
});

describe('delivery rules', () => {
  const deliveries = [
    { deliveryUid: 'd1', state: 'NEW' as const, lines: [{ orderItemUid: 'a', quantity: 2 }] },
    { deliveryUid: 'd2', state: 'STARTED' as const, lines: [{ orderItemUid: 'a', quantity: 1 }] },
    { deliveryUid: 'd3', state: 'DELIVERED' as const, lines: [{ orderItemUid: 'a', quantity: 5 }] },
    { deliveryUid: 'd4', state: 'CANCELLED' as const, lines: [{ orderItemUid: 'a', quantity: 5 }] },
  ];

  it('counts what open deliveries hold, leaving out the one being changed', () => {
    expect(heldByOpen(deliveries).get('a')).toBe(3);
    expect(heldByOpen(deliveries, 'd1').get('a')).toBe(1);
  });

  it('allows up to what is left and names the line that asks for more', () => {
    const items = [item('a', 10, 5), item('r', -1), item('s', 1, 0, { productType: 'NON_PHYSICAL' })];
    const held = heldByOpen(deliveries);
    expect(checkDeliveryLines(items, [{ orderItemUid: 'a', quantity: 2 }], held)).toHaveLength(1);
    expect(() => checkDeliveryLines(items, [{ orderItemUid: 'a', quantity: 3 }], held)).toThrow(
      expect.objectContaining({
        status: 409,
        errors: [expect.objectContaining({ path: 'body.lines.0.quantity' })],
      }),
    );
    // A line with nothing to deliver is a 422; a line the order does not have, an unknown reference (404).
    for (const [uid, status] of [
      ['r', 422],
      ['s', 422],
      ['x', 404],
    ] as const)
      expect(() => checkDeliveryLines(items, [{ orderItemUid: uid, quantity: 1 }], held)).toThrow(
        expect.objectContaining({
          status,
          errors: [expect.objectContaining({ path: 'body.lines.0.orderItemUid' })],
        }),
      );
  });

  it('counts what it delivers, takes it off the reservation (reserved goods leave first), and reports the lines it completes', () => {
    const items = [item('a', 3, 1, { quantityReserved: 2 }), item('b', 2)];
    const { items: after, completed } = deliverLines(
      items,
      [
        { orderItemUid: 'a', quantity: 2 },
        { orderItemUid: 'b', quantity: 1 },
      ],
      'd9',
      't1',
    );
    expect(after.map((i) => [i.quantityDelivered, i.quantityReserved, i.deliveryUid])).toEqual([
      [3, 0, 'd9'],
      [1, 0, 'd9'],
    ]);
    expect(completed.map((i) => i.orderItemUid)).toEqual(['a']);
    expect(fullyDelivered(after)).toBe(false);
    expect(fullyDelivered([after[0]!, item('r', -1), item('s', 1, 0, { productType: 'SVC_GIFTCARD' })])).toBe(
      true,
    );
  });

  it('moves forward through picking, or cancels while open', () => {
    const moves = [
      ['NEW', 'STARTED', true],
      ['NEW', 'DELIVERED', true],
      ['NEW', 'CANCELLED', true],
      ['STARTED', 'DELIVERED', true],
      ['STARTED', 'NEW', false],
      ['DELIVERED', 'CANCELLED', false],
      ['CANCELLED', 'NEW', false],
      ['DELIVERED', 'DELIVERED', true],
    ] as const;
    for (const [from, to, ok] of moves) {
      if (ok) expect(() => assertDeliveryMove(from, to)).not.toThrow();
      else expect(() => assertDeliveryMove(from, to)).toThrow(expect.objectContaining({ status: 409 }));
    }
  });
});
