import { EVENT_RECORD_TYPE, EVENTS_RECORD_TYPE, eventsOfOutboxItem } from '#events/outbox.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { ScanCommand } from '#shared/db/document-commands.ts';

/**
 * The outbox events of a tenant, oldest first, one per event (an item carrying several is
 * expanded). Test-only: a filtered Scan of the emulator is the simplest way to see every event
 * item (request paths never scan; outbox items are consumed from the stream).
 */
export const outboxEvents = async (tenant: string): Promise<Record<string, any>[]> => {
  const out: Record<string, any>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'recordType IN (:e, :es) AND tenantUid = :t',
        ExpressionAttributeValues: { ':e': EVENT_RECORD_TYPE, ':es': EVENTS_RECORD_TYPE, ':t': tenant },
        ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
      }),
    );
    out.push(...(page.Items ?? []).flatMap((item) => eventsOfOutboxItem(item as never)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out.sort((a, b) => String(a.eventId).localeCompare(String(b.eventId)));
};
