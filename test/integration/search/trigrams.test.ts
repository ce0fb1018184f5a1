import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerPage } from '#functions/customers/customer-search.repository.ts';
import { searchTextOf } from '#functions/customers/text-match.ts';
import type { Page } from '#shared/http/paging.ts';
import { closeSearchDb, readTenant } from '#shared/search/search-db.ts';
import { trigramRows } from '#shared/search/trigram-estimates.ts';
import { trigramsOf } from '#shared/search/trigrams.ts';
import { pgClient, uniqueTenant } from './helpers.ts';

/**
 * The tenant trigram index (shared/search/trigrams.ts) against a real PostgreSQL: the keys the
 * SQL function stores are the keys a query asks for, the planner's estimates tell a common
 * trigram from a rare one, and a search answers what a plain substring test of every row does,
 * whichever trigrams it asked the index for.
 */
const tenant = uniqueTenant('trigrams');
const writer = await pgClient(process.env.SEARCH_WRITER_URL!);

/** 3,000 customers: "sen" in half of them, "qzx" in one in a hundred, "50%_" in one in ten. */
const texts = Array.from({ length: 3000 }, (_, i) =>
  searchTextOf(
    i % 2 === 0 ? 'Ola Hansen' : 'Kari Berg',
    i % 100 === 8 ? `Qzxy${i}` : `n${i}`,
    i % 10 === 3 ? '50%_off' : undefined,
  ),
);

beforeAll(async () => {
  await writer.query(
    `INSERT INTO customers (tenant_uid, uid, created_at, version, modified_at, doc, search_text, display_name,
       company_name, firstname, lastname, customer_type, email_key, mobile_key)
     SELECT $1, 'c' || lpad(i::text, 5, '0'), '2026-01-01T00:00:00.000Z', 1, '2026-01-01T00:00:00.000Z',
       jsonb_build_object('customerUid', 'c' || lpad(i::text, 5, '0')), t, t, '', '', '', 'PERSON', '', ''
     FROM unnest($2::text[]) WITH ORDINALITY AS x(t, i)`,
    [tenant, texts],
  );
  await writer.query('ANALYZE customers');
});
afterAll(async () => {
  await writer.query('DELETE FROM customers WHERE tenant_uid = $1', [tenant]);
  await writer.end();
  await closeSearchDb();
});

describe('tenant trigrams', () => {
  it('stores, for every word, the keys trigramsOf gives a query', async () => {
    const samples = [
      'Oscar Hansen',
      'Ærlig Østby ÅSE',
      'Straße İstanbul',
      'a😀bc de',
      'e\u0301te x',
      '+47 912 34 567 4791234567',
      '',
    ].map((s) => searchTextOf(s));
    for (const text of samples) {
      const { rows } = await writer.query<{ keys: string[] | null }>(
        'SELECT tenant_trigrams($1, $2) AS keys',
        [tenant, text],
      );
      const expected = new Set(text.split(' ').flatMap((w) => trigramsOf(w).map((t) => `${tenant} ${t}`)));
      expect(new Set(rows[0]!.keys ?? []), text).toEqual(expected);
    }
  });

  it('estimates a trigram in half the rows above one in a hundredth', async () => {
    const rows = await readTenant(tenant, (db) =>
      trigramRows(db, 'tenant_customers', 'search_text', ['sen', 'qzx']),
    );
    expect(rows.get('sen')!).toBeGreaterThan(10 * rows.get('qzx')!);
  });

  const page: Page = { pageNumber: 1, pageSize: 500, sortBy: 'customerUid', sortDirection: 'ASC' };
  const search = async (query: string) => {
    const found = await findCustomerPage(tenant, { query }, page);
    return { total: found.paging.totalCount, uids: found.items.map((h) => h.record.customerUid) };
  };
  /** The uids of the texts holding every term as a substring: what the search must answer. */
  const brute = (terms: string[]) => {
    const uids = texts.flatMap((t, i) =>
      terms.every((term) => t.includes(term)) ? [`c${String(i + 1).padStart(5, '0')}`] : [],
    );
    return { total: uids.length, uids: uids.slice(0, 500) };
  };

  it('answers what a substring test of every row answers, whatever trigrams it asks for', async () => {
    expect(await search('hansen QZX')).toEqual(brute(['hansen', 'qzx']));
    expect(await search('sen')).toEqual(brute(['sen']));
    // Terms under three characters, and LIKE's wildcards, are plain substrings.
    expect(await search('qz 7')).toEqual(brute(['qz', '7']));
    expect(await search('50%_')).toEqual(brute(['50%_']));
    expect((await search('hansen qzx')).total).toBeGreaterThan(0);
  });
});
