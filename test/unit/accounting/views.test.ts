import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBERS_VIEW,
  diffEntries,
  entriesFromView,
  TREAT_CODES_VIEW,
  VAT_TYPES_VIEW,
  viewFromEntries,
} from '#functions/accounting/accounting-view-model.ts';

describe('specialised views over entries', () => {
  it('round-trips account numbers through entries', () => {
    const view = {
      customer: '1500',
      partlyPaidInvoice: '0150',
      cashfloatDiff: '1924',
      vatCodes: [
        { vatCodeUid: 'a', account: '2700' },
        { vatCodeUid: 'b', account: '02701' },
      ],
    };
    const entries = entriesFromView(ACCOUNT_NUMBERS_VIEW, view);
    expect(entries).toEqual([
      { key: 'CUSTOMER', vatCodeUid: '', value: '1500' },
      { key: 'PARTYLYPAIDINVOICE', vatCodeUid: '', value: '0150' },
      { key: 'CASHFLOAT_DIFF', vatCodeUid: '', value: '1924' },
      { key: 'VATCODE', vatCodeUid: 'a', value: '2700' },
      { key: 'VATCODE', vatCodeUid: 'b', value: '02701' },
    ]);
    expect(viewFromEntries(ACCOUNT_NUMBERS_VIEW, [...entries].reverse())).toEqual(view);
  });

  it('maps treat codes and VAT types field by field', () => {
    expect(entriesFromView(TREAT_CODES_VIEW, { ledger: 'L', payment: 'P' })).toEqual([
      { key: 'LEDGE', vatCodeUid: '', value: 'L' },
      { key: 'PAYMENT', vatCodeUid: '', value: 'P' },
    ]);
    expect(viewFromEntries(TREAT_CODES_VIEW, [{ key: 'CREDITLEDGER', vatCodeUid: '', value: 'K' }])).toEqual({
      creditLedger: 'K',
    });
    expect(
      viewFromEntries(VAT_TYPES_VIEW, [
        { key: 'VATCODE', vatCodeUid: 'z', value: '3' },
        { key: 'BALANCE', vatCodeUid: '', value: 'B' },
      ]),
    ).toEqual({ balance: 'B', vatCodes: [{ vatCodeUid: 'z', value: '3' }] });
    expect(viewFromEntries(VAT_TYPES_VIEW, [])).toEqual({ vatCodes: [] });
  });

  it('computes the smallest set of writes', () => {
    const current = [
      { key: 'CUSTOMER', vatCodeUid: '', value: '1', uid: 'c' },
      { key: 'ERROR', vatCodeUid: '', value: '2', uid: 'e' },
      { key: 'VATCODE', vatCodeUid: 'a', value: '3', uid: 'va' },
      { key: 'VATCODE', vatCodeUid: 'b', value: '4', uid: 'vb' },
    ];
    const diff = diffEntries(current, [
      { key: 'CUSTOMER', vatCodeUid: '', value: '1' },
      { key: 'ERROR', vatCodeUid: '', value: '20' },
      { key: 'VATCODE', vatCodeUid: 'b', value: '4' },
      { key: 'VATCODE', vatCodeUid: 'c', value: '5' },
    ]);
    expect(diff.creates).toEqual([{ key: 'VATCODE', vatCodeUid: 'c', value: '5' }]);
    expect(diff.updates.map((u) => [u.current.uid, u.value])).toEqual([['e', '20']]);
    expect(diff.deletes.map((d) => d.uid)).toEqual(['va']);
    expect(diffEntries(current, current)).toEqual({ creates: [], updates: [], deletes: [] });
  });
});
