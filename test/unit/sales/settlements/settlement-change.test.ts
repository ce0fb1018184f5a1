import { describe, expect, it } from 'vitest';
import { assertRecordFits, MAX_RECORD_BYTES } from '#functions/sales/item-size.ts';
import type { ReceiptRecord } from '#functions/sales/receipts/receipt.types.ts';
import type { CreateSettlementInput } from '#functions/sales/receipts/receipt-input.schema.ts';
import {
  addSettlement,
  changeSettlement,
  receiptTextFor,
  withDerivedState,
} from '#functions/sales/settlements/settlement-build.ts';
import { ConflictError, UnprocessableError } from '#shared/errors.ts';

const NOW = '2026-11-23T10:00:00.000Z';
const actor = { userUid: 'u-1' };

/** An empty receipt of `grandTotal` in NOK with derived state. */
const receipt = (grandTotal: number): ReceiptRecord =>
  withDerivedState(
    {
      grandTotal,
      currency: 'NOK',
      settlements: [],
      settleState: 'NOT_STARTED',
      orderReceiptUid: 'r-1',
      storeUid: 's-1',
    } as unknown as ReceiptRecord,
    NOW,
  );

const settlement = (uid: string, code: string, amount: number, status = 'NEW') =>
  ({
    settlementUid: uid,
    storePaymentMethodUid: `pm-${code}`,
    settlementCode: code,
    settlementName: code,
    amount,
    status,
    idMethod: 'NO_CVM_RULE_PERFORMED',
    externalId: '',
    externalPaymentReference: '',
    parameters: [],
    displayMessages: [],
    additionalDetails: [],
    storeName: '',
    tenantUserDisplayName: '',
    receiptText: 'Printed text',
    creditCount: 0,
    creditAmount: 0,
    paymentCount: 0,
    paymentAmount: 0,
  }) as CreateSettlementInput;

const conflictPath = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictError);
    return (error as ConflictError).errors?.[0]?.path;
  }
  throw new Error('expected a conflict');
};

describe('changing a settlement', () => {
  it('lets a NEW card payment start only while it fits what is left', () => {
    let r = receipt(10000);
    r = addSettlement(r, settlement('a', 'CARD', 8000), actor, NOW);
    r = addSettlement(r, settlement('b', 'CARD', 5000, 'AUTHORIZED'), actor, NOW);
    // 10000 - 5000 under way = 5000 open: 8000 does not fit, in any starting status.
    for (const status of ['PROCESSING', 'AUTHORIZED', 'CAPTURED'] as const) {
      expect(conflictPath(() => changeSettlement(r, 'a', { status }, NOW))).toBe('body.status');
    }
    // Ending it is always possible; cash may start for more (the excess is change).
    expect(changeSettlement(r, 'a', { status: 'DELETED' }, NOW).settlements[0]?.state).toBe('TERMINATED');
    const withCash = addSettlement(r, settlement('c', 'CASH', 9000), actor, NOW);
    expect(changeSettlement(withCash, 'c', { status: 'CAPTURED' }, NOW).settleState).toBe('IN_PROGRESS');
  });

  it('keeps money final on a COMPLETE receipt but lets a leftover authorization be voided', () => {
    let r = receipt(10000);
    r = addSettlement(r, settlement('auth', 'CARD', 3000, 'AUTHORIZED'), actor, NOW);
    r = addSettlement(r, settlement('cash', 'CASH', 10000, 'CAPTURED'), actor, NOW);
    expect(r.settleState).toBe('COMPLETE');
    expect(conflictPath(() => changeSettlement(r, 'auth', { status: 'CAPTURED' }, NOW))).toBe('body.status');
    expect(conflictPath(() => changeSettlement(r, 'cash', { status: 'REFUNDED' }, NOW))).toBe('body.status');
    const voided = changeSettlement(r, 'auth', { status: 'CANCELLED_BY_USER' }, NOW);
    expect(voided).toMatchObject({
      settleState: 'COMPLETE',
      settledAt: r.settledAt,
      settlementTotals: { remainingAuthorizedAmount: 0 },
    });
    // Details can still change without a status change.
    const noted = changeSettlement(r, 'cash', { status: 'CAPTURED', externalId: 'till-42' }, NOW);
    expect(noted.settlements[1]?.externalId).toBe('till-42');
  });

  it('suppresses receipt text for store credit and gift cards, in any case', () => {
    expect(receiptTextFor('giftcard', 'x')).toBe('');
    expect(receiptTextFor('Store_Credit', 'x')).toBe('');
    expect(receiptTextFor('CARD', 'x')).toBe('x');
    const r = addSettlement(receipt(10000), settlement('g', 'PSP_GIFTCARD', 1000), actor, NOW);
    expect(r.settlements[0]?.receiptText).toBe('');
    expect(
      changeSettlement(r, 'g', { status: 'NEW', receiptText: 'again' }, NOW).settlements[0]?.receiptText,
    ).toBe('');
  });
});

describe('record size', () => {
  it('accepts a record up to the limit and refuses a larger one with a 422 naming the field', () => {
    const fits = { text: 'x'.repeat(MAX_RECORD_BYTES - 20) };
    expect(() => assertRecordFits('receipt', fits, 'body')).not.toThrow();
    const big = { text: 'x'.repeat(MAX_RECORD_BYTES) };
    expect(() => assertRecordFits('order', big, 'body.items')).toThrow(UnprocessableError);
    try {
      assertRecordFits('order', big, 'body.items');
    } catch (error) {
      expect((error as UnprocessableError).status).toBe(422);
      expect((error as UnprocessableError).errors?.[0]?.path).toBe('body.items');
    }
  });
});
