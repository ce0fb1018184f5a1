import { describe, expect, it } from 'vitest';
import {
  type CashPointHead,
  cashPointsOfStore,
  EVENT_CODES,
  type EventCode,
  type JournalEvent,
  journalEvents,
} from '#functions/fiscal/journal-read.ts';
import {
  type PublicSigningKey,
  publicKeys,
  type SignedFields,
  type SignedTransaction,
  signedString,
  signedTransactions,
  type TransactionLine,
  type TransactionPayment,
  verifyFields,
} from '#functions/fiscal/signature-read.ts';
import { fiscalWorld } from './fiscal-world.ts';

const all = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe('the readers other areas use (the SAF-T export)', () => {
  it('give the cash points of a store, their events and signed transactions in a period, and the keys', async () => {
    const w = await fiscalWorld();
    await w.receipt(5000, { settlements: [w.cash(5000)] });
    const heads: CashPointHead[] = await cashPointsOfStore(w.tenant, w.storeUid);
    expect(heads.map((h) => [h.tillUid, h.journalSequence, h.transactionNumber])).toEqual([
      [w.tillUid, 2, 1],
    ]);
    const period = { from: '2000-01-01T00:00:00.000Z', to: '2999-01-01T00:00:00.000Z' };
    const events: JournalEvent[] = await all(journalEvents(w.tenant, w.tillUid, period));
    const codes: EventCode[] = events.map((e) => e.eventCode);
    expect(codes).toEqual(['13999', '13012']);
    expect(EVENT_CODES[codes[1]!].nb).toBe('Salgskvittering skrevet ut');
    const xs: SignedTransaction[] = await all(signedTransactions(w.tenant, w.tillUid, period));
    const keys: PublicSigningKey[] = await publicKeys(w.tenant);
    const x = xs[0]!;
    const fields: SignedFields = x;
    const lines: TransactionLine[] = x.lines;
    const payments: TransactionPayment[] = x.payments;
    expect(lines[0]).toMatchObject({ totalPrice: 5000 });
    expect(payments[0]).toMatchObject({ amount: 5000 });
    expect(signedString(fields)).toMatch(/^0;.*;1;50\.00;40\.00$/);
    expect(verifyFields(fields, x.signature, keys[0]!.publicKeyPem)).toBe(true);
    expect(
      await all(
        journalEvents(w.tenant, w.tillUid, {
          from: '2000-01-01T00:00:00.000Z',
          to: '2000-01-02T00:00:00.000Z',
        }),
      ),
    ).toEqual([]);
  });
});
