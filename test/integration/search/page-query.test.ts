import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerPage } from '#functions/customers/customer-search.repository.ts';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import type { Page } from '#shared/http/paging.ts';
import { closeSearchDb } from '#shared/search/search-db.ts';
import { customerItem, streamRecord, uniqueTenant } from './helpers.ts';

/**
 * Free-text pages (query.ts, pageQuery with filterFirst): the matches are taken first, counted in
 * the same pass and only they are sorted. Every page, in either direction and by relevance, must
 * be the matches in order with the exact total, for a broad term as for a selective one: in this
 * tenant of 60 customers 'hansen' matches 36 and 'oscar' 4.
 */
const tenant = uniqueTenant('page-query');
const FIRST = ['Oscar', 'Kari', 'Per', 'Ola', 'Anne', 'Nora', 'Jonas', 'Emma', 'Lars', 'Ida'];

const people = Array.from({ length: 60 }, (_, i) => {
  const firstname = i % 15 === 0 ? 'Oscar' : FIRST[1 + (i % 9)]!;
  const lastname = i % 5 < 3 ? (i % 2 ? 'Hansen' : 'Johansen') : 'Berg';
  return { uid: `c${String(i).padStart(2, '0')}`, firstname, lastname };
});

beforeAll(async () => {
  const result = await handler({
    Records: people.map((p) =>
      streamRecord(
        'INSERT',
        customerItem(tenant, p.uid, {
          firstname: p.firstname,
          lastname: p.lastname,
          displayName: `${p.firstname} ${p.lastname}`,
        }),
      ),
    ),
  });
  expect(result.batchItemFailures).toEqual([]);
});
afterAll(() => closeSearchDb());

const page = (pageNumber: number, over: Partial<Page> = {}): Page => ({
  pageNumber,
  pageSize: 10,
  sortBy: 'displayName',
  sortDirection: 'ASC',
  ...over,
});

/** What a search must answer, computed here: the matches by display name, then uid. */
const expected = (term: string, direction: 'ASC' | 'DESC') => {
  const sorted = people
    .filter((p) => `${p.firstname} ${p.lastname}`.toLowerCase().includes(term))
    .sort(
      (a, b) =>
        `${a.firstname} ${a.lastname}`.localeCompare(`${b.firstname} ${b.lastname}`) ||
        (a.uid < b.uid ? -1 : 1),
    );
  return direction === 'ASC' ? sorted : sorted.reverse();
};

describe('free-text pages, broad and selective terms', () => {
  for (const [term, matches] of [
    ['hansen', 36],
    ['oscar', 4],
  ] as const) {
    for (const sortDirection of ['ASC', 'DESC'] as const) {
      it(`'${term}' ${sortDirection}: every page in order with the exact total, then an empty page`, async () => {
        const want = expected(term, sortDirection).map((p) => p.uid);
        expect(want).toHaveLength(matches);
        const got: string[] = [];
        for (let n = 1; n <= Math.ceil(matches / 10) + 1; n++) {
          const found = await findCustomerPage(tenant, { query: term }, page(n, { sortDirection }));
          expect(found.paging.totalCount).toBe(matches);
          got.push(...found.items.map((i) => i.record.customerUid));
        }
        expect(got).toEqual(want);
      });
    }
  }

  it('sorts a broad match by relevance: whole words before words that only contain the term', async () => {
    const found = await findCustomerPage(
      tenant,
      { query: 'hansen' },
      page(1, { pageSize: 50, sortBy: 'relevance', sortDirection: 'DESC' }),
    );
    expect(found.paging.totalCount).toBe(36);
    const lastnames = found.items.map((i) => i.record.lastname);
    const firstJohansen = lastnames.indexOf('Johansen');
    expect(lastnames.slice(0, firstJohansen).every((l) => l === 'Hansen')).toBe(true);
    expect(lastnames.slice(firstJohansen).every((l) => l === 'Johansen')).toBe(true);
    expect(found.items.map((i) => i.relevance)).toEqual([
      ...Array(lastnames.filter((l) => l === 'Hansen').length).fill(3),
      ...Array(lastnames.filter((l) => l === 'Johansen').length).fill(1),
    ]);
  });
});
