import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  applyReservedChange,
  applySale,
  holdUnchanged,
  movesStock,
  reservedDeltas,
  saleMovementOf,
} from '#functions/inventory/reservation-rules.ts';
import { decodeCompletedReceipt as completedReceiptOf } from '#functions/sales/receipt-stream.ts';

const hold = (warehouseUid: string, quantity: number, productUid = 'p') => ({
  warehouseUid,
  productUid,
  quantity,
});

describe('reservation rules', () => {
  it('sums the reserved change per level: holds take, releases give back, a move does both', () => {
    const deltas = reservedDeltas([
      { before: undefined, after: hold('a', 2) },
      { before: hold('a', 3), after: hold('b', 3) },
      { before: hold('b', 1), after: undefined },
      { before: hold('a', 4), after: hold('a', 4) },
    ]);
    expect(deltas).toEqual([
      { warehouseUid: 'a', productUid: 'p', delta: -1, adding: [0] },
      { warehouseUid: 'b', productUid: 'p', delta: 2, adding: [1] },
    ]);
  });

  it('leaves out levels whose changes cancel out and lines whose hold is unchanged', () => {
    expect(reservedDeltas([{ before: hold('a', 2), after: hold('a', 2) }])).toEqual([]);
    expect(
      reservedDeltas([
        { before: hold('a', 2), after: undefined },
        { before: undefined, after: hold('a', 2) },
      ]),
    ).toEqual([]);
    expect(holdUnchanged({ before: undefined, after: undefined })).toBe(true);
    expect(holdUnchanged({ before: hold('a', 2), after: hold('a', 3) })).toBe(false);
  });

  it('refuses a hold beyond what is available unless the warehouse allows negative stock; never a release', () => {
    const level = { onHand: 5, reserved: 3, version: 7 };
    expect(applyReservedChange(level, 2, false)).toEqual({ after: { onHand: 5, reserved: 5, version: 8 } });
    expect(applyReservedChange(level, 3, false)).toEqual({ refused: expect.stringContaining('2 available') });
    expect(applyReservedChange(level, 3, true)).toEqual({ after: { onHand: 5, reserved: 6, version: 8 } });
    expect(applyReservedChange({ onHand: -2, reserved: 3, version: 1 }, -3, false)).toEqual({
      after: { onHand: -2, reserved: 0, version: 2 },
    });
  });

  it('records a sale below zero, releases the hold, and brings a returned line back', () => {
    expect(applySale({ onHand: 1, reserved: 2, version: 4 }, 2, 2)).toEqual({
      quantityChange: -2,
      reservedChange: -2,
      after: { onHand: -1, reserved: 0, version: 5 },
    });
    expect(applySale({ onHand: 0, reserved: 0, version: 0 }, -1, 0)).toMatchObject({
      quantityChange: 1,
      reservedChange: 0,
    });
    expect(saleMovementOf(3)).toEqual({ reason: 'SALE', quantity: -3 });
    expect(saleMovementOf(-1)).toEqual({ reason: 'RETURN', quantity: 1 });
    expect(movesStock({ productType: 'STOCK' })).toBe(true);
    expect(
      ['NO_STOCK', 'NON_PHYSICAL', 'SVC_GIFTCARD'].some((productType) => movesStock({ productType })),
    ).toBe(false);
  });
});

describe('the receipts the sale worker takes', () => {
  const record = (eventName: string, settleState: string, before?: string) =>
    ({
      eventName,
      dynamodb: {
        ...(before ? { OldImage: { settleState: { S: before } } } : {}),
        NewImage: {
          __edb_e__: { S: 'receipt' },
          settleState: { S: settleState },
          tenantUid: { S: 't' },
          storeUid: { S: 's' },
          orderUid: { S: 'o' },
          orderReceiptUid: { S: 'r' },
          items: {
            L: [
              {
                M: {
                  orderItemUid: { S: 'l1' },
                  productUid: { S: 'p' },
                  sku: { S: 'SKU' },
                  productType: { S: 'STOCK' },
                  quantityOrdered: { N: '2' },
                  warehouseUid: { S: '' },
                  tenantUserUid: { S: 'u' },
                  reservationDetails: { M: {} },
                },
              },
            ],
          },
        },
      },
    }) as unknown as DynamoDBRecord;

  it('takes a receipt created COMPLETE or changed to COMPLETE, with its lines', () => {
    expect(completedReceiptOf(record('INSERT', 'COMPLETE'))).toEqual({
      tenantUid: 't',
      storeUid: 's',
      orderUid: 'o',
      orderReceiptUid: 'r',
      items: [
        {
          orderItemUid: 'l1',
          productUid: 'p',
          sku: 'SKU',
          productType: 'STOCK',
          quantityOrdered: 2,
          warehouseUid: '',
          tenantUserUid: 'u',
        },
      ],
    });
    expect(completedReceiptOf(record('MODIFY', 'COMPLETE', 'IN_PROGRESS'))?.orderReceiptUid).toBe('r');
  });

  it('ignores receipts that are not COMPLETE, were COMPLETE already, or were removed', () => {
    expect(completedReceiptOf(record('MODIFY', 'IN_PROGRESS', 'NOT_STARTED'))).toBeUndefined();
    expect(completedReceiptOf(record('MODIFY', 'COMPLETE', 'COMPLETE'))).toBeUndefined();
    expect(completedReceiptOf(record('REMOVE', 'COMPLETE'))).toBeUndefined();
  });
});
