import { describe, expect, it } from 'vitest';
import { pageOf, pagingQuery, resolvePage } from '#shared/http/paging.ts';

const query = pagingQuery(['name', 'createdAt']);

describe('paging query (spec 2.1)', () => {
  it('applies the defaults: page 1, 50 per page', () => {
    const parsed = query.parse({});
    expect(resolvePage(parsed, { sortBy: 'name' })).toEqual({
      pageNumber: 1,
      pageSize: 50,
      sortBy: 'name',
      sortDirection: 'ASC',
    });
  });

  it('treats empty strings as absent', () => {
    const parsed = query.parse({ pageNumber: '', pageSize: '', sortBy: '', sortDirection: '' });
    expect(resolvePage(parsed, { sortBy: 'createdAt', sortDirection: 'DESC' })).toMatchObject({
      pageNumber: 1,
      pageSize: 50,
      sortBy: 'createdAt',
      sortDirection: 'DESC',
    });
  });

  it('accepts the maximum page size and refuses one above it', () => {
    expect(query.parse({ pageSize: '500' }).pageSize).toBe(500);
    const result = query.safeParse({ pageSize: '501' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pageSize']);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc']])('refuses pageNumber %s', (value) => {
    expect(query.safeParse({ pageNumber: value }).success).toBe(false);
  });

  it('limits sortBy to the allow-list and sortDirection to ASC|DESC', () => {
    expect(query.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(query.safeParse({ sortDirection: 'asc' }).success).toBe(false);
    expect(query.parse({ sortBy: 'createdAt', sortDirection: 'DESC' })).toMatchObject({
      sortBy: 'createdAt',
      sortDirection: 'DESC',
    });
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ uid: `u${i}`, name: `n${(i * 3) % 7}` }));

  it('sorts, slices and counts', () => {
    const page = pageOf(rows, { pageNumber: 2, pageSize: 3, sortBy: 'name', sortDirection: 'ASC' });
    expect(page.items.map((r) => r.name)).toEqual(['n3', 'n4', 'n5']);
    expect(page.paging).toEqual({ pageNumber: 2, pageSize: 3, totalCount: 7 });
  });

  it('sorts descending and returns an empty page past the end', () => {
    expect(
      pageOf(rows, { pageNumber: 1, pageSize: 2, sortBy: 'name', sortDirection: 'DESC' }).items.map(
        (r) => r.name,
      ),
    ).toEqual(['n6', 'n5']);
    expect(pageOf(rows, { pageNumber: 9, pageSize: 2, sortBy: 'name', sortDirection: 'ASC' })).toEqual({
      items: [],
      paging: { pageNumber: 9, pageSize: 2, totalCount: 7 },
    });
  });
});
