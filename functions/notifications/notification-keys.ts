/**
 * Key strings of the notification item, without ElectroDB: the sweeper reads the open index with
 * a plain Query and bundles no entity. They equal NotificationEntity's templates (the entity
 * module re-exports them; test/unit/notifications/notification-keys.test.ts compares them).
 */

/**
 * Key strings of the notification item, for the reads and updates the repository writes as plain
 * DocumentClient calls. They equal the ElectroDB templates of NotificationEntity.
 */
export const notificationKeys = {
  primary: (tenantUid: string, notificationUid: string) => ({
    pk: `T#${tenantUid}#NOTIFICATION#${notificationUid}`,
    sk: 'NOTIFICATION',
  }),
  /** gsi5 partition of an open notification (see openIndexKeys). */
  open: (shard: number) => `NOTIFICATIONS#OPEN#${shard}`,
};

/** Partitions of the open-notifications index: spreads the index writes of busy send periods. */
export const OPEN_SHARDS = 4;

/**
 * gsi5 keys of a notification that is NOT_STARTED or IN_PROGRESS: the sparse, cross-tenant index
 * the sweeper queries. Written with the notification and removed when it reaches a final state,
 * so the index holds only open notifications, oldest first.
 */
export const openIndexKeys = (tenantUid: string, notificationUid: string, createdAt: string) => {
  let hash = 0;
  for (const c of notificationUid) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return {
    gsi5pk: notificationKeys.open(hash % OPEN_SHARDS),
    gsi5sk: `${createdAt}#${tenantUid}#${notificationUid}`,
  };
};
