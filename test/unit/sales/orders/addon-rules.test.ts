import { describe, expect, it } from 'vitest';
import {
  addonsOf,
  assertAddons,
  linkAddons,
  parentOf,
  withAddons,
} from '#functions/sales/orders/addon-rules.ts';
import type { OrderItem } from '#functions/sales/orders/order.schema.ts';

type TestLine = {
  orderItemUid: string;
  allowedActions: any[];
  quantityOrdered: number;
  orderReceiptUid: string;
  parentOrderItemUid?: string;
  orderLinks?: NonNullable<OrderItem['orderLinks']>;
};
const line = (orderItemUid: string, extra: Partial<TestLine> = {}): TestLine => ({
  orderItemUid,
  allowedActions: [],
  quantityOrdered: 1,
  orderReceiptUid: '',
  ...extra,
});
const ref = { storeUid: 's', orderUid: 'o', orderNumber: '7' };

describe('add-on rules', () => {
  it('links add-ons both ways, INSURANCE for an insurance product, and drops parentOrderItemUid', () => {
    const items = linkAddons(
      [
        line('tv', { allowedActions: ['ADDON'] }),
        line('ins', { parentOrderItemUid: 'tv', allowedActions: ['INSURANCE'] }),
        line('wrap', { parentOrderItemUid: 'tv' }),
      ],
      ref,
    );
    expect(items.map((i) => 'parentOrderItemUid' in i)).toEqual([false, false, false]);
    expect(items[0]!.orderLinks?.map((l) => [l.type, l.orderItemUid])).toEqual([
      ['INSURED', 'ins'],
      ['HAS_SERVICE', 'wrap'],
    ]);
    expect(items.map((i) => parentOf(i as any))).toEqual([undefined, 'tv', 'tv']);
    expect(addonsOf(items as any[], 'tv').map((i) => i.orderItemUid)).toEqual(['ins', 'wrap']);
  });

  it('names every add-on that does not fit', () => {
    const attempt = () =>
      assertAddons([
        line('a'),
        line('b', { parentOrderItemUid: 'a' }),
        line('c', { parentOrderItemUid: 'c' }),
        line('p', { allowedActions: ['ADDON'] }),
        line('d', { parentOrderItemUid: 'p', quantityOrdered: -1 }),
        line('e', { parentOrderItemUid: 'p' }),
        line('f', { parentOrderItemUid: 'e' }),
      ]);
    expect(attempt).toThrow();
    try {
      attempt();
    } catch (error: any) {
      expect(error.status).toBe(400);
      // Line b's parent lacks ADDON: a rule on the product, answered once the request holds together.
      expect(error.errors.map((e: any) => e.path)).toEqual([
        'body.items.2.parentOrderItemUid',
        'body.items.4.parentOrderItemUid',
        'body.items.6.parentOrderItemUid',
      ]);
    }
  });

  it('refuses a parent whose product does not allow ADDON with a 422', () => {
    try {
      assertAddons([line('a'), line('b', { parentOrderItemUid: 'a' })]);
      expect.unreachable();
    } catch (error: any) {
      expect(error.status).toBe(422);
      expect(error.errors.map((e: any) => e.path)).toEqual(['body.items.1.parentOrderItemUid']);
    }
  });

  it('puts add-ons on the receipt of their parent', () => {
    const items = linkAddons(
      [line('tv', { allowedActions: ['ADDON'] }), line('w', { parentOrderItemUid: 'tv' }), line('x')],
      ref,
    );
    expect(withAddons(items, undefined)).toBeUndefined();
    expect(withAddons(items, ['x', 'tv'])).toEqual(['x', 'tv', 'w']);
    expect(() => withAddons(items, ['w'])).toThrow(/goes on the receipt of its parent/);
  });
});
