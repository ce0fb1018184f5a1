import type { Page, PagedList } from '#shared/http/paging.ts';
import { awaitIndexed } from '#shared/search/pending.ts';
import type { NotificationRecord } from './model.ts';
import { NOTIFICATIONS_TABLE } from './notification.projection.ts';
import type { SearchNotificationsInput } from './notification.schema.ts';
import { findNotificationPage } from './notification-search.repository.ts';

export type SearchFilters = Partial<SearchNotificationsInput>;

/**
 * Spec 4.6 search (and a store's list: the search with storeUid), from the read model. It first
 * waits, rarely and briefly, for the tenant's own sends to be indexed (read-your-writes); state
 * changes made by the sender and the delivery reports follow within the index lag.
 */
export const searchNotifications = async (
  tenantUid: string,
  filters: SearchFilters,
  page: Page,
): Promise<PagedList<NotificationRecord>> => {
  await awaitIndexed(tenantUid, NOTIFICATIONS_TABLE);
  return findNotificationPage(tenantUid, filters, page);
};
