import { describe, expect, it } from 'vitest';
import type { JournalEvent } from '#functions/fiscal/journal-read.ts';
import { basicsOf } from '#functions/fiscal/saf-t/saf-t-codes.ts';
import {
  type MappingContext,
  toJournalEvent,
  toSignedTransaction,
} from '#functions/fiscal/saf-t/saf-t-rules.ts';
import type { SignedTransaction } from '#functions/fiscal/signature-read.ts';

const ctx: MappingContext = {
  timezone: 'Europe/Oslo',
  currency: 'NOK',
  groupOf: (uid) => (uid === 'p-beans' ? 'pg-coffee' : 'NOGROUP'),
  empOf: (uid) => (uid === 'u-kari' ? 'u-kari' : undefined),
};

const signed = (over: Partial<SignedTransaction> = {}): SignedTransaction => ({
  kind: 'SALE',
  receiptUid: 'r-1',
  voucherNumber: '1000042',
  grossAmount: 32000,
  netAmount: 25600,
  currency: 'NOK',
  sellerDisplayName: 'Kari',
  lines: [
    {
      lineNumber: 1,
      productUid: 'p-beans',
      sku: 'B',
      name: 'Beans',
      quantity: 2,
      unitPrice: 16000,
      totalPrice: 32000,
      totalVatAmount: 6400,
      vatRate: 2500,
      vatCodeUid: 'vat-25',
      discountAmount: 0,
    },
  ],
  payments: [{ settlementCode: 'CASH', settlementName: 'Kontant', amount: 40000 }],
  previousSignature: '0',
  transDate: '2026-11-27',
  transTime: '10:15:00',
  transactionNumber: 7,
  tenantUid: 't',
  storeUid: 's',
  tillUid: 'till-1',
  occurredAt: '2026-11-27T09:15:00.000Z',
  actorUid: 'u-kari',
  signature: 'c2ln',
  keyVersion: '1',
  ...over,
});

describe('the SAF-T mapping of the fiscal records', () => {
  it('writes a signed transaction with the number, date, time and amounts its signature covers', () => {
    const t = toSignedTransaction(signed(), ctx);
    expect(t).toMatchObject({
      nr: '7',
      transID: '7',
      transType: 'CASHSAL',
      amountIn: 32000,
      amountEx: 25600,
      date: '2026-11-27',
      time: '10:15:00',
      empID: 'u-kari',
      refID: '1000042',
      signature: { signature: 'c2ln', keyVersion: '1' },
      copy: false,
      voided: false,
    });
    expect(t.lines[0]).toMatchObject({ artGroupID: 'pg-coffee', qnt: 2, amountEx: 25600 });
    // 80.00 paid beyond the total is change given back in cash.
    expect(t.payments.map((p) => [p.paymentType, p.paidAmnt])).toEqual([
      ['CASH', 40000],
      ['CASH', -8000],
    ]);
  });

  it('marks copies, proforma, training and voided receipts with their declared transaction types', () => {
    const kinds = ['COPY', 'PROFORMA', 'TRAINING', 'VOID', 'RETURN'] as const;
    const ts = kinds.map((kind) =>
      toSignedTransaction(
        signed({ kind, refTransactionNumber: kind === 'COPY' ? 3 : undefined, payments: [] }),
        ctx,
      ),
    );
    expect(ts.map((t) => t.transType)).toEqual(['COPY', 'PROFORMA', 'TRAINING', 'VOID', 'RETURNSAL']);
    expect(ts.map((t) => [t.copy, t.proforma, t.training, t.voided])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
      [false, false, false, false],
    ]);
    expect(ts[0]!.desc).toBe('COPY of transaction 3');
    const declared = basicsOf([]).filter((b) => b.basicType === '11');
    expect(declared.map((b) => [b.basicID, b.predefinedBasicID])).toEqual([
      ['CASHSAL', '11001'],
      ['RETURNSAL', '11006'],
      ['VOID', '11009'],
      ['COPY', '11999'],
      ['PROFORMA', '11999'],
      ['TRAINING', '11999'],
    ]);
    // No change row on what is not a sale, and no seller who is not an employee of the file.
    expect(toSignedTransaction(signed({ kind: 'RETURN', actorUid: 'api-client' }), ctx)).toMatchObject({
      empID: undefined,
      payments: [{ paidAmnt: 40000 }],
    });
  });

  it('writes a journal event with its code, local time, employee, text and transaction', () => {
    const e = {
      tenantUid: 't',
      storeUid: 's',
      tillUid: 'till-1',
      sequence: 12,
      eventCode: '13014',
      occurredAt: '2026-07-01T06:00:00.000Z',
      actorUid: 'u-kari',
      description: 'Copy of receipt 1000042',
      transactionNumber: 8,
      previousHash: 'a',
      hash: 'b',
    } satisfies JournalEvent;
    expect(toJournalEvent(e, ctx)).toEqual({
      eventID: 'J12',
      eventType: '13014',
      transID: '8',
      empID: 'u-kari',
      date: '2026-07-01',
      time: '08:00:00',
      text: 'Copy of receipt 1000042',
    });
    expect(toJournalEvent({ ...e, actorUid: 'someone', transactionNumber: undefined }, ctx)).toMatchObject({
      empID: undefined,
      transID: undefined,
    });
  });
});
