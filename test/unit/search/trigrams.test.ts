import { describe, expect, it } from 'vitest';
import {
  pickTrigrams,
  tenantTrigrams,
  textMatch,
  trigramIndex,
  trigramsOf,
} from '#shared/search/trigrams.ts';
import { renderSql as render } from '#test/support/render-sql.ts';

describe('tenant trigrams', () => {
  it('cuts a term into its distinct three-character substrings, by code point', () => {
    expect(trigramsOf('oscar')).toEqual(['osc', 'sca', 'car']);
    expect(trigramsOf('aaaa')).toEqual(['aaa']);
    expect(trigramsOf('ab')).toEqual([]);
    // A character outside the BMP is one code point, as PostgreSQL's substr counts it.
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
  });

  it('finds rows by the tenant keys of the trigrams and tests each term as a substring', () => {
    const match = textMatch('t1', 'search_text', ['oscar', 'ab'], ['osc']);
    expect(render(match.tested)).toEqual({
      sql: 'strpos(search_text, $1) > 0 AND strpos(search_text, $2) > 0',
      params: ['oscar', 'ab'],
    });
    expect(render(match.indexed!)).toEqual({
      sql: 'tenant_trigrams(tenant_uid, search_text) @> ARRAY[$1]::text[]',
      params: ['t1 osc'],
    });
    // By default every trigram of every term; terms under three characters have none.
    expect(render(textMatch('t1', 'w', ['kaffe']).indexed!).params).toEqual(['t1 kaf', 't1 aff', 't1 ffe']);
    expect(textMatch('t1', 'w', ['ab']).indexed).toBeUndefined();
    expect(render(textMatch('t1', 'w', []).tested).sql).toBe('true');
  });

  it('builds its index on the same expression a query repeats', () => {
    expect(trigramIndex('c_tri', 'customers', 'search_text')).toBe(
      `CREATE INDEX c_tri ON customers USING gin (${tenantTrigrams('search_text')})`,
    );
  });

  it('asks for the rarest trigram of each term, the two rarest of a single term', () => {
    const rows = new Map([
      ['osc', 10_000],
      ['sca', 10_000],
      ['car', 12_000],
      ['han', 100_000],
      ['ans', 110_000],
      ['nse', 190_000],
      ['sen', 550_000],
    ]);
    expect(pickTrigrams(['oscar', 'hansen'], rows)).toEqual(['osc', 'han']);
    expect(pickTrigrams(['hansen'], rows)).toEqual(['han', 'ans']);
    // A term without trigrams asks for none; the others still get theirs.
    expect(pickTrigrams(['hansen', 'os'], rows)).toEqual(['han']);
  });

  it('asks for every trigram when one has no estimate', () => {
    expect(pickTrigrams(['oscar', 'hansen'], new Map([['osc', 1]]))).toEqual([
      'osc',
      'sca',
      'car',
      'han',
      'ans',
      'nse',
      'sen',
    ]);
  });
});
