import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  applyDelivery,
  emptyLineStock,
  hasHistory,
  heldOf,
  type LineStock,
  quantityToHold,
  saleQuantity,
  soldLine,
} from '#functions/inventory/line-stock-rules.ts';
import { applySale } from '#functions/inventory/reservation-rules.ts';
import { decodeDeliveredDelivery as deliveredDeliveryOf } from '#functions/sales/delivery-stream.ts';

const held = (quantity: number, extra: Partial<LineStock> = {}): LineStock => ({
  ...emptyLineStock('p'),
  warehouseUid: 'w',
  quantity,
  ...extra,
});

describe('line stock: reserved goods leave at delivery, the rest at the sale', () => {
  it('takes a delivery out of the hold, up to what is held, once per delivery', () => {
    const first = applyDelivery(held(5), 'p', 'd1', 2);
    expect(first).toEqual({
      leaves: 2,
      from: 'w',
      after: { ...held(3), delivered: 2, moved: 2, deliveryUids: ['d1'] },
    });
    if ('skip' in first) throw new Error('not applied');
    expect(applyDelivery(first.after, 'p', 'd1', 2)).toEqual({ skip: 'recorded' });
    // More delivered than held (a hold of an import): the rest leaves at the sale.
    const second = applyDelivery(first.after, 'p', 'd2', 4);
    expect(second).toMatchObject({ leaves: 3, after: { quantity: 0, delivered: 6, moved: 5 } });
    if ('skip' in second) throw new Error('not applied');
    expect(heldOf(second.after)).toBeUndefined();
    expect(saleQuantity(6, second.after)).toBe(1);
  });

  it('records a delivery of a line that holds nothing, moving nothing, so a later hold is what is left', () => {
    const decided = applyDelivery(undefined, 'p', 'd1', 2);
    expect(decided).toEqual({
      leaves: 0,
      from: '',
      after: { ...emptyLineStock('p'), delivered: 2, deliveryUids: ['d1'] },
    });
    if ('skip' in decided) throw new Error('not applied');
    expect(quantityToHold(5, decided.after)).toBe(3);
    expect(quantityToHold(5, undefined)).toBe(5);
    expect(quantityToHold(1, decided.after)).toBe(0);
    expect(hasHistory(decided.after)).toBe(true);
    expect(hasHistory(held(5))).toBe(false);
  });

  it('moves nothing at a delivery of a sold line, and the sale moves only what deliveries did not', () => {
    const sold = soldLine(held(5, { moved: 0 }), 'p', 'w');
    expect(sold).toMatchObject({ sold: true, quantity: 0, warehouseUid: 'w' });
    expect(heldOf(sold)).toBeUndefined();
    expect(applyDelivery(sold, 'p', 'd1', 2)).toEqual({ skip: 'sold' });
    expect(saleQuantity(5, undefined)).toBe(5);
    expect(saleQuantity(5, held(0, { moved: 5 }))).toBe(0);
    // A return line is never delivered: it comes back whole.
    expect(saleQuantity(-2, undefined)).toBe(-2);
  });

  it('moves a level by a delivery or sale: onHand and reserved fall together; 0 only releases', () => {
    const level = { onHand: 10, reserved: 4, version: 7 };
    expect(applySale(level, 3, 3)).toEqual({
      quantityChange: -3,
      reservedChange: -3,
      after: { onHand: 7, reserved: 1, version: 8 },
    });
    expect(applySale(level, 0, 2)).toEqual({
      quantityChange: 0,
      reservedChange: -2,
      after: { onHand: 10, reserved: 2, version: 8 },
    });
    expect(applySale(level, 0, 0).after).toEqual(level);
    expect(Object.is(applySale(level, 0, 0).quantityChange, 0)).toBe(true);
  });
});

describe('the deliveries the stock worker takes', () => {
  const record = (eventName: string, state: string, before?: string) =>
    ({
      eventName,
      dynamodb: {
        ...(before ? { OldImage: { state: { S: before } } } : {}),
        NewImage: {
          __edb_e__: { S: 'delivery' },
          state: { S: state },
          tenantUid: { S: 't' },
          orderUid: { S: 'o' },
          deliveryUid: { S: 'd' },
          lastModifiedBy: { S: 'u' },
          lines: {
            L: [
              {
                M: {
                  orderItemUid: { S: 'l1' },
                  productUid: { S: 'p' },
                  sku: { S: 'SKU' },
                  name: { S: 'Cup' },
                  productType: { S: 'STOCK' },
                  quantity: { N: '2' },
                  warehouseUid: { S: 'w' },
                },
              },
            ],
          },
        },
      },
    }) as unknown as DynamoDBRecord;

  it('takes a delivery created DELIVERED or moved to DELIVERED, with its lines', () => {
    expect(deliveredDeliveryOf(record('INSERT', 'DELIVERED'))).toEqual({
      tenantUid: 't',
      orderUid: 'o',
      deliveryUid: 'd',
      userUid: 'u',
      lines: [{ orderItemUid: 'l1', productUid: 'p', sku: 'SKU', productType: 'STOCK', quantity: 2 }],
    });
    expect(deliveredDeliveryOf(record('MODIFY', 'DELIVERED', 'STARTED'))?.deliveryUid).toBe('d');
  });

  it('ignores open, cancelled, already delivered and removed deliveries', () => {
    expect(deliveredDeliveryOf(record('INSERT', 'NEW'))).toBeUndefined();
    expect(deliveredDeliveryOf(record('MODIFY', 'CANCELLED', 'STARTED'))).toBeUndefined();
    expect(deliveredDeliveryOf(record('MODIFY', 'DELIVERED', 'DELIVERED'))).toBeUndefined();
    expect(deliveredDeliveryOf(record('REMOVE', 'DELIVERED'))).toBeUndefined();
  });
});
