import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsAll, containsPattern, orderBy, relevance, termsOf } from '#shared/search/query.ts';
import { renderSql as render } from '#test/support/render-sql.ts';

describe('read-model query building', () => {
  it('splits a query into lower-case terms and matches LIKE wildcards literally', () => {
    expect(termsOf('  Ola  NORD ')).toEqual(['ola', 'nord']);
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(render(containsAll(sql.raw('t'), 'a b'))).toEqual({
      sql: 't LIKE $1 AND t LIKE $2',
      params: ['%a%', '%b%'],
    });
    expect(render(containsAll(sql.raw('t'), '   ')).sql).toBe('true');
  });

  it('scores whole words 3, prefixes 2 and infixes 1 per term', () => {
    const { sql: text, params } = render(relevance(sql.raw('t'), 'an_'));
    expect(text).toContain('THEN 3');
    expect(params).toEqual(['% an\\_ %', '% an\\_%']);
  });

  it('orders by the sort column and the tie-break in the page direction, nulls as the lists did', () => {
    const page = { pageNumber: 1, pageSize: 10, sortBy: 'name', sortDirection: 'DESC' as const };
    expect(render(orderBy(page, { name: sql.raw('name') }, sql.raw('uid'))).sql).toBe(
      'ORDER BY name DESC NULLS LAST, uid DESC NULLS LAST',
    );
    expect(() => orderBy({ ...page, sortBy: 'other' }, {}, sql.raw('uid'))).toThrow(/sortBy/);
  });
});
