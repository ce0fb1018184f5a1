import { notificationWriteOps } from '#functions/notifications/notification.repository.ts';
import type { NotificationRecord, NotificationState } from '#functions/notifications/notification-model.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { BatchWriteCommand } from '#shared/db/document-commands.ts';

/**
 * Seeds notifications for the bench with the same items the API writes, through BatchWriteItem.
 * They are stored as already sent (SENT, DELIVERED, FAILED, BOUNCED), so the table stream does not
 * queue them; the search indexer takes them in from the stream.
 */
export const STORES = 10;
export const CUSTOMERS = 1000;
export const DAYS = 30;
const STATES: NotificationState[] = [
  'SENT',
  'DELIVERED',
  'DELIVERED',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'SENT',
  'DELIVERED',
  'DELIVERED',
  'SENT',
  'SENT',
  'FAILED',
  'BOUNCED',
];
const WORDS = [
  'bike',
  'sweater',
  'pickup',
  'repair',
  'invoice',
  'delivery',
  'order',
  'receipt',
  'gift',
  'service',
];

/** Notification `i` of the seed: deterministic, so that searches know what they will find. */
export const seedRecord = (
  tenantUid: string,
  i: number,
  start: number,
): NotificationRecord & { recipientKey: string } => {
  const sms = i % 5 === 0;
  const createdAt = new Date(start + Math.floor((i * DAYS * 86_400_000) / 10_000)).toISOString();
  const recipient = sms ? `+4790${String(i).padStart(6, '0')}` : `customer${i % CUSTOMERS}@example.com`;
  const state = STATES[i % STATES.length]!;
  return {
    tenantUid,
    notificationUid: `bench-${i}`,
    storeUid: `store-${i % STORES}`,
    messageType: sms ? 'SMS' : 'EMAIL',
    recipient,
    recipientKey: recipient,
    ...(sms ? {} : { subject: `Your ${WORDS[i % WORDS.length]} update` }),
    message: `Hello customer ${i % CUSTOMERS}, your ${WORDS[(i * 7) % WORDS.length]} number ${i} is ready for pickup at the store.`,
    state,
    ...(state === 'FAILED' ? { errorText: 'MessageRejected: Email address is not verified' } : {}),
    attempts: 1,
    events: [],
    customerUid: `cust-${i % CUSTOMERS}`,
    ...(i % 3 === 0 ? { orderUid: `order-${i}` } : {}),
    createdBy: 'bench',
    lastModifiedBy: 'bench',
    createdAt,
    lastModifiedAt: createdAt,
    version: 1,
  };
};

/** Writes `count` notifications, 25 items per BatchWriteItem, `parallel` requests at a time. */
export const seedNotifications = async (tenantUid: string, count: number, start: number, parallel = 8) => {
  const items = Array.from({ length: count }, (_, i) =>
    notificationWriteOps(seedRecord(tenantUid, i, start)).map(
      (op) => (op.item.Put as { Item: Record<string, unknown> }).Item,
    ),
  ).flat();
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const out = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return items.length;
};
