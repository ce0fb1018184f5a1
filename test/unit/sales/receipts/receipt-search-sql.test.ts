import { describe, expect, it } from 'vitest';
import {
  everyTrigram,
  receiptConditions,
  receiptIndexed,
  receiptOrder,
  tokensOf,
} from '#functions/sales/receipts/receipt-search.repository.ts';
import type { ReceiptSearchInput } from '#functions/sales/receipts/receipt-search.schema.ts';
import { textArray } from '#shared/search/query.ts';
import { renderSql as render } from '#test/support/render-sql.ts';

describe('receipt search SQL', () => {
  const where = (f: Partial<ReceiptSearchInput>) => render(receiptConditions('t1', f as ReceiptSearchInput));

  it('is scoped to the tenant and adds nothing for absent filters', () => {
    expect(where({})).toEqual({ sql: 'tenant_uid = $1', params: ['t1'] });
  });

  it('tests every query token as a literal substring of the words', () => {
    expect(where({ query: '  50%  A_b\\ ' })).toEqual({
      sql: 'tenant_uid = $1 AND strpos(words, $2) > 0 AND strpos(words, $3) > 0',
      params: ['t1', '50%', 'a_b\\'],
    });
    expect(where({ query: '   ' }).sql).toBe('tenant_uid = $1 AND true');
  });

  it('turns phone-like tokens into digits, as the words store phone numbers', () => {
    expect(tokensOf('+47 (912) 34-567')).toEqual(['47', '912', '34567']);
    expect(tokensOf('KARI nord')).toEqual(['kari', 'nord']);
  });

  it('finds free text through the tenant trigrams, with the facets beside them, never in the WHERE', () => {
    const f = { query: 'kaffe', organizationUids: ['o1'], customerQuery: 'ola' } as ReceiptSearchInput;
    const indexed = render(receiptIndexed('t1', f, everyTrigram('t1', f))!);
    expect(indexed.sql).toBe(
      'tenant_trigrams(tenant_uid, words) @> ARRAY[$1, $2, $3]::text[] AND ' +
        'tenant_trigrams(tenant_uid, customer_words) @> ARRAY[$4]::text[] AND facet_keys && ARRAY[$5]::text[]',
    );
    expect(indexed.params).toEqual(['t1 kaf', 't1 aff', 't1 ffe', 't1 ola', 't1#org#o1']);
    expect(where(f).sql).not.toContain('tenant_trigrams');
    // Terms under three characters have no trigram: tested on the rows only.
    expect(
      receiptIndexed(
        't1',
        { query: 'ab' } as ReceiptSearchInput,
        everyTrigram('t1', { query: 'ab' } as ReceiptSearchInput),
      ),
    ).toBeUndefined();
  });

  it('joins voucherNumbers and the deprecated voucherNumber into one list', () => {
    expect(where({ voucherNumbers: ['1', '2'], voucherNumber: '2' })).toEqual({
      sql: 'tenant_uid = $1 AND voucher_number = ANY(ARRAY[$2, $3]::text[])',
      params: ['t1', '1', '2'],
    });
  });

  it('drops NUL characters from every value it sends', () => {
    const nul = String.fromCharCode(0);
    expect(where({ orderNumber: `1${nul}2`, productSkus: [`a${nul}`], query: `x${nul}y` }).params).toEqual([
      't1',
      'a',
      '12',
      'xy',
    ]);
  });

  it('sends list values as one parameter each, so the planner can use them', () => {
    expect(render(textArray(['a', 'b', 'a']))).toEqual({ sql: 'ARRAY[$1, $2]::text[]', params: ['a', 'b'] });
    expect(where({ customerUids: ['c1'], tenantUserUids: ['u1'] })).toEqual({
      sql: 'tenant_uid = $1 AND customer_uid = ANY(ARRAY[$2]::text[]) AND user_uids && ARRAY[$3]::text[]',
      params: ['t1', 'c1', 'u1'],
    });
  });

  it('compares instants in UTC, amounts inclusively and lists by overlap', () => {
    const { sql: text, params } = where({
      settledAtFrom: '2026-11-23T12:00:00+02:00',
      settledAtTo: '2026-11-24T00:00:00Z',
      amountRange: { from: -100, to: 100 },
      productSkus: ['SKU-A'],
      hasUnpaidInvoices: true,
    });
    expect(text).toContain('settled_at >= $');
    expect(text).toContain('settled_at <= $');
    expect(text).toContain('grand_total BETWEEN $');
    expect(text).toContain('skus && ARRAY[');
    expect(text).toContain('unpaid');
    expect(params).toEqual(
      expect.arrayContaining(['2026-11-23T10:00:00.000Z', '2026-11-24T00:00:00.000Z', '-100', '100']),
    );
  });

  it('adds no restriction for hasUnpaidInvoices false', () => {
    expect(where({ hasUnpaidInvoices: false }).sql).toBe('tenant_uid = $1');
  });

  it('sorts numbers numerically and breaks ties by receipt uid in the page direction', () => {
    const page = { pageNumber: 1, pageSize: 10, sortBy: 'voucherNumber', sortDirection: 'ASC' as const };
    expect(render(receiptOrder(page)).sql).toBe(
      'ORDER BY voucher_seq ASC NULLS FIRST, uid COLLATE "und-x-icu" ASC NULLS FIRST',
    );
    expect(render(receiptOrder({ ...page, sortBy: 'settledAt', sortDirection: 'DESC' })).sql).toBe(
      'ORDER BY settled_at DESC NULLS LAST, uid COLLATE "und-x-icu" DESC NULLS LAST',
    );
  });
});
