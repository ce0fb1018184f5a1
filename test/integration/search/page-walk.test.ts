import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationPage } from '#functions/notifications/notification-search.repository.ts';
import { handler } from '#functions/search/workers/indexer/handler.ts';
import type { Page } from '#shared/http/paging.ts';
import { closeSearchDb } from '#shared/search/search-db.ts';
import { streamRecord, uniqueTenant } from './helpers.ts';

/**
 * Free-text pages looked for among the first rows of the sort order (query.ts, pageQuery with
 * walkScope): a page found there must be the page the matches give, sorted, and one not found
 * there must still be found. In this tenant of 300 notifications, one a minute, 'henting' is in
 * every third (the first rows fill a page), 'faktura' only in the 30 oldest (the newest rows
 * hold none of it) and 'klar til henting' is the message of every sixth.
 */
const tenant = uniqueTenant('page-walk');
const STATES = ['SENT', 'FAILED', 'DELIVERED'] as const;

const notifications = Array.from({ length: 300 }, (_, i) => {
  const message =
    i < 30
      ? `Faktura ${i} er sendt`
      : i % 6 === 0
        ? 'Ordren er klar til henting'
        : i % 3 === 0
          ? 'Henting i morgen, til klar'
          : `Takk for handelen ${i}`;
  return {
    uid: `n${String(i).padStart(3, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    state: STATES[i % 3]!,
    message,
  };
});

const item = (n: (typeof notifications)[number]) => ({
  __edb_e__: 'notification',
  __edb_v__: '1',
  pk: `T#${tenant}#NOTIFICATION#${n.uid}`,
  sk: 'NOTIFICATION',
  tenantUid: tenant,
  notificationUid: n.uid,
  storeUid: 'store-1',
  messageType: 'SMS',
  recipient: '+4791234567',
  recipientKey: '+4791234567',
  message: n.message,
  state: n.state,
  attempts: 1,
  events: [],
  createdBy: 'test',
  lastModifiedBy: 'test',
  createdAt: n.createdAt,
  lastModifiedAt: n.createdAt,
  version: 1,
});

beforeAll(async () => {
  const result = await handler({ Records: notifications.map((n) => streamRecord('INSERT', item(n))) });
  expect(result.batchItemFailures).toEqual([]);
});
afterAll(() => closeSearchDb());

type Direction = Page['sortDirection'];
const page = (pageNumber: number, sortBy: string, sortDirection: Direction, pageSize = 10): Page => ({
  pageNumber,
  pageSize,
  sortBy,
  sortDirection,
});

/** What a search must answer, computed here: the matches by the sort field, then uid. */
const expected = (matches: (m: string) => boolean, sortBy: 'createdAt' | 'state', direction: Direction) => {
  const key = (n: (typeof notifications)[number]) => (sortBy === 'state' ? n.state : n.createdAt);
  const sorted = notifications
    .filter((n) => matches(n.message.toLowerCase()))
    .sort((a, b) => key(a).localeCompare(key(b), 'en') || (a.uid < b.uid ? -1 : 1))
    .map((n) => n.uid);
  return direction === 'ASC' ? sorted : sorted.reverse();
};

/** Every page of a search, one after the other, each with its total. */
const allPages = async (
  filters: Record<string, string>,
  sortBy: string,
  sortDirection: Direction,
  total: number,
) => {
  const got: string[] = [];
  for (let n = 1; n <= Math.ceil(total / 10) + 1; n++) {
    const found = await findNotificationPage(tenant, filters, page(n, sortBy, sortDirection));
    expect(found.paging.totalCount).toBe(total);
    got.push(...found.items.map((i) => i.notificationUid));
  }
  return got;
};

describe('free-text pages from the first rows of the order', () => {
  for (const sortBy of ['createdAt', 'state'] as const) {
    for (const sortDirection of ['ASC', 'DESC'] as const) {
      it(`'henting' (a third) by ${sortBy} ${sortDirection}: every page in order, exact totals`, async () => {
        const want = expected((m) => m.includes('henting'), sortBy, sortDirection);
        expect(want).toHaveLength(90);
        expect(await allPages({ query: 'henting' }, sortBy, sortDirection, 90)).toEqual(want);
      });
    }
  }

  it("'faktura' (only the oldest tenth) newest first: not in the first rows, still every page", async () => {
    const want = expected((m) => m.includes('faktura'), 'createdAt', 'DESC');
    expect(want).toHaveLength(30);
    expect(await allPages({ query: 'faktura' }, 'createdAt', 'DESC', 30)).toEqual(want);
  });

  it("the message 'klar til henting' is the phrase, not its words in any order", async () => {
    const want = expected((m) => m.includes('klar til henting'), 'createdAt', 'DESC');
    expect(want).toHaveLength(45);
    expect(await allPages({ message: 'Klar til HENTING' }, 'createdAt', 'DESC', 45)).toEqual(want);
  });

  it('a last page shorter than the page size is cut from the sorted matches', async () => {
    const want = expected((m) => m.includes('henting'), 'createdAt', 'DESC');
    const found = await findNotificationPage(tenant, { query: 'henting' }, page(3, 'createdAt', 'DESC', 40));
    expect(found.paging.totalCount).toBe(90);
    expect(found.items.map((i) => i.notificationUid)).toEqual(want.slice(80));
  });
});
