import { notificationKeys } from '#functions/notifications/notification-keys.ts';
import { queryAll } from '#shared/db/query.ts';
import type { OpenNotification } from './sweep.ts';

const FIELDS = ['tenantUid', 'notificationUid', 'state', 'createdAt', 'lastModifiedAt', 'leaseUntil'];

/**
 * Open notifications of one shard of the sparse gsi5 created up to `upTo` (inclusive), oldest
 * first, at most `max`: a Query on one key (1 MB per round trip), never a Scan.
 */
export const readOpenNotifications = async (
  shard: number,
  upTo: string,
  max: number,
): Promise<OpenNotification[]> => {
  const items = await queryAll(
    {
      IndexName: 'gsi5',
      KeyConditionExpression: 'gsi5pk = :pk AND gsi5sk <= :hi',
      ExpressionAttributeValues: { ':pk': notificationKeys.open(shard), ':hi': `${upTo}#\uffff` },
      ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(FIELDS.map((f, i) => [`#f${i}`, f])),
    },
    max,
  );
  return items as OpenNotification[];
};
