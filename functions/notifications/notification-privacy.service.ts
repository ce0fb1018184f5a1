import { ERASED_TEXT } from '#shared/schema/erasure.ts';
import { toResponse } from './notification.mapper.ts';
import { eraseNotification, getNotification, getNotifications } from './notification.repository.ts';
import type { NotificationResponseBody } from './notification.schema.ts';
import type { NotificationRecord } from './notification-model.ts';
import { findNotifications } from './notification-search.service.ts';

/**
 * A customer's notifications for the GDPR export and erase (functions/privacy). They are found in
 * the read model by customerUid (the table has no index by customer); the search waits for the
 * tenant's own latest sends first, so a notification sent just before is not missed. What they
 * hold is then read from the table: the read model shows a change (an erase) only once the
 * indexer has re-projected it, and an export that follows an erase must not show erased values.
 */

const PAGE_SIZE = 500;

/** The notifications of a page of the read model as the table holds them now, in the page's order. */
const fromTable = async (tenantUid: string, found: readonly NotificationRecord[]) => {
  const current = new Map(
    (
      await getNotifications(
        tenantUid,
        found.map((n) => n.notificationUid),
      )
    ).map((n) => [n.notificationUid, n]),
  );
  return found.flatMap((n) => {
    const now = current.get(n.notificationUid);
    return now ? [toResponse(now)] : [];
  });
};

/** The customer's notifications as the API shows them, a page at a time, oldest first. */
export async function* customerNotificationPages(
  tenantUid: string,
  customerUid: string,
): AsyncGenerator<NotificationResponseBody[]> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await findNotifications(
      tenantUid,
      { customerUid },
      { pageNumber, pageSize: PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'ASC' },
    );
    if (page.items.length > 0) yield await fromTable(tenantUid, page.items);
    if (page.items.length < PAGE_SIZE) return;
  }
}

/**
 * Notifications sent to one of `recipients` (a customer's e-mail addresses and phone numbers)
 * without a customer's uid, a page at a time, oldest first per recipient: a send that named no
 * customer reached this one's address. A notification naming another customer is that customer's
 * (a shared family address), and one naming this customer is found by its uid already. Matched on
 * the search key of the recipient (lower-cased e-mail, E.164 phone), as the recipient filter does.
 */
export async function* addressedNotificationPages(
  tenantUid: string,
  recipients: readonly string[],
): AsyncGenerator<NotificationResponseBody[]> {
  for (const recipient of recipients) {
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await findNotifications(
        tenantUid,
        { recipient },
        { pageNumber, pageSize: PAGE_SIZE, sortBy: 'createdAt', sortDirection: 'ASC' },
      );
      const unnamed = page.items.filter((n) => !n.customerUid);
      if (unnamed.length > 0) yield await fromTable(tenantUid, unnamed);
      if (page.items.length < PAGE_SIZE) break;
    }
  }
}

const isErased = (n: { recipient: string; message: string }) =>
  n.recipient === ERASED_TEXT && n.message === ERASED_TEXT;

/** Erases one notification, reading it again when it changed meanwhile; true when it changed. */
const eraseOne = async (tenantUid: string, notificationUid: string, now: string): Promise<boolean> => {
  for (;;) {
    const current = await getNotification(tenantUid, notificationUid, true);
    if (!current || isErased(current)) return false;
    if (await eraseNotification(current, ERASED_TEXT, now)) return true;
  }
};

/**
 * Erases the recipient, subject, message and template data of every notification of the customer
 * (a sent message is a copy of personal data, not a bookkeeping record): those with its uid, and
 * those sent to one of its `recipients` without a customer's uid (addressedNotificationPages).
 * Returns how many changed. Idempotent: an erased notification is left as it is.
 */
export const eraseCustomerNotifications = async (
  tenantUid: string,
  customerUid: string,
  now: string,
  recipients: readonly string[] = [],
): Promise<number> => {
  const uids = new Set<string>();
  for await (const page of customerNotificationPages(tenantUid, customerUid)) {
    for (const n of page) uids.add(n.notificationUid);
  }
  for await (const page of addressedNotificationPages(tenantUid, recipients)) {
    for (const n of page) uids.add(n.notificationUid);
  }
  let changed = 0;
  for (const uid of uids) if (await eraseOne(tenantUid, uid, now)) changed += 1;
  return changed;
};
