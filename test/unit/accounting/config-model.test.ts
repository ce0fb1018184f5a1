import { describe, expect, it } from 'vitest';
import {
  CONFIG_KEYS,
  configTypeOfSlot,
  entryIssues,
  KEYS_BY_TYPE,
  slotOf,
  slotPrefix,
} from '#functions/accounting/accounting-config-model.ts';

const entry = (over: Partial<Parameters<typeof entryIssues>[0]> = {}) => ({
  configType: 'ACCOUNTNUMBER' as const,
  key: 'CUSTOMER',
  vatCodeUid: '',
  productGroupUid: '',
  value: '1500',
  ...over,
});

describe('accounting config model', () => {
  it('knows the keys of spec 2.8 per config type', () => {
    expect(KEYS_BY_TYPE.ACCOUNTNUMBER).toHaveLength(10);
    expect(KEYS_BY_TYPE.TREATCODE).toEqual(['CREDITLEDGER', 'GENERALLEDGER', 'LEDGE', 'PAYMENT']);
    expect(KEYS_BY_TYPE.VAT_TYPE_ID).toEqual(['BALANCE', 'VATCODE']);
    expect(CONFIG_KEYS.filter((k) => k === 'VATCODE')).toHaveLength(1);
    expect(CONFIG_KEYS).toHaveLength(15);
  });

  it('accepts a valid entry of every type', () => {
    expect(entryIssues(entry())).toEqual([]);
    expect(entryIssues(entry({ key: 'VATCODE', vatCodeUid: 'v', productGroupUid: 'pg' }))).toEqual([]);
    expect(entryIssues(entry({ configType: 'TREATCODE', key: 'LEDGE', value: 'L-1' }))).toEqual([]);
    expect(
      entryIssues(entry({ configType: 'VAT_TYPE_ID', key: 'VATCODE', vatCodeUid: 'v', value: 'x' })),
    ).toEqual([]);
  });

  it('names the field of each broken rule', () => {
    const paths = (e: ReturnType<typeof entry>) => entryIssues(e).map((i) => i.path);
    expect(paths(entry({ configType: 'TREATCODE', key: 'CUSTOMER', value: 'x' }))).toEqual(['key']);
    expect(paths(entry({ key: 'VATCODE' }))).toEqual(['vatCodeUid']);
    expect(paths(entry({ vatCodeUid: 'v' }))).toEqual(['vatCodeUid']);
    expect(paths(entry({ productGroupUid: 'pg' }))).toEqual(['productGroupUid']);
    expect(
      paths(
        entry({
          configType: 'VAT_TYPE_ID',
          key: 'VATCODE',
          vatCodeUid: 'v',
          productGroupUid: 'p',
          value: 'x',
        }),
      ),
    ).toEqual(['productGroupUid']);
    expect(paths(entry({ value: '01a' }))).toEqual(['value']);
    expect(paths(entry({ configType: 'TREATCODE', key: 'VATCODE', value: 'x' }))).toEqual(['key']);
  });

  it('keeps each config type, and each view, in one sort-key range', () => {
    const store = slotOf(entry({ key: 'VATCODE', vatCodeUid: 'v1' }));
    const mapping = slotOf(entry({ key: 'VATCODE', vatCodeUid: 'v1', productGroupUid: 'pg' }));
    const treat = slotOf(entry({ configType: 'TREATCODE', key: 'PAYMENT' }));
    expect(store.startsWith(slotPrefix('ACCOUNTNUMBER', 'STORE'))).toBe(true);
    expect(mapping.startsWith(slotPrefix('ACCOUNTNUMBER', 'PG'))).toBe(true);
    expect(mapping.startsWith(slotPrefix('ACCOUNTNUMBER', 'STORE'))).toBe(false);
    expect([store, mapping].every((s) => s.startsWith(slotPrefix('ACCOUNTNUMBER')))).toBe(true);
    expect(treat.startsWith(slotPrefix('ACCOUNTNUMBER'))).toBe(false);
    expect(configTypeOfSlot(treat)).toBe('TREATCODE');
    expect(configTypeOfSlot(slotOf(entry({ configType: 'VAT_TYPE_ID', key: 'BALANCE' })))).toBe(
      'VAT_TYPE_ID',
    );
    // The identity is the whole slot: different VAT codes and groups never collide.
    expect(new Set([store, mapping, slotOf(entry({ key: 'VATCODE', vatCodeUid: 'v2' }))]).size).toBe(3);
  });
});
