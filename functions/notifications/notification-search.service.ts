import { type Page, type PagedList, type PagingInput, resolvePage } from '#shared/http/paging.ts';
import { readIndexed } from '#shared/search/pending.ts';
import { toResponse } from './notification.mapper.ts';
import type { SearchNotificationsInput } from './notification.schema.ts';
import type { NotificationRecord } from './notification-model.ts';
import { findNotificationPage } from './notification-search.repository.ts';
import { NOTIFICATIONS_TABLE } from './notification-search.table.ts';

export type SearchFilters = Partial<SearchNotificationsInput>;

/**
 * Spec 4.6 search (and a store's list: the search with storeUid), from the read model. It first
 * waits, rarely and briefly, for the tenant's own sends to be indexed (read-your-writes); state
 * changes made by the sender and the delivery reports follow within the index lag.
 */
export const findNotifications = async (
  tenantUid: string,
  filters: SearchFilters,
  page: Page,
): Promise<PagedList<NotificationRecord>> => {
  return readIndexed(tenantUid, [NOTIFICATIONS_TABLE], () => findNotificationPage(tenantUid, filters, page));
};

/** Lists and searches answer newest first unless told otherwise. */
const NEWEST_FIRST = { sortBy: 'createdAt', sortDirection: 'DESC' } as const;

/** A page of the search as the API answers it (spec 4.6). */
export const searchNotifications = async (tenantUid: string, filters: SearchFilters, query: PagingInput) => {
  const result = await findNotifications(tenantUid, filters, resolvePage(query, NEWEST_FIRST));
  return { items: result.items.map(toResponse), paging: result.paging };
};
