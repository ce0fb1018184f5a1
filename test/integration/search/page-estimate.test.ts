import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationPage } from '#functions/notifications/notification-search.repository.ts';
import type { Page } from '#shared/http/paging.ts';
import { closeSearchDb } from '#shared/search/search-db.ts';
import { pgClient, uniqueTenant } from './helpers.ts';

/**
 * Filtered pages cut two ways (page-query.ts): a filter the planner expects to match at most
 * 10,000 rows is counted in the same pass as its page; a broader one is counted first and its
 * page walked from the sort index. Both must give the matches in order with the exact total. The
 * 12,000 notifications of this tenant are written straight into the read model (the indexer's
 * path is tested elsewhere) and analysed, so that the planner's estimates are those of real
 * statistics: 'SMS' matches all 12,000, store-1 three quarters (9,000).
 */
const tenant = uniqueTenant('page-estimate');
const ROWS = 12_000;
const writer = await pgClient(process.env.SEARCH_WRITER_URL!);

const uidOf = (i: number) => `b${String(i).padStart(5, '0')}`;
const storeOf = (i: number) => (i % 4 === 0 ? 'store-2' : 'store-1');

beforeAll(async () => {
  await writer.query(
    `INSERT INTO notifications (tenant_uid, uid, created_at, version, modified_at, store_uid, message_type,
       state, recipient, recipient_key, message_text, error_text, search_text)
     SELECT $1, 'b' || lpad(i::text, 5, '0'),
       to_char(timestamp '2026-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'), 1,
       to_char(timestamp '2026-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
       CASE WHEN i % 4 = 0 THEN 'store-2' ELSE 'store-1' END, 'SMS', 'SENT', '+4791234567', '+4791234567',
       'hei', '', 'hei'
     FROM generate_series(0, $2::int - 1) AS i`,
    [tenant, ROWS],
  );
  await writer.query(
    `INSERT INTO notification_docs (tenant_uid, uid, created_at, version, modified_at, doc)
     SELECT tenant_uid, uid, created_at, version, modified_at, jsonb_build_object('notificationUid', uid)
     FROM notifications WHERE tenant_uid = $1`,
    [tenant],
  );
  await writer.query('ANALYZE notifications');
});
afterAll(async () => {
  await writer.end();
  await closeSearchDb();
});

const page = (pageNumber: number, pageSize = 50): Page => ({
  pageNumber,
  pageSize,
  sortBy: 'createdAt',
  sortDirection: 'DESC',
});

/** The uids a filter must answer, newest first (created_at follows the row number). */
const expected = (matches: (i: number) => boolean) =>
  Array.from({ length: ROWS }, (_, i) => i)
    .filter(matches)
    .reverse()
    .map(uidOf);

describe('filtered pages counted with their page, or first', () => {
  for (const [name, filters, matches] of [
    ["'SMS' (all 12,000: counted first, walked)", { messageType: 'SMS' as const }, () => true],
    [
      'store-1 (9,000: counted with the page)',
      { storeUid: 'store-1' },
      (i: number) => storeOf(i) === 'store-1',
    ],
  ] as const) {
    it(`${name}: first, second, a deep and the last page, exact totals`, async () => {
      const want = expected(matches);
      const last = Math.ceil(want.length / 50);
      for (const n of [1, 2, 97, last]) {
        const found = await findNotificationPage(tenant, filters, page(n));
        expect(found.paging.totalCount).toBe(want.length);
        expect(found.items.map((i) => i.notificationUid)).toEqual(want.slice((n - 1) * 50, n * 50));
      }
      const past = await findNotificationPage(tenant, filters, page(last + 1));
      expect(past).toEqual({
        items: [],
        paging: { pageNumber: last + 1, pageSize: 50, totalCount: want.length },
      });
    });
  }
});
